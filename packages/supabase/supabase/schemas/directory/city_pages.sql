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
$function$;

revoke all on function public.city_builders(p_city text, p_state text) from public, anon, authenticated, service_role;
grant execute on function public.city_builders(p_city text, p_state text) to anon, authenticated, public, service_role;

CREATE OR REPLACE FUNCTION public.contractor_cities()
 RETURNS TABLE(city text, state text)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select distinct on (c.state, c.city_key) c.city, c.state
  from public.contractors c
  order by c.state, c.city_key, c.city
$function$;

revoke all on function public.contractor_cities() from public, anon, authenticated, service_role;
grant execute on function public.contractor_cities() to anon, authenticated, public, service_role;
