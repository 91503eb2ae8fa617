-- The state page at 1,000,000 builders: counting every builder of a state on each request read
-- ~80,000 index entries for Texas. The count per city is now kept as builders come and go, and the
-- state page reads one row per city.
create table private.city_counts (
  state text not null,
  city_key text not null,
  -- The spelling shown: the first by sort order, as state_cities chose before.
  city text not null,
  contractors integer not null,
  primary key (state, city_key)
);
-- Finds the cities that just lost their last builder without reading the others.
create index city_counts_empty on private.city_counts (state) where contractors <= 0;

insert into private.city_counts (state, city_key, city, contractors)
select state, city_key, min(city), count(*) from public.contractors group by state, city_key;

-- Adds each (state, city) delta to the counts. Deltas, not a recount: two concurrent imports into
-- the same city each add their own rows, where a recount would lose one. In key order, so they lock
-- the same cities in the same order.
create or replace function private.add_city_deltas(deltas jsonb) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.city_counts as c (state, city_key, city, contractors)
  select d.state, d.city_key, min(d.city), sum(d.delta)::integer
  from jsonb_to_recordset(deltas) as d(state text, city_key text, city text, delta integer)
  group by d.state, d.city_key
  order by d.state, d.city_key
  on conflict (state, city_key) do update
    set contractors = c.contractors + excluded.contractors, city = least(c.city, excluded.city);
  -- A city whose last builder left is no longer listed.
  delete from private.city_counts c where c.contractors <= 0;
end
$$;

-- One trigger per statement, with the statement's rows as a table: the seed's 5,000-row inserts
-- adjust each of their cities once (the staff import writes a row per statement, so per row). An
-- update counts only builders whose city or state changed.
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
      'state', n.state, 'city_key', n.city_key, 'city', n.city, 'delta', 1))) from new_rows n having count(*) > 0;
  elsif tg_op = 'DELETE' then
    perform private.add_city_deltas(jsonb_agg(jsonb_build_object(
      'state', o.state, 'city_key', o.city_key, 'city', o.city, 'delta', -1))) from old_rows o having count(*) > 0;
  else
    perform private.add_city_deltas(jsonb_agg(change)) from (
      select jsonb_build_object('state', n.state, 'city_key', n.city_key, 'city', n.city, 'delta', 1) as change
      from new_rows n join old_rows o using (id)
      where (n.state, n.city_key) is distinct from (o.state, o.city_key)
      union all
      select jsonb_build_object('state', o.state, 'city_key', o.city_key, 'city', o.city, 'delta', -1)
      from new_rows n join old_rows o using (id)
      where (n.state, n.city_key) is distinct from (o.state, o.city_key)
    ) moved having count(*) > 0;
  end if;
  return null;
end
$$;

-- Only the triggers call these (functions are executable by everyone unless revoked).
revoke execute on function private.add_city_deltas(jsonb) from public;
revoke execute on function private.count_city_changes() from public;

create trigger contractors_count_cities_insert after insert on public.contractors
  referencing new table as new_rows for each statement execute function private.count_city_changes();
create trigger contractors_count_cities_update after update on public.contractors
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_city_changes();
create trigger contractors_count_cities_delete after delete on public.contractors
  referencing old table as old_rows for each statement execute function private.count_city_changes();
create trigger contractors_count_cities_truncate after truncate on public.contractors
  for each statement execute function private.count_city_changes();

-- Same rows and order as before; the counts are public as the builders are.
create or replace function public.state_cities(p_state text)
returns table (city text, count integer)
language sql stable
security definer
set search_path = ''
as $$
  select c.city, c.contractors from private.city_counts c
  where c.state = upper(btrim(p_state))
  order by c.city
$$;

-- A ZIP search's page read the index for the whole radius (20,000 builders around New York at
-- 1,000,000) and kept the few up to the page's last distance: it now reads only the box around that
-- distance. search_contractors keeps its signature and its rows.
create or replace function public.search_contractors(
  p_city text default null,
  p_state text default null,
  p_states text[] default null,
  p_postal_code text default null,
  p_min_rating numeric default null,
  p_near_zip text default null,
  p_radius_miles numeric default null,
  p_limit integer default 9,
  p_offset integer default 0,
  p_sort text default null
)
returns table (
  id uuid, name text, slug text, city text, state text, postal_code text, street text, phone text,
  website text, image_url text, rating numeric, reviews integer, distance_miles double precision,
  total_count bigint
)
language plpgsql stable
set search_path = ''
as $$
declare
  center_lat double precision;
  center_lng double precision;
  radius_m double precision := coalesce(p_radius_miles, 25) * 1609.344;
  conditions text[] := array['true'];
  distance text := 'null::double precision';
  center text;
  chord double precision;
  total bigint;
  filter text;
  -- The id last: names repeat, and pages must not share or skip a builder.
  by_rating constant text := 'c.rating desc nulls last, c.reviews desc nulls last, c.name, c.id';
  by_reviews constant text := 'c.reviews desc nulls last, c.rating desc nulls last, c.name, c.id';
  ordering text;
  sort text := coalesce(nullif(btrim(p_sort), ''), 'default');
  nearest_first boolean := false;
  page_filter text;
  boundary double precision;
  within_radius text;
begin
  if p_radius_miles is not null and (p_radius_miles <= 0 or p_radius_miles > 500) then
    raise exception 'p_radius_miles must be more than 0 and at most 500' using errcode = '22023';
  end if;
  if sort not in ('default', 'rating', 'reviews', 'distance') then
    raise exception 'p_sort must be rating, reviews or distance' using errcode = '22023';
  end if;
  ordering := case when sort = 'reviews' then by_reviews else by_rating end;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'p_limit must be between 1 and 100' using errcode = '22023';
  end if;
  if nullif(btrim(p_near_zip), '') is not null then
    select z.latitude, z.longitude into center_lat, center_lng from public.zip_codes z where z.zip = btrim(p_near_zip);
    if center_lat is null then
      return; -- an unknown ZIP has no neighbours
    end if;
    center := format('extensions.ll_to_earth(%s, %s)::extensions.cube', center_lat, center_lng);
    -- Filter and sort on the straight-line (chord) distance between the points, a cheap C function
    -- that grows with the great-circle distance; only the distances shown are converted to miles.
    chord := 2 * extensions.earth() * sin(radius_m / (2 * extensions.earth()));
    distance := format('extensions.sec_to_gc(extensions.cube_distance(c.position, %s)) / 1609.344', center);
    within_radius := format(
      'extensions.earth_box(%1$s, %2$s) operator(extensions.@>) c.position and extensions.cube_distance(c.position, %1$s) <= %3$s',
      center, radius_m, chord);
    -- A ZIP search is nearest first unless another order is asked for.
    if sort in ('default', 'distance') then
      ordering := format('extensions.cube_distance(c.position, %s), ', center) || by_rating;
      nearest_first := true;
    end if;
  end if;
  if nullif(btrim(p_city), '') is not null then
    -- contains, case-insensitive, with the user's % and _ taken literally
    -- A space and a hyphen match each other ('winston salem', the words of the slug winston-salem,
    -- finds Winston-Salem): each becomes the one-character wildcard.
    conditions := conditions || format('c.city ilike %L', '%' || regexp_replace(replace(replace(replace(btrim(p_city), '\', '\\'), '%', '\%'), '_', '\_'), '[\s-]', '_', 'g') || '%');
  end if;
  if nullif(btrim(p_state), '') is not null then
    conditions := conditions || format('c.state = %L', upper(btrim(p_state)));
  end if;
  if p_states is not null then
    conditions := conditions || format('c.state = any (%L::text[])', p_states);
  end if;
  if nullif(btrim(p_postal_code), '') is not null then
    conditions := conditions || format('c.postal_code = %L', btrim(p_postal_code));
  end if;
  if coalesce(p_min_rating, 0) > 0 then
    conditions := conditions || format('c.rating >= %s', p_min_rating);
  end if;

  filter := array_to_string(conditions || within_radius, ' and ');
  -- Counted up to 1,001 (DIRECTORY_COUNT_CAP + 1 in @pond/core): past 1,000 the page says 'more than 1,000'.
  execute format('select count(*) from (select 1 from public.contractors c where %s limit 1001) matches', filter)
    into total;
  if total = 0 then
    return;
  end if;
  page_filter := filter;
  if nearest_first then
    -- Nearest first without sorting every builder in the radius: the index walks outwards (GiST
    -- '<->') to the last builder this page needs; the page is then sorted among the builders up to
    -- that distance, ties included, so the rating still orders builders at the same distance.
    execute format(
      'select max(d) from (select c.position operator(extensions.<->) %1$s as d from public.contractors c
        where %2$s order by c.position operator(extensions.<->) %1$s limit %3$s) nearest',
      center, filter, p_limit + greatest(coalesce(p_offset, 0), 0)) into boundary;
    -- The page reads the index for a box just around that distance, not the whole radius: around a
    -- city centre the radius holds 20,000 builders, the box a few dozen. A hair wider than the
    -- boundary so rounding never drops a builder on it; the exact distance decides.
    page_filter := format(
      '%1$s and extensions.cube_enlarge(%2$s, %3$s, 3) operator(extensions.@>) c.position
        and extensions.cube_distance(c.position, %2$s) <= %4$s',
      array_to_string(conditions, ' and '), center, boundary * (1 + 1e-9) + 1e-6, boundary);
  end if;
  return query execute format(
    'select c.id, c.name, c.slug, c.city, c.state, c.postal_code, c.street, c.phone, c.website, c.image_url,
            c.rating, c.reviews, %s as distance_miles, %s::bigint as total_count
       from public.contractors c
      where %s
      order by %s
      limit %s offset %s',
    distance, total, page_filter, ordering, p_limit, greatest(coalesce(p_offset, 0), 0));
end
$$;
