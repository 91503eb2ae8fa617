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
