-- answers counted and earlier quotes kept: generated from the schema files (pnpm --filter @pond/supabase schema:diff answers_counted_and_earlier_quotes_kept), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.queue_waiting_offers()
 RETURNS integer
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with due as (
    select l.id from public.lead_submissions l
    where l.withdrawn_at is null and l.closed_at is null and l.waiting_offered_at is null
      -- Requests of the last two weeks: older ones are past an offer's use (and staff's to follow).
      and l.created_at > now() - interval '14 days'
      and exists (select 1 from public.lead_routes r where r.lead_id = l.id)
      and not exists (
        select 1 from public.lead_routes r join public.contractors c on c.id = r.contractor_id
         where r.lead_id = l.id
           and (r.contacted_at is not null or r.outcome is not null or r.homeowner_decision is not null
                or now() < private.answer_due(r.chosen_at, c.state)))
    for update of l skip locked
  ), offered as (
    update public.lead_submissions l set waiting_offered_at = now() from due where l.id = due.id
    returning l.id, l.email, l.name
  ), mailed as (
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id)
    select 'request-waiting', o.email, o.name, jsonb_build_object('lead_id', o.id, 'why', 'silent'), o.id
    from offered o
    returning 1
  )
  select count(*)::integer from mailed
$function$
;

CREATE OR REPLACE FUNCTION private.record_quote(p_lead uuid, p_contractor uuid, p_total integer, p_items jsonb, p_starts_on date, p_valid_until date, p_note text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  route public.lead_routes;
  problem text := private.quote_items_problem(coalesce(p_items, '[]'::jsonb), p_total);
begin
  if p_total is null or p_total not between 1 and 10000000 or char_length(p_note) > 1000 then
    raise exception 'A quote is a whole number of dollars and a note of at most 1,000 characters.'
      using errcode = '22023', hint = 'request_quote_invalid';
  end if;
  if problem is not null then
    raise exception 'The quote''s items are not valid (%).', problem using errcode = '22023', hint = 'quote_items_invalid';
  end if;
  -- A day behind the database's clock: the builder's own today, west of UTC.
  if p_starts_on not between current_date - 1 and current_date + 730 then
    raise exception 'The earliest start must be a date from today on.' using errcode = '22023', hint = 'quote_starts_on';
  end if;
  if p_valid_until not between current_date - 1 and current_date + 730 then
    raise exception 'A quote is valid until a date from today on.' using errcode = '22023', hint = 'quote_valid_until';
  end if;
  if exists (select 1 from public.lead_submissions l
              where l.id = p_lead and (l.closed_at is not null or l.withdrawn_at is not null)) then
    raise exception 'The homeowner closed or withdrew this request.' using errcode = 'P0001', hint = 'request_closed';
  end if;
  select * into route from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor for update;
  insert into public.request_quotes (lead_id, contractor_id, revision, total, items, starts_on, valid_until, note)
  values (p_lead, p_contractor,
          coalesce((select max(q.revision) from public.request_quotes q
                     where q.lead_id = p_lead and q.contractor_id = p_contractor), 0) + 1,
          p_total, coalesce(p_items, '[]'::jsonb), p_starts_on, p_valid_until, nullif(btrim(p_note), ''));
  update public.lead_routes r set
    contacted_at = coalesce(r.contacted_at, now()),
    outcome = case when r.outcome = 'won' then 'won' else 'quoted' end,
    quote_amount = p_total,
    quote_note = nullif(btrim(p_note), ''),
    not_fit_reason = null,
    outcome_at = now(),
    quote_mailed_amounts = case when p_total = any (r.quote_mailed_amounts) then r.quote_mailed_amounts
                                else r.quote_mailed_amounts || p_total end,
    own_request = r.own_request or private.is_own_request(p_lead, p_contractor)
  where r.lead_id = p_lead and r.contractor_id = p_contractor;
  -- One mail per amount: a revision that only changes the items or dates shows on the page unmailed.
  if not (p_total = any (route.quote_mailed_amounts)) then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    select 'request-quoted', l.email, l.name, jsonb_build_object('lead_id', l.id), l.id, p_contractor
    from public.lead_submissions l where l.id = p_lead and l.withdrawn_at is null;
  end if;
end
$function$
;

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
  group by r.contractor_id
$function$
;

CREATE OR REPLACE FUNCTION public.add_builders(p_lead uuid, p_expires bigint, p_signature text, p_contractors uuid[], p_consent_id text)
 RETURNS TABLE(contractor_id uuid, name text, delivery text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions := private.project_lead(p_lead, p_expires, p_signature);
  consent public.consent_texts;
  added bigint;
  taken integer;
begin
  select * into consent from public.consent_texts c where c.id = p_consent_id;
  if consent.id is null then
    raise exception 'This page showed a consent we do not know. Please reload the page and choose again.'
      using errcode = 'P0001', hint = 'consent_unknown';
  end if;
  select * into lead from public.lead_submissions l where l.id = p_lead for update;
  if not private.offers_others(lead) then
    raise exception 'This request is not waiting for other builders.' using errcode = 'P0001', hint = 'offer_not_open';
  end if;
  select count(distinct u.id) into added from unnest(p_contractors) u(id)
   where not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = u.id);
  select count(*) into taken from public.lead_routes r where r.lead_id = p_lead and r.slot > 3;
  if added = 0 or taken + added > 3 then
    raise exception 'Choose up to % other builders.', 3 - taken using errcode = 'P0001', hint = 'offer_limit';
  end if;
  perform private.enforce_builder_allowance(lead, added);
  insert into public.lead_routes (lead_id, contractor_id, slot, consent_id, consent_text, delivery)
  select p_lead, c.id, 3 + taken + row_number() over (order by picked.first_at), consent.id, consent.text,
         case when e.email is null then 'phone' else 'email' end
  from (select u.id, min(u.position) as first_at
        from unnest(p_contractors) with ordinality u(id, position)
        where not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = u.id)
        group by u.id) picked
  join public.contractors c on c.id = picked.id
  left join public.contractor_emails e on e.contractor_id = c.id;
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'lead-to-builder', e.email, c.name, jsonb_build_object('lead_id', p_lead), p_lead, c.id
  from public.lead_routes r join public.contractors c on c.id = r.contractor_id
  join public.contractor_emails e on e.contractor_id = c.id
  where r.lead_id = p_lead and r.delivery = 'email' and r.slot > 3 + taken
  order by r.slot;
  return query
    select c.id, c.name, r.delivery from public.lead_routes r join public.contractors c on c.id = r.contractor_id
    where r.lead_id = p_lead and r.slot > 3 + taken order by r.slot;
end
$function$
;

CREATE OR REPLACE FUNCTION public.choose_builder(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_reason text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions := private.project_lead(p_lead, p_expires, p_signature);
  chosen uuid;
  told uuid[];
begin
  select * into lead from public.lead_submissions l where l.id = p_lead for update;
  select r.contractor_id into chosen from public.lead_routes r
   where r.lead_id = p_lead and r.homeowner_decision = 'chosen';
  if chosen = p_contractor then
    return;
  end if;
  if lead.withdrawn_at is not null or lead.closed_at is not null then
    raise exception 'This request is closed.' using errcode = 'P0001', hint = 'request_closed';
  end if;
  if chosen is not null then
    raise exception 'You already chose a builder for this request.' using errcode = 'P0001', hint = 'already_chosen';
  end if;
  if p_reason is not null and not private.is_decline_reason(p_reason) then
    raise exception 'Unknown reason %.', p_reason using errcode = '22023', hint = 'decline_reason_invalid';
  end if;
  update public.lead_routes r set homeowner_decision = 'chosen', decline_reason = null, decided_at = now()
   where r.lead_id = p_lead and r.contractor_id = p_contractor;
  if not found then
    raise exception 'This builder is not one you chose.' using errcode = 'P0002', hint = 'route_unknown';
  end if;
  with declined as (
    update public.lead_routes r set homeowner_decision = 'declined', decline_reason = p_reason, decided_at = now()
     where r.lead_id = p_lead and r.contractor_id <> p_contractor and r.homeowner_decision is null
    returning r.contractor_id, r.reached_at)
  -- Builders the request has not reached yet are not told no: their request mail is cancelled instead.
  select array_agg(d.contractor_id) filter (where d.reached_at is not null) into told from declined d;
  update public.email_outbox o set status = 'cancelled', last_error = 'The homeowner chose another builder.'
   where o.lead_id = p_lead and o.template = 'lead-to-builder' and o.status in ('queued', 'failed', 'held')
     and o.contractor_id <> p_contractor;
  -- The homeowner's choice is their word that the request was real: confirmed for the partner too.
  update public.lead_submissions l set confirmed_at = coalesce(l.confirmed_at, now()) where l.id = p_lead;
  perform private.tell_builders_decided(p_lead, p_contractor || coalesce(told, '{}'));
end
$function$
;

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
$function$
;

CREATE OR REPLACE FUNCTION public.report_builder_thread(p_lead uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null or not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = mine
                                    and r.chosen_at >= private.builder_sees_from()) then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  insert into public.request_thread_reports (lead_id, contractor_id, reported_by)
  values (p_lead, mine, 'builder') on conflict do nothing;
end
$function$
;

CREATE OR REPLACE FUNCTION public.request_page(p_lead uuid, p_expires bigint, p_signature text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions := private.project_lead(p_lead, p_expires, p_signature);
begin
  return jsonb_build_object(
    'project_type', lead.project_type, 'location', lead.location, 'city', lead.city, 'state', lead.state,
    'message', lead.message, 'sent_at', lead.created_at, 'withdrawn', lead.withdrawn_at is not null,
    'closed', lead.closed_at is not null, 'details', private.request_details(lead),
    'offers_others', private.offers_others(lead), 'waiting_offered_at', lead.waiting_offered_at,
    'more_builders_left', 3 - (select count(*) from public.lead_routes r where r.lead_id = lead.id and r.slot > 3),
    'builders', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'name', c.name, 'slug', c.slug, 'city', c.city, 'state', c.state,
               'contacted_at', r.contacted_at, 'outcome', nullif(r.outcome, 'not_fit'),
               'not_fit', r.outcome = 'not_fit',
               'decision', r.homeowner_decision, 'decline_reason', r.decline_reason,
               'verified', c.verified and c.verified_until >= current_date,
               'reviews', c.verified_reviews, 'rating', c.verified_rating,
               'response', (select jsonb_build_object('median_minutes', f.median_minutes, 'in_time', f.in_time, 'due', f.due)
                            from private.response_figures(array[c.id]) f
                            where f.contacted >= private.response_time_min_contacted()),
               'quote', case when r.outcome in ('quoted', 'won') then q.quote end,
               'answer_due', private.answer_due(r.chosen_at, c.state),
               'messages', private.thread(lead.id, c.id))
             order by r.slot)
      from public.lead_routes r join public.contractors c on c.id = r.contractor_id
      left join private.latest_quotes(lead.id) q on q.contractor_id = r.contractor_id
      where r.lead_id = lead.id), '[]'::jsonb));
end
$function$
;

-- Quotes sent before quotes had revisions: each route's amount and note become its first revision,
-- so the homeowner's page (which reads request_quotes) keeps showing them.
insert into public.request_quotes (lead_id, contractor_id, revision, total, note, sent_at)
select r.lead_id, r.contractor_id, 1, r.quote_amount, r.quote_note, coalesce(r.outcome_at, r.chosen_at)
from public.lead_routes r
where r.quote_amount is not null
  and not exists (select 1 from public.request_quotes q where q.lead_id = r.lead_id and q.contractor_id = r.contractor_id);
