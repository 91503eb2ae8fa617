-- The homeowner's project page, read and acted on with the signed link of their mails: the request,
-- each chosen builder with their quote and thread, choosing one, and closing the request.
CREATE OR REPLACE FUNCTION private.project_lead(p_lead uuid, p_expires bigint, p_signature text)
 RETURNS lead_submissions
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
begin
  if not coalesce(p_signature = private.withdraw_signature(p_lead, p_expires), false) then
    raise exception 'This link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  select * into lead from public.lead_submissions l where l.id = p_lead;
  if lead.id is null then
    raise exception 'This link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  -- The link lives as long as it can withdraw (60 days): after that, it shows and does nothing.
  if to_timestamp(p_expires) < now() then
    raise exception 'This withdraw link has expired.' using errcode = 'P0001', hint = 'withdraw_link_expired';
  end if;
  return lead;
end
$function$;

revoke all on function private.project_lead(p_lead uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;

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
    'photos', private.request_photo_links(lead.id),
    'offers_others', private.offers_others(lead), 'waiting_offered_at', lead.waiting_offered_at,
    'more_builders_left', 3 - (select count(*) from public.lead_routes r where r.lead_id = lead.id and r.slot > 3),
    -- Local quotes for this kind and size, where the cost guide may show them: where each quote sits.
    'local_costs', (select to_jsonb(r) from private.cost_sorting(lead.project_type, lead.plan, lead.pond_length_ft,
                                                                 lead.pond_width_ft, lead.pond_size) s
                    cross join lateral public.cost_range(coalesce(s.kind, ''), coalesce(s.band, ''),
                                                         coalesce(lead.state, ''), coalesce(lead.city, '')) r),
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
               'quote_file', case when r.outcome in ('quoted', 'won') then private.quote_file_link(lead.id, c.id) end,
               'answer_due', private.answer_due(r.chosen_at, c.state),
               'messages', private.thread(lead.id, c.id))
             order by r.slot)
      from public.lead_routes r join public.contractors c on c.id = r.contractor_id
      left join private.latest_quotes(lead.id) q on q.contractor_id = r.contractor_id
      where r.lead_id = lead.id), '[]'::jsonb));
end
$function$;

revoke all on function public.request_page(p_lead uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;
grant execute on function public.request_page(p_lead uuid, p_expires bigint, p_signature text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.tell_builders_decided(p_lead uuid, p_contractors uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'request-decided', e.email, c.name,
         jsonb_build_object('lead_id', p_lead, 'decision', r.homeowner_decision, 'reason', r.decline_reason),
         p_lead, c.id
  from public.lead_routes r join public.contractors c on c.id = r.contractor_id
  join public.contractor_emails e on e.contractor_id = c.id
  where r.lead_id = p_lead and r.contractor_id = any (p_contractors)
  order by r.slot
$function$;

revoke all on function private.tell_builders_decided(p_lead uuid, p_contractors uuid[]) from public, anon, authenticated, service_role;

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
$function$;

revoke all on function public.choose_builder(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.choose_builder(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_reason text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.close_request(p_lead uuid, p_expires bigint, p_signature text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions := private.project_lead(p_lead, p_expires, p_signature);
  told uuid[];
begin
  update public.lead_submissions l set closed_at = now() where l.id = p_lead and l.closed_at is null;
  if not found then
    return;
  end if;
  with declined as (
    update public.lead_routes r set homeowner_decision = 'declined', decline_reason = 'not_going_ahead', decided_at = now()
     where r.lead_id = p_lead and r.homeowner_decision is null
    returning r.contractor_id, r.reached_at)
  -- Only builders the request reached are told it closed; the rest never hear of it.
  select array_agg(d.contractor_id) filter (where d.reached_at is not null) into told from declined d;
  update public.email_outbox o set status = 'cancelled', last_error = 'The homeowner closed the request.'
   where o.lead_id = p_lead and o.template = 'lead-to-builder' and o.status in ('queued', 'failed', 'held');
  if lead.withdrawn_at is null then
    perform private.tell_builders_decided(p_lead, coalesce(told, '{}'));
  end if;
end
$function$;

revoke all on function public.close_request(p_lead uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;
grant execute on function public.close_request(p_lead uuid, p_expires bigint, p_signature text) to anon, authenticated, service_role;
