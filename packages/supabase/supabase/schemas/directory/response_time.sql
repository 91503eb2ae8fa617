CREATE OR REPLACE FUNCTION private.response_figures(p_contractors uuid[] DEFAULT NULL::uuid[])
 RETURNS TABLE(contractor_id uuid, requests integer, contacted integer, quoted integer, median_minutes integer, in_time integer, due integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.contractor_id, count(*)::integer,
         (count(*) filter (where r.contacted_at is not null))::integer,
         (count(*) filter (where r.outcome in ('quoted', 'won')))::integer,
         round(extract(epoch from percentile_cont(0.5) within group (order by r.contacted_at - r.chosen_at)
           filter (where r.contacted_at is not null)) / 60)::integer,
         -- Answered (contacted, or any mark such as not a fit) within two business days, of the
         -- requests whose answer fell due while they were still open to this builder.
         (count(*) filter (where least(r.contacted_at, r.outcome_at) <= private.answer_due(r.chosen_at, c.state)))::integer,
         (count(*) filter (where least(r.contacted_at, r.outcome_at) is not null
                              or (now() >= private.answer_due(r.chosen_at, c.state)
                                  and coalesce(least(l.withdrawn_at, l.closed_at, r.decided_at), 'infinity')
                                      >= private.answer_due(r.chosen_at, c.state))))::integer
  from public.lead_routes r
  join public.contractors c on c.id = r.contractor_id
  join public.lead_submissions l on l.id = r.lead_id
  where (p_contractors is null or r.contractor_id = any (p_contractors))
    and not r.own_request and not private.is_own_request(r.lead_id, r.contractor_id)
    -- A request staff agreed the builder could not use counts neither for nor against them.
    and not exists (select 1 from public.request_flags f
                     where f.lead_id = r.lead_id and f.contractor_id = r.contractor_id and f.status = 'confirmed')
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
 RETURNS TABLE(contractor_id uuid, median_minutes integer, answered integer, in_time integer, due integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select f.contractor_id, f.median_minutes, f.contacted, f.in_time, f.due
  from private.response_figures(array[p_contractor]) f
  where p_contractor is not null and f.contacted >= private.response_time_min_contacted()
$function$;

revoke all on function public.contractor_response_time(p_contractor uuid) from public, anon, authenticated, service_role;
grant execute on function public.contractor_response_time(p_contractor uuid) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.my_response_time()
 RETURNS TABLE(median_minutes integer, contacted integer, requests integer, in_time integer, due integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select f.median_minutes, coalesce(f.contacted, 0), coalesce(f.requests, 0), coalesce(f.in_time, 0),
         coalesce(f.due, 0)
  from (select private.my_listing() as id) mine
  left join private.response_figures(array[mine.id]) f on true
$function$;

revoke all on function public.my_response_time() from public, anon, authenticated, service_role;
grant execute on function public.my_response_time() to authenticated, service_role;
