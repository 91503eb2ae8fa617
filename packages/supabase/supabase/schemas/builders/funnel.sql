-- A builder's own funnel by month (the last twelve): requests, contacted, quoted, won by their mark
-- and chosen by the homeowner, answers missed (not contacted within two business days) and the median
-- time to a contact; beside each, the median of the builders in their state who had requests that
-- month, shown only when there are at least five of them (fewer would single builders out).
CREATE OR REPLACE FUNCTION public.my_funnel()
 RETURNS TABLE(month date, requests integer, contacted integer, quoted integer, won integer, chosen integer, missed integer, median_minutes integer, state_builders integer, state_requests numeric, state_contacted numeric, state_quoted numeric, state_won numeric, state_chosen numeric, state_missed numeric, state_median_minutes numeric)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with mine as (
    select c.id, c.state from public.contractors c where c.id = private.builder_contractor_id()
  ), per_builder as (
    select r.contractor_id, date_trunc('month', r.chosen_at)::date as month,
           count(*)::integer as requests,
           (count(*) filter (where r.contacted_at is not null))::integer as contacted,
           (count(*) filter (where r.outcome in ('quoted', 'won')))::integer as quoted,
           (count(*) filter (where r.outcome = 'won'))::integer as won,
           (count(*) filter (where r.homeowner_decision = 'chosen'))::integer as chosen,
           (count(*) filter (where coalesce(least(r.contacted_at, r.outcome_at), now()) > private.answer_due(r.chosen_at, c.state)
                                 and coalesce(least(l.withdrawn_at, l.closed_at, r.decided_at), 'infinity')
                                     >= private.answer_due(r.chosen_at, c.state)))::integer as missed,
           round(extract(epoch from percentile_cont(0.5) within group (order by r.contacted_at - r.chosen_at)
             filter (where r.contacted_at is not null)) / 60)::integer as median_minutes
    from public.lead_routes r
    join public.contractors c on c.id = r.contractor_id
    join public.lead_submissions l on l.id = r.lead_id
    join mine on mine.state = c.state
    where r.chosen_at > date_trunc('month', now()) - interval '11 months'
      and not r.own_request
    group by r.contractor_id, 2
  ), state as (
    select p.month, count(*)::integer as builders,
           percentile_cont(0.5) within group (order by p.requests) as requests,
           percentile_cont(0.5) within group (order by p.contacted) as contacted,
           percentile_cont(0.5) within group (order by p.quoted) as quoted,
           percentile_cont(0.5) within group (order by p.won) as won,
           percentile_cont(0.5) within group (order by p.chosen) as chosen,
           percentile_cont(0.5) within group (order by p.missed) as missed,
           percentile_cont(0.5) within group (order by p.median_minutes) as median_minutes
    from per_builder p group by p.month
  )
  select p.month, p.requests, p.contacted, p.quoted, p.won, p.chosen, p.missed, p.median_minutes,
         s.builders,
         case when s.builders >= 5 then s.requests::numeric end,
         case when s.builders >= 5 then s.contacted::numeric end,
         case when s.builders >= 5 then s.quoted::numeric end,
         case when s.builders >= 5 then s.won::numeric end,
         case when s.builders >= 5 then s.chosen::numeric end,
         case when s.builders >= 5 then s.missed::numeric end,
         case when s.builders >= 5 then round(s.median_minutes::numeric) end
  from per_builder p join mine on mine.id = p.contractor_id join state s on s.month = p.month
  order by p.month desc
$function$;

revoke all on function public.my_funnel() from public, anon, authenticated, service_role;
grant execute on function public.my_funnel() to authenticated, service_role;
