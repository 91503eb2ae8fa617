-- Nobody left waiting: a request no chosen builder answered within two business days (in the
-- builder's time zone; weekends and the US federal holidays below not counted) is offered to other
-- builders nearby, and its homeowner is told; so is a request a builder said is not a fit.
create table private.holidays (
  day date not null,
  name text not null,
  constraint holidays_pkey PRIMARY KEY (day)
);

revoke all on table private.holidays from public, anon, authenticated, service_role;

insert into private.holidays (day, name) values
  ('2026-01-01', 'New Year''s Day'),
  ('2026-01-19', 'Martin Luther King Jr. Day'),
  ('2026-02-16', 'Washington''s Birthday'),
  ('2026-05-25', 'Memorial Day'),
  ('2026-06-19', 'Juneteenth'),
  ('2026-07-03', 'Independence Day (observed)'),
  ('2026-09-07', 'Labor Day'),
  ('2026-10-12', 'Columbus Day'),
  ('2026-11-11', 'Veterans Day'),
  ('2026-11-26', 'Thanksgiving Day'),
  ('2026-12-25', 'Christmas Day'),
  ('2027-01-01', 'New Year''s Day'),
  ('2027-01-18', 'Martin Luther King Jr. Day'),
  ('2027-02-15', 'Washington''s Birthday'),
  ('2027-05-31', 'Memorial Day'),
  ('2027-06-18', 'Juneteenth (observed)'),
  ('2027-07-05', 'Independence Day (observed)'),
  ('2027-09-06', 'Labor Day'),
  ('2027-10-11', 'Columbus Day'),
  ('2027-11-11', 'Veterans Day'),
  ('2027-11-25', 'Thanksgiving Day'),
  ('2027-12-24', 'Christmas Day (observed)'),
  ('2027-12-31', 'New Year''s Day (observed)'),
  ('2028-01-17', 'Martin Luther King Jr. Day'),
  ('2028-02-21', 'Washington''s Birthday'),
  ('2028-05-29', 'Memorial Day'),
  ('2028-06-19', 'Juneteenth'),
  ('2028-07-04', 'Independence Day'),
  ('2028-09-04', 'Labor Day'),
  ('2028-10-09', 'Columbus Day'),
  ('2028-11-10', 'Veterans Day (observed)'),
  ('2028-11-23', 'Thanksgiving Day'),
  ('2028-12-25', 'Christmas Day');

CREATE OR REPLACE FUNCTION private.answer_business_days()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select 2 $function$;

revoke all on function private.answer_business_days() from public, anon, authenticated, service_role;

-- A state's time zone: where most of its people live (a builder's hours are read in it).
CREATE OR REPLACE FUNCTION private.state_time_zone(p_state text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case
    when p_state in ('CT', 'DE', 'DC', 'FL', 'GA', 'IN', 'KY', 'ME', 'MD', 'MA', 'MI', 'NH', 'NJ', 'NY', 'NC', 'OH',
                     'PA', 'RI', 'SC', 'VT', 'VA', 'WV') then 'America/New_York'
    when p_state in ('AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD', 'TN', 'TX', 'WI')
      then 'America/Chicago'
    when p_state = 'AZ' then 'America/Phoenix'
    when p_state in ('CO', 'ID', 'MT', 'NM', 'UT', 'WY') then 'America/Denver'
    when p_state in ('CA', 'NV', 'OR', 'WA') then 'America/Los_Angeles'
    when p_state = 'AK' then 'America/Anchorage'
    when p_state = 'HI' then 'Pacific/Honolulu'
    else 'America/New_York'
  end
$function$;

revoke all on function private.state_time_zone(p_state text) from public, anon, authenticated, service_role;

-- When a builder chosen at p_chosen owes an answer: the same local time on the second business day
-- after (a choice made on a weekend or holiday counts from the next business day's start).
CREATE OR REPLACE FUNCTION private.answer_due(p_chosen timestamp with time zone, p_state text)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  zone text := private.state_time_zone(p_state);
  local timestamp := p_chosen at time zone zone;
  on_day date := local::date;
  counted integer := 0;
  business boolean;
begin
  business := extract(isodow from on_day) < 6 and not exists (select 1 from private.holidays h where h.day = on_day);
  if not business then
    loop
      on_day := on_day + 1;
      exit when extract(isodow from on_day) < 6 and not exists (select 1 from private.holidays h where h.day = on_day);
    end loop;
    local := on_day::timestamp;
  end if;
  while counted < private.answer_business_days() loop
    on_day := on_day + 1;
    if extract(isodow from on_day) < 6 and not exists (select 1 from private.holidays h where h.day = on_day) then
      counted := counted + 1;
    end if;
  end loop;
  return (on_day + local::time) at time zone zone;
end
$function$;

revoke all on function private.answer_due(p_chosen timestamp with time zone, p_state text) from public, anon, authenticated, service_role;

-- Every hour: requests whose chosen builders all let their answer fall due unanswered get the
-- homeowner's mail and the page's offer, once.
CREATE OR REPLACE FUNCTION private.queue_waiting_offers()
 RETURNS integer
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with due as (
    select l.id from public.lead_submissions l
    where l.withdrawn_at is null and l.closed_at is null and l.waiting_offered_at is null
      -- A request from a builder's own website is theirs: no offer of others.
      and l.source <> 'builder-site'
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
$function$;

revoke all on function private.queue_waiting_offers() from public, anon, authenticated, service_role;

-- The homeowner's allowance of builders a day (an email or a phone number), shared by the first
-- choice and the offer's.
CREATE OR REPLACE FUNCTION private.enforce_builder_allowance(p_lead lead_submissions, p_adding bigint)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  reached bigint;
begin
  perform pg_advisory_xact_lock(hashtext('homeowner-builders:' || lower(p_lead.email)));
  select count(*) into reached
    from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
   where r.chosen_at > now() - interval '1 day'
     and (lower(l.email) = lower(p_lead.email)
          or regexp_replace(l.phone, '[^0-9]', '', 'g') = regexp_replace(p_lead.phone, '[^0-9]', '', 'g'));
  if reached + p_adding > (select r.builders_per_homeowner_per_day from private.routing_limits r) then
    raise exception 'You have reached today''s limit of builders we can send your requests to. Our team will follow up on the requests you already sent.'
      using errcode = 'P0001', hint = 'lead_builder_limit';
  end if;
end
$function$;

revoke all on function private.enforce_builder_allowance(p_lead lead_submissions, p_adding bigint) from public, anon, authenticated, service_role;

-- Whether the project page offers other builders: the request is open, and its builders stayed
-- silent past their due answer or one said it is not a fit.
CREATE OR REPLACE FUNCTION private.offers_others(l lead_submissions)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select l.withdrawn_at is null and l.closed_at is null
     -- A request from a builder's own website is theirs: we never offer it to others.
     and l.source <> 'builder-site'
     and not exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.homeowner_decision = 'chosen')
     and (l.waiting_offered_at is not null
          or exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.outcome = 'not_fit'))
     and (select count(*) from public.lead_routes r where r.lead_id = l.id and r.slot > 3) < 3
$function$;

revoke all on function private.offers_others(l lead_submissions) from public, anon, authenticated, service_role;

-- The homeowner sends the request on to builders the page offered: the same consent, the same
-- allowance, the same mail as the first choice; up to three more builders in all.
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
$function$;

revoke all on function public.add_builders(p_lead uuid, p_expires bigint, p_signature text, p_contractors uuid[], p_consent_id text) from public, anon, authenticated, service_role;
grant execute on function public.add_builders(p_lead uuid, p_expires bigint, p_signature text, p_contractors uuid[], p_consent_id text) to anon, authenticated, service_role;
