-- Where builders work, beside where they are based: the miles they travel from their own location
-- (contractors.service_reach, a box around it for the index; the exact distance decides) or the
-- cities of their state they named (contractors.service_city_keys). A place is reached by a radius
-- when its centre (private.place_centres: the average of its ZIP codes, fixed, unlike the builders
-- in it) is within it; a place without a ZIP code is reached only by naming it.

-- The straight-line (chord) distance through the earth that a radius of miles along it spans: compared
-- with cube_distance (a C function) it decides "within the radius" some five times faster per builder
-- than earth_distance. No search_path of its own, so the planner inlines it (operators and sin are
-- pg_catalog's, searched first).
CREATE OR REPLACE FUNCTION private.reach_chord(p_miles double precision)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ select 2 * extensions.earth() * sin(p_miles * 1609.344 / (2 * extensions.earth())) $function$;

revoke all on function private.reach_chord(p_miles double precision) from public, anon, authenticated, service_role;
grant execute on function private.reach_chord(p_miles double precision) to public;

CREATE OR REPLACE FUNCTION private.service_city_keys(p_cities text[])
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(distinct private.city_match_key(x)), '{}'::text[])
  from unnest(p_cities) x
  where btrim(x) <> ''
$function$;

revoke all on function private.service_city_keys(p_cities text[]) from public, anon, authenticated, service_role;
grant execute on function private.service_city_keys(p_cities text[]) to public;

create table private.place_centres (
  state text not null,
  city_key text not null,
  city text not null,
  centre extensions.cube not null,
  constraint place_centres_pkey PRIMARY KEY (state, city_key)
);

CREATE INDEX place_centres_centre ON private.place_centres USING gist (centre);

revoke all on table private.place_centres from public, anon, authenticated, service_role;

/** How many builders from elsewhere serve each place (a state page counts them with its own). */
create table private.place_serving (
  state text not null,
  city_key text not null,
  builders integer not null,
  constraint place_serving_pkey PRIMARY KEY (state, city_key)
);

revoke all on table private.place_serving from public, anon, authenticated, service_role;

-- The name a place goes by (its ZIP codes'), for the label of the builders serving it.
CREATE OR REPLACE FUNCTION private.place_name(p_state text, p_city text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.city from private.place_centres p
  where p.state = upper(btrim(p_state)) and p.city_key = private.city_match_key(p_city)
$function$;

revoke all on function private.place_name(p_state text, p_city text) from public, anon, authenticated, service_role;
grant execute on function private.place_name(p_state text, p_city text) to public;

-- Where a place is (its ZIP codes' centre), for a search to find the builders whose radius reaches it.
CREATE OR REPLACE FUNCTION private.place_centre(p_state text, p_city text)
 RETURNS extensions.cube
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.centre from private.place_centres p
  where p.state = upper(btrim(p_state)) and p.city_key = private.city_match_key(p_city)
$function$;

revoke all on function private.place_centre(p_state text, p_city text) from public, anon, authenticated, service_role;
grant execute on function private.place_centre(p_state text, p_city text) to public;

-- The places a builder serves but is not based in: those whose centre its radius reaches, and the
-- cities of its state it named (with the name the place goes by, else as the builder wrote it).
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
      and extensions.cube_distance(extensions.ll_to_earth(p_latitude, p_longitude), p.centre) <= private.reach_chord(p_radius_miles)
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
$function$;

revoke all on function private.served_places(p_state text, p_city text, p_latitude double precision, p_longitude double precision, p_radius_miles integer, p_cities text[]) from public, anon, authenticated, service_role;

-- The builders from elsewhere who serve a place: two index reads (the reach boxes, the named cities).
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
    and extensions.cube_distance(c.position, p.centre) <= private.reach_chord(c.service_radius_miles)
    and not (c.state = p.state and private.city_match_key(c.city) = p.city_key)
  union
  select c.id
  from public.contractors c
  where c.state = upper(btrim(p_state))
    and c.service_city_keys operator(pg_catalog.@>) array[private.city_match_key(p_city)]
    and private.city_match_key(c.city) <> private.city_match_key(p_city)
$function$;

revoke all on function private.builders_serving(p_state text, p_city text) from public, anon, authenticated, service_role;
grant execute on function private.builders_serving(p_state text, p_city text) to public;

-- Counts each builder's served places up (+1) or down (-1), and notes those places' pages for a purge
-- (their lists and their state's counts change).
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
$function$;

revoke all on function private.count_serving(p_builders jsonb, p_delta integer) from public, anon, authenticated, service_role;

-- Every place's count of builders from elsewhere, afresh from all builders' areas, for a bulk load
-- that sets the insert trigger aside: one pass and one grouping instead of a count (and a purge list)
-- per statement. Nothing is queued for a purge: a load into a new database has no pages cached yet.
CREATE OR REPLACE FUNCTION private.recount_serving()
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  delete from private.place_serving;
  insert into private.place_serving (state, city_key, builders)
  select s.state, s.city_key, count(*)::integer
  from public.contractors b,
    lateral private.served_places(b.state, b.city, b.latitude, b.longitude, b.service_radius_miles, b.service_cities) s
  where b.service_radius_miles is not null or cardinality(b.service_cities) > 0
  group by s.state, s.city_key;
$function$;

revoke all on function private.recount_serving() from public, anon, authenticated, service_role;

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
$function$;

revoke all on function private.count_serving_changes() from public, anon, authenticated, service_role;

CREATE TRIGGER contractors_count_serving_delete AFTER DELETE ON public.contractors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_serving_changes();

CREATE TRIGGER contractors_count_serving_insert AFTER INSERT ON public.contractors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_serving_changes();

CREATE TRIGGER contractors_count_serving_truncate AFTER TRUNCATE ON public.contractors FOR EACH STATEMENT EXECUTE FUNCTION private.count_serving_changes();

CREATE TRIGGER contractors_count_serving_update AFTER UPDATE ON public.contractors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_serving_changes();

-- A place's centre follows its ZIP codes; the builders serving it are counted again.
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
$function$;

revoke all on function private.follow_place_centres() from public, anon, authenticated, service_role;

CREATE TRIGGER zip_codes_place_centres_delete AFTER DELETE ON public.zip_codes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.follow_place_centres();

CREATE TRIGGER zip_codes_place_centres_insert AFTER INSERT ON public.zip_codes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.follow_place_centres();

CREATE TRIGGER zip_codes_place_centres_truncate AFTER TRUNCATE ON public.zip_codes FOR EACH STATEMENT EXECUTE FUNCTION private.follow_place_centres();

CREATE TRIGGER zip_codes_place_centres_update AFTER UPDATE ON public.zip_codes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.follow_place_centres();
