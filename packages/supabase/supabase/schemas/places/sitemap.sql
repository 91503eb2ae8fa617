CREATE OR REPLACE FUNCTION public.sitemap_state_builders(p_state text)
 RETURNS TABLE(id uuid, name text, city text, state text, last_modified timestamp with time zone)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select c.id, c.name, c.city, c.state, c.updated_at
  from public.contractors c
  where c.state = upper(btrim(p_state))
  order by c.city_key, c.name_key, c.id
$function$;

revoke all on function public.sitemap_state_builders(p_state text) from public, anon, authenticated, service_role;
grant execute on function public.sitemap_state_builders(p_state text) to anon, authenticated, public, service_role;

CREATE OR REPLACE FUNCTION public.sitemap_state_cities(p_state text)
 RETURNS TABLE(city text, last_modified timestamp with time zone)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select min(c.city), max(c.updated_at)
  from public.contractors c
  where c.state = upper(btrim(p_state))
  group by c.city_key
  order by 1
$function$;

revoke all on function public.sitemap_state_cities(p_state text) from public, anon, authenticated, service_role;
grant execute on function public.sitemap_state_cities(p_state text) to anon, authenticated, public, service_role;

CREATE OR REPLACE FUNCTION public.sitemap_states()
 RETURNS TABLE(state text, builders integer, last_modified timestamp with time zone)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select c.state, count(*)::integer, max(c.updated_at)
  from public.contractors c
  group by c.state
  order by c.state
$function$;

revoke all on function public.sitemap_states() from public, anon, authenticated, service_role;
grant execute on function public.sitemap_states() to anon, authenticated, public, service_role;
