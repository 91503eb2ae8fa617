-- state cities join on kept key: generated from the schema files (pnpm --filter @pond/supabase schema:diff state_cities_join_on_kept_key), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

-- One row per city of the directory (tens of thousands at a million builders): rewriting them under
-- the lock takes a moment, and a generated key cannot drift from the city's as a trigger's could.
-- squawk-ignore adding-field-with-default
alter table "private"."city_counts" add column "match_key" text generated always as (private.city_match_key(city_key)) stored;

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.state_cities(p_state text)
 RETURNS TABLE(city text, count integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- Each city's builders: those based there and those from elsewhere who serve it.
  select c.city, c.contractors + coalesce(s.builders, 0)
  from private.city_counts c
  -- On the key kept with each city: working it out for each of a big state's cities was half the time.
  left join private.place_serving s on s.state = c.state and s.city_key = c.match_key
  where c.state = upper(btrim(p_state))
  order by c.city
$function$
;
