create table private.city_counts (
  state text not null,
  city_key text not null,
  city text not null,
  contractors integer not null,
  latitude_sum double precision default 0 not null,
  longitude_sum double precision default 0 not null,
  located integer default 0 not null,
  centre extensions.cube generated always as (
CASE
    WHEN (located > 0) THEN (extensions.ll_to_earth((latitude_sum / (located)::double precision), (longitude_sum / (located)::double precision)))::extensions.cube
    ELSE NULL::extensions.cube
END) stored,
  match_key text generated always as (private.city_match_key(city_key)) stored,
  constraint city_counts_pkey PRIMARY KEY (state, city_key)
);

CREATE INDEX city_counts_centre ON private.city_counts USING gist (centre);

CREATE INDEX city_counts_empty ON private.city_counts USING btree (state) WHERE (contractors <= 0);

revoke all on table private.city_counts from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.add_city_deltas(deltas jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function private.add_city_deltas(deltas jsonb) from public, anon, authenticated, service_role;

-- The cities of a state whose name matches a search's pattern, with how many builders each has: a
-- search finds the builders based there by their city's key, in rating order on an index, and knows
-- how many there are without reading them. Every spelling of a key differs only in case and outer
-- spaces, so the pattern (case-insensitive, wrapped in %) matches each the same as the one kept here.
CREATE OR REPLACE FUNCTION private.cities_like(p_state text, p_pattern text)
 RETURNS TABLE(city_key text, contractors integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select c.city_key, c.contractors from private.city_counts c
  where c.state = p_state and c.city ilike p_pattern
$function$;

revoke all on function private.cities_like(p_state text, p_pattern text) from public, anon, authenticated, service_role;
grant execute on function private.cities_like(p_state text, p_pattern text) to public;
