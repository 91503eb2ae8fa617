-- Issue 33: a city page at 1,000,000 builders. Its four nearby cities were found by grouping every
-- builder of the state on each request to work out each city's centre (Texas: ~80,000 rows), which
-- kept the uncached city page's p95 over its 100 ms target. Each city's centre is now kept with its
-- count as builders come, go and move: the sums of their positions and how many have one, and the
-- centre those give, indexed for the cities within 100 miles across a state line.
alter table private.city_counts
  add column latitude_sum double precision not null default 0,
  add column longitude_sum double precision not null default 0,
  add column located integer not null default 0;

update private.city_counts cc
set latitude_sum = s.latitude_sum, longitude_sum = s.longitude_sum, located = s.located
from (
  select state, city_key, sum(latitude) as latitude_sum, sum(longitude) as longitude_sum, count(*)::integer as located
  from public.contractors
  where latitude is not null and longitude is not null
  group by state, city_key
) s
where cc.state = s.state and cc.city_key = s.city_key;

alter table private.city_counts
  add column centre extensions.cube generated always as (
    case when located > 0
      then extensions.ll_to_earth(latitude_sum / located, longitude_sum / located)
    end
  ) stored;
create index city_counts_centre on private.city_counts using gist (centre);

-- Each delta now carries the builder's position (absent when it has none): a builder counts in its
-- city's centre as it counts in its city.
create or replace function private.add_city_deltas(deltas jsonb) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.city_counts as c (state, city_key, city, contractors, latitude_sum, longitude_sum, located)
  select d.state, d.city_key, min(d.city), sum(d.delta)::integer,
         coalesce(sum(d.delta * d.latitude) filter (where d.latitude is not null and d.longitude is not null), 0),
         coalesce(sum(d.delta * d.longitude) filter (where d.latitude is not null and d.longitude is not null), 0),
         coalesce(sum(d.delta) filter (where d.latitude is not null and d.longitude is not null), 0)::integer
  from jsonb_to_recordset(deltas)
    as d(state text, city_key text, city text, delta integer, latitude double precision, longitude double precision)
  group by d.state, d.city_key
  order by d.state, d.city_key
  on conflict (state, city_key) do update
    set contractors = c.contractors + excluded.contractors,
        city = least(c.city, excluded.city),
        latitude_sum = c.latitude_sum + excluded.latitude_sum,
        longitude_sum = c.longitude_sum + excluded.longitude_sum,
        located = c.located + excluded.located;
  -- A city whose last builder left is no longer listed.
  delete from private.city_counts c where c.contractors <= 0;
end
$$;

-- As before, and an update that moves a builder (a new position in the same city) moves its city's
-- centre: out of the old one, into the new.
create or replace function private.count_city_changes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.city_counts;
  elsif tg_op = 'INSERT' then
    perform private.add_city_deltas(jsonb_agg(jsonb_build_object(
      'state', n.state, 'city_key', n.city_key, 'city', n.city, 'delta', 1,
      'latitude', n.latitude, 'longitude', n.longitude))) from new_rows n having count(*) > 0;
  elsif tg_op = 'DELETE' then
    perform private.add_city_deltas(jsonb_agg(jsonb_build_object(
      'state', o.state, 'city_key', o.city_key, 'city', o.city, 'delta', -1,
      'latitude', o.latitude, 'longitude', o.longitude))) from old_rows o having count(*) > 0;
  else
    perform private.add_city_deltas(jsonb_agg(change)) from (
      select jsonb_build_object('state', n.state, 'city_key', n.city_key, 'city', n.city, 'delta', 1,
               'latitude', n.latitude, 'longitude', n.longitude) as change
      from new_rows n join old_rows o using (id)
      where (n.state, n.city_key, n.latitude, n.longitude) is distinct from (o.state, o.city_key, o.latitude, o.longitude)
      union all
      select jsonb_build_object('state', o.state, 'city_key', o.city_key, 'city', o.city, 'delta', -1,
               'latitude', o.latitude, 'longitude', o.longitude)
      from new_rows n join old_rows o using (id)
      where (n.state, n.city_key, n.latitude, n.longitude) is distinct from (o.state, o.city_key, o.latitude, o.longitude)
    ) moved having count(*) > 0;
  end if;
  return null;
end
$$;

-- Same rows as before (the city's count and rating, then up to four cities with located builders:
-- the same state's first, nearest first, then within 100 miles across a state line), read from the
-- kept centres. Security definer to read them; it returns only what the builders' pages show.
create or replace function public.city_summary(p_city text, p_state text)
returns table (builder_count integer, average_rating numeric, nearby jsonb)
language sql stable
security definer
set search_path = ''
as $$
  with here as (
    select coalesce(
      (select extensions.ll_to_earth(avg(z.latitude), avg(z.longitude)) from public.zip_codes z
        where z.state = upper(btrim(p_state)) and private.city_match_key(z.city) = private.city_match_key(p_city)
        having count(*) > 0),
      (select extensions.ll_to_earth(avg(c.latitude), avg(c.longitude)) from public.contractors c
        where c.state = upper(btrim(p_state)) and private.city_match_key(c.city) = private.city_match_key(p_city)
          and c.latitude is not null
        having count(*) > 0)
    ) as centre
  ),
  builders as (
    select count(*)::integer as n, round(avg(c.rating), 1) as rating
    from public.contractors c
    where c.state = upper(btrim(p_state)) and private.city_match_key(c.city) = private.city_match_key(p_city)
  ),
  near as (
    select o.city, o.state
    from private.city_counts o, here h
    where o.located > 0
      and not (o.state = upper(btrim(p_state)) and private.city_match_key(o.city_key) = private.city_match_key(p_city))
      and (o.state = upper(btrim(p_state))
           or extensions.earth_box(h.centre, 160934) operator(extensions.@>) o.centre)
    order by (o.state = upper(btrim(p_state))) desc,
             extensions.earth_distance(o.centre, h.centre) nulls last, o.city
    limit 4
  )
  select b.n, b.rating,
         coalesce((select jsonb_agg(jsonb_build_object('city', n.city, 'state', n.state)) from near n), '[]'::jsonb)
  from builders b
$$;

grant execute on function public.city_summary(text, text) to anon, authenticated;
