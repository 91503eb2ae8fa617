-- builders where they work: generated from the schema files (pnpm --filter @pond/supabase schema:diff builders_where_they_work), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

drop function if exists "public"."search_contractors"(p_city text, p_state text, p_states text[], p_postal_code text, p_min_rating numeric, p_near_zip text, p_radius_miles numeric, p_limit integer, p_offset integer, p_sort text, p_verified_only boolean);


  create table "private"."place_centres" (
    "state" text not null,
    "city_key" text not null,
    "city" text not null,
    "centre" extensions.cube not null
      );



  create table "private"."place_serving" (
    "state" text not null,
    "city_key" text not null,
    "builders" integer not null
      );


CREATE OR REPLACE FUNCTION private.service_city_keys(p_cities text[])
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(distinct private.city_match_key(x)), '{}'::text[])
  from unnest(p_cities) x
  where btrim(x) <> ''
$function$
;

-- The directory's builders are tens of thousands: rewriting them under the lock takes a second or two,
-- within lock_timeout, and a generated column cannot drift from what it is made of as a trigger's can.
-- squawk-ignore adding-field-with-default
alter table "public"."contractors" add column "service_city_keys" text[] not null generated always as (private.service_city_keys(service_cities)) stored;

-- squawk-ignore adding-field-with-default
alter table "public"."contractors" add column "service_reach" extensions.cube generated always as (
CASE
    WHEN (service_radius_miles IS NOT NULL) THEN extensions.earth_box(extensions.ll_to_earth(latitude, longitude), ((service_radius_miles)::double precision * (1609.344)::double precision))
    ELSE NULL::extensions.cube
END) stored;

CREATE INDEX place_centres_centre ON private.place_centres USING gist (centre);

CREATE UNIQUE INDEX place_centres_pkey ON private.place_centres USING btree (state, city_key);

CREATE UNIQUE INDEX place_serving_pkey ON private.place_serving USING btree (state, city_key);

CREATE INDEX contractors_service_cities ON public.contractors USING gin (service_city_keys);

CREATE INDEX contractors_service_reach ON public.contractors USING gist (service_reach) WHERE (service_reach IS NOT NULL);

alter table "private"."place_centres" add constraint "place_centres_pkey" PRIMARY KEY using index "place_centres_pkey";

alter table "private"."place_serving" add constraint "place_serving_pkey" PRIMARY KEY using index "place_serving_pkey";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.builders_serving(p_state text, p_city text)
 RETURNS TABLE(id uuid)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select c.id
  from public.contractors c, private.place_centres p
  where p.state = upper(btrim(p_state)) and p.city_key = private.city_match_key(p_city)
    and c.service_reach operator(extensions.@>) p.centre
    and extensions.earth_distance(c.position, p.centre) <= c.service_radius_miles * 1609.344
    and not (c.state = p.state and private.city_match_key(c.city) = p.city_key)
  union
  select c.id
  from public.contractors c
  where c.state = upper(btrim(p_state))
    and c.service_city_keys operator(pg_catalog.@>) array[private.city_match_key(p_city)]
    and private.city_match_key(c.city) <> private.city_match_key(p_city)
$function$
;

CREATE OR REPLACE FUNCTION private.count_serving(p_builders jsonb, p_delta integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  served jsonb;
begin
  if p_builders is null or jsonb_array_length(p_builders) = 0 then
    return;
  end if;
  select jsonb_agg(jsonb_build_object('id', b.id, 'state', s.state, 'key', s.city_key, 'city', s.city, 'reach', 3))
    into served
    from jsonb_to_recordset(p_builders) as b(id uuid, state text, city text, latitude double precision,
      longitude double precision, service_radius_miles integer, service_cities text[]),
      lateral private.served_places(b.state, b.city, b.latitude, b.longitude, b.service_radius_miles, b.service_cities) s;
  if served is null then
    return;
  end if;
  insert into private.place_serving as p (state, city_key, builders)
  select x.state, x.key, count(*)::integer * p_delta
  from jsonb_to_recordset(served) as x(state text, key text)
  group by x.state, x.key
  order by x.state, x.key
  on conflict (state, city_key) do update set builders = p.builders + excluded.builders;
  delete from private.place_serving p where p.builders <= 0;
  perform private.queue_purge(served);
end
$function$
;

CREATE OR REPLACE FUNCTION private.count_serving_changes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.place_serving;
  elsif tg_op = 'INSERT' then
    perform private.count_serving(jsonb_agg(to_jsonb(n)), 1) from new_rows n
     where n.service_radius_miles is not null or cardinality(n.service_cities) > 0;
  elsif tg_op = 'DELETE' then
    perform private.count_serving(jsonb_agg(to_jsonb(o)), -1) from old_rows o
     where o.service_radius_miles is not null or cardinality(o.service_cities) > 0;
  else
    -- Only builders whose area, or the place it is measured from, changed.
    perform private.count_serving(jsonb_agg(to_jsonb(o)), -1), private.count_serving(jsonb_agg(to_jsonb(n)), 1)
      from new_rows n join old_rows o using (id)
     where (n.state, n.city_key, n.latitude, n.longitude, n.service_radius_miles, n.service_cities)
           is distinct from (o.state, o.city_key, o.latitude, o.longitude, o.service_radius_miles, o.service_cities);
    -- A card's change (a name, a rating, a pause) shows on the pages of the places it serves too.
    perform private.queue_purge(jsonb_agg(jsonb_build_object('id', n.id, 'city', s.city, 'state', s.state, 'reach', r.reach)))
      from new_rows n join old_rows o using (id),
        lateral (select private.purge_reach(to_jsonb(o), to_jsonb(n)) as reach) r,
        lateral private.served_places(n.state, n.city, n.latitude, n.longitude, n.service_radius_miles, n.service_cities) s
     where r.reach >= 2
       and (n.service_radius_miles is not null or cardinality(n.service_cities) > 0)
       and (n.state, n.city_key, n.latitude, n.longitude, n.service_radius_miles, n.service_cities)
           is not distinct from (o.state, o.city_key, o.latitude, o.longitude, o.service_radius_miles, o.service_cities);
  end if;
  return null;
end
$function$
;

CREATE OR REPLACE FUNCTION private.follow_place_centres()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  touched jsonb;
begin
  if tg_op = 'TRUNCATE' then
    delete from private.place_centres;
    delete from private.place_serving;
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select jsonb_agg(distinct jsonb_build_object('state', n.state, 'key', private.city_match_key(n.city)))
      into touched from new_rows n;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    select coalesce(touched, '[]'::jsonb) || coalesce(jsonb_agg(distinct jsonb_build_object('state', o.state, 'key', private.city_match_key(o.city))), '[]'::jsonb)
      into touched from old_rows o;
  end if;
  with places as (
    select distinct t.state, t.key from jsonb_to_recordset(touched) as t(state text, key text)
  ),
  gone as (
    delete from private.place_centres p using places t where p.state = t.state and p.city_key = t.key
  )
  insert into private.place_centres (state, city_key, city, centre)
  select z.state, private.city_match_key(z.city), min(z.city),
         extensions.ll_to_earth(avg(z.latitude), avg(z.longitude))::extensions.cube
  from public.zip_codes z join places t on z.state = t.state and private.city_match_key(z.city) = t.key
  group by z.state, private.city_match_key(z.city)
  on conflict (state, city_key) do update set city = excluded.city, centre = excluded.centre;
  -- The places' servers, counted afresh (a new centre may be in reach of other builders).
  with places as (
    select distinct t.state, t.key from jsonb_to_recordset(touched) as t(state text, key text)
  ),
  gone as (
    delete from private.place_serving s using places t where s.state = t.state and s.city_key = t.key
  )
  insert into private.place_serving (state, city_key, builders)
  select t.state, t.key, count(*)::integer
  from places t, lateral private.builders_serving(t.state, t.key) b
  group by t.state, t.key;
  return null;
end
$function$
;

CREATE OR REPLACE FUNCTION private.place_name(p_state text, p_city text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.city from private.place_centres p
  where p.state = upper(btrim(p_state)) and p.city_key = private.city_match_key(p_city)
$function$
;

CREATE OR REPLACE FUNCTION private.served_places(p_state text, p_city text, p_latitude double precision, p_longitude double precision, p_radius_miles integer, p_cities text[])
 RETURNS TABLE(state text, city_key text, city text)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with reached as (
    select p.state, p.city_key, p.city
    from private.place_centres p
    where p_radius_miles is not null and p_latitude is not null and p_longitude is not null
      and extensions.earth_box(extensions.ll_to_earth(p_latitude, p_longitude), p_radius_miles * 1609.344)
          operator(extensions.@>) p.centre
      and extensions.earth_distance(extensions.ll_to_earth(p_latitude, p_longitude), p.centre) <= p_radius_miles * 1609.344
    union
    select p_state, private.city_match_key(x), coalesce(p.city, btrim(x))
    from unnest(p_cities) x
    left join private.place_centres p on p.state = p_state and p.city_key = private.city_match_key(x)
    where btrim(x) <> ''
  )
  select distinct on (r.state, r.city_key) r.state, r.city_key, r.city
  from reached r
  where not (r.state = p_state and r.city_key = private.city_match_key(p_city))
  order by r.state, r.city_key, r.city
$function$
;

CREATE OR REPLACE FUNCTION private.purge_reach(p_old jsonb, p_new jsonb)
 RETURNS smallint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case
    when p_old is null or p_new is null
      or array[p_old -> 'name', p_old -> 'slug', p_old -> 'city', p_old -> 'state', p_old -> 'paused_at']
         is distinct from array[p_new -> 'name', p_new -> 'slug', p_new -> 'city', p_new -> 'state', p_new -> 'paused_at']
      then 3::smallint
    when (p_old - array['updated_at', 'description', 'services', 'service_cities', 'service_radius_miles',
                        'service_city_keys', 'service_reach', 'hours',
                        'founded_year', 'paused_until'])
         is distinct from
         (p_new - array['updated_at', 'description', 'services', 'service_cities', 'service_radius_miles',
                        'service_city_keys', 'service_reach', 'hours',
                        'founded_year', 'paused_until'])
      then 2::smallint
    -- Anything else, a touch of updated_at alone included (a review's new text or answer touches its
    -- builder so the profile follows), is the profile's.
    else 1::smallint
  end
$function$
;

CREATE OR REPLACE FUNCTION public.city_builders(p_city text, p_state text)
 RETURNS TABLE(id uuid, name text, city text, state text)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select c.id, c.name, c.city, c.state
  from public.contractors c
  where c.state = upper(btrim(p_state)) and private.city_match_key(c.city) = private.city_match_key(p_city)
  union
  select c.id, c.name, c.city, c.state
  from private.builders_serving(p_state, p_city) s join public.contractors c on c.id = s.id
  order by 2, 1
$function$
;

CREATE OR REPLACE FUNCTION public.search_contractors(p_city text DEFAULT NULL::text, p_state text DEFAULT NULL::text, p_states text[] DEFAULT NULL::text[], p_postal_code text DEFAULT NULL::text, p_min_rating numeric DEFAULT NULL::numeric, p_near_zip text DEFAULT NULL::text, p_radius_miles numeric DEFAULT NULL::numeric, p_limit integer DEFAULT 9, p_offset integer DEFAULT 0, p_sort text DEFAULT NULL::text, p_verified_only boolean DEFAULT false)
 RETURNS TABLE(id uuid, name text, slug text, city text, state text, postal_code text, street text, phone text, website text, image_url text, rating numeric, reviews integer, distance_miles double precision, total_count bigint, verified boolean, verified_reviews integer, verified_rating numeric, serves text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
  -- Best rated (@pond/core compareBestRated): builders with verified reviews first, by their
  -- Bayesian score; then the imported rating and its count.
  -- Where the sort ties, builders based in the place come before those serving it from elsewhere.
  based_first text := '';
  by_rating text;
  by_reviews text;
  -- A city with its state is a place builders serve; the name it goes by labels those serving it.
  place_city text := nullif(btrim(p_city), '');
  place_state text := upper(nullif(btrim(p_state), ''));
  place_name text;
  city_pattern text;
  based text;
  serves text := 'null::text';
  reaches text;
  ordering text;
  sort text := coalesce(nullif(btrim(p_sort), ''), 'default');
  nearest_first boolean := false;
  page_filter text;
  boundary double precision;
  within_radius text;
begin
  -- Deeper than any person pages (@pond/core DIRECTORY_COUNT_CAP): a scraper's walk costs nothing.
  if coalesce(p_offset, 0) > private.directory_offset_cap() then
    return;
  end if;
  if p_radius_miles is not null and (p_radius_miles <= 0 or p_radius_miles > 500) then
    raise exception 'p_radius_miles must be more than 0 and at most 500' using errcode = '22023';
  end if;
  if sort not in ('default', 'rating', 'reviews', 'distance') then
    raise exception 'p_sort must be rating, reviews or distance' using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'p_limit must be between 1 and 100' using errcode = '22023';
  end if;
  if place_city is not null then
    -- contains, case-insensitive, with the user's % and _ taken literally
    -- A space and a hyphen match each other ('winston salem', the words of the slug winston-salem,
    -- finds Winston-Salem): each becomes the one-character wildcard.
    city_pattern := '%' || regexp_replace(replace(replace(replace(place_city, '\', '\\'), '%', '\%'), '_', '\_'), '[\s-]', '_', 'g') || '%';
  end if;
  if place_city is not null and place_state is not null and nullif(btrim(p_near_zip), '') is null then
    based := format('(c.state = %L and c.city ilike %L)', place_state, city_pattern);
    place_name := coalesce(private.place_name(place_state, place_city), place_city);
    conditions := conditions || format(
      'c.id in (select b.id from public.contractors b where b.state = %1$L and b.city ilike %2$L
                union select s.id from private.builders_serving(%1$L, %3$L) s)',
      place_state, city_pattern, place_city);
    serves := format('case when %s then null else %L end', based, place_name);
    based_first := format('%s desc, ', based);
  elsif place_city is not null then
    conditions := conditions || format('c.city ilike %L', city_pattern);
  end if;
  by_rating := 'c.best_rated_score desc nulls last, c.rating desc nulls last, c.reviews desc nulls last, '
    || based_first || 'c.name, c.id';
  by_reviews := 'c.reviews desc nulls last, c.rating desc nulls last, ' || based_first || 'c.name, c.id';
  ordering := case when sort = 'reviews' then by_reviews else by_rating end;
  if nullif(btrim(p_near_zip), '') is not null then
    select z.latitude, z.longitude, z.city into center_lat, center_lng, place_name
      from public.zip_codes z where z.zip = btrim(p_near_zip);
    if center_lat is null then
      return; -- an unknown ZIP has no neighbours
    end if;
    center := format('extensions.ll_to_earth(%s, %s)::extensions.cube', center_lat, center_lng);
    -- Filter and sort on the straight-line (chord) distance between the points, a cheap C function
    -- that grows with the great-circle distance; only the distances shown are converted to miles.
    chord := 2 * extensions.earth() * sin(radius_m / (2 * extensions.earth()));
    distance := format('extensions.sec_to_gc(extensions.cube_distance(c.position, %s)) / 1609.344', center);
    within_radius := format(
      '(extensions.earth_box(%1$s, %2$s) operator(extensions.@>) c.position and extensions.cube_distance(c.position, %1$s) <= %3$s)',
      center, radius_m, chord);
    -- Builders further away whose own radius reaches the ZIP code come too, labelled as serving it.
    reaches := format(
      '(c.service_reach operator(extensions.@>) %1$s and extensions.earth_distance(c.position, %1$s) <= c.service_radius_miles * 1609.344)',
      center);
    serves := format('case when %s then null else %L end', within_radius, place_name);
    within_radius := format('(%s or %s)', within_radius, reaches);
    -- A ZIP search is nearest first unless another order is asked for.
    if sort in ('default', 'distance') then
      ordering := format('extensions.cube_distance(c.position, %s), ', center) || by_rating;
      nearest_first := true;
    end if;
  end if;
  if place_state is not null and based is null then
    conditions := conditions || format('c.state = %L', place_state);
  end if;
  if p_states is not null then
    conditions := conditions || format('c.state = any (%L::text[])', p_states);
  end if;
  if nullif(btrim(p_postal_code), '') is not null then
    conditions := conditions || format('c.postal_code = %L', btrim(p_postal_code));
  end if;
  if coalesce(p_min_rating, 0) > 0 then
    -- The rating a card shows first: the verified average where there is one, else the imported one.
    conditions := conditions || format('coalesce(c.verified_rating, c.rating) >= %s', p_min_rating);
  end if;
  -- Verified only: builders whose insurance, and licence where required, hold today.
  if coalesce(p_verified_only, false) then
    conditions := conditions || 'c.verified'::text;
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
      filter, center, boundary * (1 + 1e-9) + 1e-6, boundary);
  end if;
  return query execute format(
    'select c.id, c.name, c.slug, c.city, c.state, c.postal_code, c.street, c.phone, c.website, c.image_url,
            c.rating, c.reviews, %s as distance_miles, %s::bigint as total_count, c.verified,
            c.verified_reviews, c.verified_rating, %s as serves
       from public.contractors c
      where %s
      order by %s
      limit %s offset %s',
    distance, total, serves, page_filter, ordering, p_limit, greatest(coalesce(p_offset, 0), 0));
end
$function$
;

CREATE OR REPLACE FUNCTION public.state_cities(p_state text)
 RETURNS TABLE(city text, count integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- Each city's builders: those based there and those from elsewhere who serve it.
  select c.city, c.contractors + coalesce(s.builders, 0)
  from private.city_counts c
  left join private.place_serving s on s.state = c.state and s.city_key = private.city_match_key(c.city_key)
  where c.state = upper(btrim(p_state))
  order by c.city
$function$
;

CREATE TRIGGER contractors_count_serving_delete AFTER DELETE ON public.contractors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_serving_changes();

CREATE TRIGGER contractors_count_serving_insert AFTER INSERT ON public.contractors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_serving_changes();

CREATE TRIGGER contractors_count_serving_truncate AFTER TRUNCATE ON public.contractors FOR EACH STATEMENT EXECUTE FUNCTION private.count_serving_changes();

CREATE TRIGGER contractors_count_serving_update AFTER UPDATE ON public.contractors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_serving_changes();

CREATE TRIGGER zip_codes_place_centres_delete AFTER DELETE ON public.zip_codes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.follow_place_centres();

CREATE TRIGGER zip_codes_place_centres_insert AFTER INSERT ON public.zip_codes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.follow_place_centres();

CREATE TRIGGER zip_codes_place_centres_truncate AFTER TRUNCATE ON public.zip_codes FOR EACH STATEMENT EXECUTE FUNCTION private.follow_place_centres();

CREATE TRIGGER zip_codes_place_centres_update AFTER UPDATE ON public.zip_codes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.follow_place_centres();

revoke all on function private.builders_serving(p_state text, p_city text) from public, anon, authenticated, service_role;

grant execute on function private.builders_serving(p_state text, p_city text) to public;

revoke all on function private.count_serving_changes() from public, anon, authenticated, service_role;

revoke all on function private.count_serving(p_builders jsonb, p_delta integer) from public, anon, authenticated, service_role;

revoke all on function private.follow_place_centres() from public, anon, authenticated, service_role;

revoke all on function private.place_name(p_state text, p_city text) from public, anon, authenticated, service_role;

grant execute on function private.place_name(p_state text, p_city text) to public;

revoke all on function private.served_places(p_state text, p_city text, p_latitude double precision, p_longitude double precision, p_radius_miles integer, p_cities text[]) from public, anon, authenticated, service_role;

revoke all on function private.service_city_keys(p_cities text[]) from public, anon, authenticated, service_role;

grant execute on function private.service_city_keys(p_cities text[]) to public;

revoke all on function public.search_contractors(p_city text, p_state text, p_states text[], p_postal_code text, p_min_rating numeric, p_near_zip text, p_radius_miles numeric, p_limit integer, p_offset integer, p_sort text, p_verified_only boolean) from public, anon, authenticated, service_role;

grant execute on function public.search_contractors(p_city text, p_state text, p_states text[], p_postal_code text, p_min_rating numeric, p_near_zip text, p_radius_miles numeric, p_limit integer, p_offset integer, p_sort text, p_verified_only boolean) to anon, authenticated, service_role;

-- The places' centres from the ZIP codes already loaded, and the builders already serving them.
insert into private.place_centres (state, city_key, city, centre)
select z.state, private.city_match_key(z.city), min(z.city),
       extensions.ll_to_earth(avg(z.latitude), avg(z.longitude))::extensions.cube
from public.zip_codes z
group by z.state, private.city_match_key(z.city);

select private.count_serving(jsonb_agg(to_jsonb(c)), 1)
from public.contractors c
where c.service_radius_miles is not null or cardinality(c.service_cities) > 0;
