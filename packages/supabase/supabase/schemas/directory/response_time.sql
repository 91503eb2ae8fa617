CREATE OR REPLACE FUNCTION private.response_figures(p_contractors uuid[] DEFAULT NULL::uuid[])
 RETURNS TABLE(contractor_id uuid, requests integer, contacted integer, quoted integer, median_minutes integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.contractor_id, count(*)::integer,
         (count(*) filter (where r.contacted_at is not null))::integer,
         (count(*) filter (where r.outcome in ('quoted', 'won')))::integer,
         round(extract(epoch from percentile_cont(0.5) within group (order by r.contacted_at - r.chosen_at)
           filter (where r.contacted_at is not null)) / 60)::integer
  from public.lead_routes r
  where (p_contractors is null or r.contractor_id = any (p_contractors))
    and not r.own_request and not private.is_own_request(r.lead_id, r.contractor_id)
  group by r.contractor_id
$function$;

revoke all on function private.response_figures(p_contractors uuid[]) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.response_time_min_contacted()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select 5 $function$;

revoke all on function private.response_time_min_contacted() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.contractor_response_time(p_contractor uuid)
 RETURNS TABLE(contractor_id uuid, median_minutes integer, answered integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select f.contractor_id, f.median_minutes, f.contacted
  from private.response_figures(array[p_contractor]) f
  where p_contractor is not null and f.contacted >= private.response_time_min_contacted()
$function$;

revoke all on function public.contractor_response_time(p_contractor uuid) from public, anon, authenticated, service_role;
grant execute on function public.contractor_response_time(p_contractor uuid) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.my_response_time()
 RETURNS TABLE(median_minutes integer, contacted integer, requests integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select f.median_minutes, coalesce(f.contacted, 0), coalesce(f.requests, 0)
  from (select private.my_listing() as id) mine
  left join private.response_figures(array[mine.id]) f on true
$function$;

revoke all on function public.my_response_time() from public, anon, authenticated, service_role;
grant execute on function public.my_response_time() to authenticated, service_role;
