CREATE OR REPLACE FUNCTION private.lead_already_with(p_lead uuid)
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select array(
    select c.name from public.lead_routes r join public.contractors c on c.id = r.contractor_id
    where r.lead_id = p_lead
      and (r.delivery = 'phone' and r.contacted_at is not null
           or exists (select 1 from public.email_outbox o where o.lead_id = p_lead
                      and o.contractor_id = r.contractor_id and o.status in ('sent', 'sending')))
    order by r.slot);
$function$;

revoke all on function private.lead_already_with(p_lead uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.choose_builders(p_lead uuid, p_token uuid, p_contractors uuid[], p_consent_id text, p_details jsonb DEFAULT '{}'::jsonb)
 RETURNS TABLE(contractor_id uuid, name text, delivery text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
  limits private.routing_limits;
  chosen bigint;
  consent public.consent_texts;
begin
  select * into consent from public.consent_texts c where c.id = p_consent_id;
  if consent.id is null then
    raise exception 'This page showed a consent we do not know. Please reload the page and choose again.'
      using errcode = 'P0001', hint = 'consent_unknown';
  end if;

  update public.lead_submissions l set routed_at = now()
   where l.id = p_lead and l.choice_token = p_token and l.routed_at is null and l.withdrawn_at is null
     and l.created_at > now() - interval '1 day'
  returning * into lead;
  if lead.id is null then
    -- Already chosen, exactly so: the first answer was lost on its way back.
    if exists (select 1 from public.lead_submissions l
                where l.id = p_lead and l.choice_token = p_token and l.withdrawn_at is null)
       and array(select r.contractor_id from public.lead_routes r where r.lead_id = p_lead order by r.slot)
           = array(select u.id from unnest(p_contractors) with ordinality u(id, position)
                   group by u.id order by min(u.position)) then
      return query
        select c.id, c.name, r.delivery from public.lead_routes r join public.contractors c on c.id = r.contractor_id
        where r.lead_id = p_lead order by r.slot;
      return;
    end if;
    raise exception 'This request can no longer be sent to builders.'
      using errcode = 'P0001', hint = 'lead_choice_closed';
  end if;

  -- What the homeowner added so builders can price it ("Help builders quote"), before any builder
  -- gets the request; a value the columns' checks refuse refuses the whole choice.
  if coalesce(p_details, '{}'::jsonb) <> '{}'::jsonb then
    update public.lead_submissions l set
      pond_length_ft = (p_details ->> 'pond_length_ft')::integer,
      pond_width_ft = (p_details ->> 'pond_width_ft')::integer,
      pond_size = p_details ->> 'pond_size',
      budget = p_details ->> 'budget',
      timing = p_details ->> 'timing',
      machine_access = p_details ->> 'machine_access',
      rebuild = (p_details ->> 'rebuild')::boolean,
      call_time = p_details ->> 'call_time',
      plan = p_details -> 'plan'
    where l.id = p_lead
    returning * into lead;
  end if;

  -- Sent from a builder's own website: that builder alone, never another or our staff's match.
  if lead.source = 'builder-site'
     and array(select distinct u.id from unnest(p_contractors) u(id)) is distinct from array[lead.contractor_id] then
    raise exception 'This request is for % only.',
      coalesce((select c.name from public.contractors c where c.id = lead.contractor_id), 'its builder')
      using errcode = 'P0001', hint = 'lead_builder_site_only';
  end if;

  select * into limits from private.routing_limits;
  select count(distinct u.id) into chosen from unnest(p_contractors) u(id);
  -- Three at first (spec: up to three quotes); slots 4 to 6 are the offer's, when these go quiet.
  if chosen > 3 then
    raise exception 'You can choose up to 3 builders.' using errcode = 'P0001', hint = 'lead_builder_count';
  end if;
  perform private.enforce_builder_allowance(lead, chosen);

  -- Slots in the homeowner's order, a builder named twice counted once.
  insert into public.lead_routes (lead_id, contractor_id, slot, consent_id, consent_text, delivery)
  select p_lead, c.id, row_number() over (order by picked.first_at), consent.id, consent.text,
         case when e.email is null then 'phone' else 'email' end
  from (select u.id, min(u.position) as first_at
        from unnest(p_contractors) with ordinality u(id, position) group by u.id) picked
  join public.contractors c on c.id = picked.id
  left join public.contractor_emails e on e.contractor_id = c.id;

  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'lead-to-builder', e.email, c.name, jsonb_build_object('lead_id', p_lead), p_lead, c.id
  from public.lead_routes r join public.contractors c on c.id = r.contractor_id
  join public.contractor_emails e on e.contractor_id = c.id
  where r.lead_id = p_lead and r.delivery = 'email'
  order by r.slot;
  -- Our domain never mails a stranger twice: a second confirmation to an address within the hour is
  -- not sent (the builders still get the request).
  if (select count(*) from public.email_outbox o
       where o.template = 'lead-confirmation' and lower(o.to_email) = lower(lead.email)
         and o.created_at > now() - interval '1 hour') < limits.confirmations_per_address_per_hour then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id)
    values ('lead-confirmation', lead.email, lead.name, jsonb_build_object('lead_id', p_lead), p_lead);
  end if;

  return query
    select c.id, c.name, r.delivery from public.lead_routes r join public.contractors c on c.id = r.contractor_id
    where r.lead_id = p_lead order by r.slot;
end
$function$;

revoke all on function public.choose_builders(p_lead uuid, p_token uuid, p_contractors uuid[], p_consent_id text, p_details jsonb) from public, anon, authenticated, service_role;
grant execute on function public.choose_builders(p_lead uuid, p_token uuid, p_contractors uuid[], p_consent_id text, p_details jsonb) to anon, authenticated, service_role;
