-- nobody left waiting: generated from the schema files (pnpm --filter @pond/supabase schema:diff nobody_left_waiting), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

alter table "public"."email_outbox" drop constraint "outbox_template";

alter table "public"."lead_routes" drop constraint "lead_route_slot";

drop function if exists "private"."response_figures"(p_contractors uuid[]);

drop function if exists "public"."contractor_response_time"(p_contractor uuid);

drop function if exists "public"."my_response_time"();


  create table "private"."holidays" (
    "day" date not null,
    "name" text not null
      );


alter table "public"."lead_submissions" add column "waiting_offered_at" timestamp with time zone;

CREATE UNIQUE INDEX holidays_pkey ON private.holidays USING btree (day);

alter table "private"."holidays" add constraint "holidays_pkey" PRIMARY KEY using index "holidays_pkey";

alter table "public"."email_outbox" add constraint "outbox_template" CHECK ((template = ANY (ARRAY['planner-copy'::text, 'lead-to-builder'::text, 'lead-confirmation'::text, 'lead-withdrawn'::text, 'partner-application-received'::text, 'partner-approved'::text, 'partner-declined'::text, 'partner-site-proven'::text, 'partner-statement'::text, 'partner-site-check-failed'::text, 'builder-claim-decided'::text, 'request-quoted'::text, 'builder-request-digest'::text, 'check-expiring'::text, 'review-invitation'::text, 'review-posted'::text, 'request-decided'::text, 'request-message'::text, 'request-waiting'::text]))) not valid;

alter table "public"."email_outbox" validate constraint "outbox_template";

alter table "public"."lead_routes" add constraint "lead_route_slot" CHECK (((slot >= 1) AND (slot <= 6))) not valid;

alter table "public"."lead_routes" validate constraint "lead_route_slot";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.answer_business_days()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select 2 $function$
;

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
$function$
;

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
$function$
;

CREATE OR REPLACE FUNCTION private.offers_others(l lead_submissions)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select l.withdrawn_at is null and l.closed_at is null
     and not exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.homeowner_decision = 'chosen')
     and (l.waiting_offered_at is not null
          or exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.outcome = 'not_fit'))
     and (select count(*) from public.lead_routes r where r.lead_id = l.id and r.slot > 3) < 3
$function$
;

CREATE OR REPLACE FUNCTION private.queue_waiting_offers()
 RETURNS integer
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with due as (
    select l.id from public.lead_submissions l
    where l.withdrawn_at is null and l.closed_at is null and l.waiting_offered_at is null
      and exists (select 1 from public.lead_routes r where r.lead_id = l.id)
      and not exists (
        select 1 from public.lead_routes r join public.contractors c on c.id = r.contractor_id
         where r.lead_id = l.id
           and (r.contacted_at is not null or r.homeowner_decision is not null
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
  perform 1 from public.lead_submissions l where l.id = p_lead for update;
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
         -- Answered within two business days, of the requests whose answer has fallen due.
         (count(*) filter (where r.contacted_at <= private.answer_due(r.chosen_at, c.state)))::integer,
         (count(*) filter (where r.contacted_at <= private.answer_due(r.chosen_at, c.state)
                              or now() >= private.answer_due(r.chosen_at, c.state)))::integer
  from public.lead_routes r
  join public.contractors c on c.id = r.contractor_id
  where (p_contractors is null or r.contractor_id = any (p_contractors))
    and not r.own_request and not private.is_own_request(r.lead_id, r.contractor_id)
  group by r.contractor_id
$function$
;

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
      call_time = p_details ->> 'call_time'
    where l.id = p_lead
    returning * into lead;
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
$function$
;

CREATE OR REPLACE FUNCTION public.contractor_response_time(p_contractor uuid)
 RETURNS TABLE(contractor_id uuid, median_minutes integer, answered integer, in_time integer, due integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select f.contractor_id, f.median_minutes, f.contacted, f.in_time, f.due
  from private.response_figures(array[p_contractor]) f
  where p_contractor is not null and f.contacted >= private.response_time_min_contacted()
$function$
;

CREATE OR REPLACE FUNCTION public.mark_request(p_lead uuid, p_mark text, p_amount integer DEFAULT NULL::integer, p_note text DEFAULT NULL::text, p_reason text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
  route public.lead_routes;
begin
  if mine is null then
    raise exception 'Sign in as a builder to mark requests.' using errcode = '42501', hint = 'not_builder';
  end if;
  select * into route from public.lead_routes
   where lead_id = p_lead and contractor_id = mine and chosen_at >= private.builder_sees_from()
   for update;
  if route.lead_id is null then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  if p_mark not in ('contacted', 'quoted', 'won', 'not_fit') then
    raise exception 'Unknown mark %.', p_mark using errcode = '22023', hint = 'request_mark_invalid';
  end if;
  if p_mark = 'not_fit' and not coalesce(private.is_not_fit_reason(p_reason), false) then
    raise exception 'Choose why the request is not a fit.' using errcode = '22023', hint = 'request_reason_invalid';
  end if;
  perform private.note_builder_network(mine);
  if p_mark = 'quoted' and p_amount is not null then
    -- A quote by its total alone: the same record, revision and mail as a quote with items.
    perform private.record_quote(p_lead, mine, p_amount, '[]'::jsonb, null, null, p_note);
    return;
  end if;
  update public.lead_routes r set
    contacted_at = case when p_mark <> 'not_fit' then coalesce(r.contacted_at, now()) else r.contacted_at end,
    outcome = case when p_mark = 'contacted' then r.outcome else p_mark end,
    -- A quote mark with no amount says a quote went by other means; its note is kept.
    quote_note = case when p_mark = 'quoted' then coalesce(nullif(btrim(p_note), ''), r.quote_note) else r.quote_note end,
    not_fit_reason = case when p_mark = 'not_fit' then p_reason else null end,
    outcome_at = case when p_mark = 'contacted' then r.outcome_at else now() end,
    own_request = r.own_request or private.is_own_request(p_lead, mine)
  where r.lead_id = p_lead and r.contractor_id = mine;
  -- Not a fit frees the builder's place at once: the homeowner hears of it, and the page offers others.
  if p_mark = 'not_fit' and route.outcome is distinct from 'not_fit' then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    select 'request-waiting', l.email, l.name, jsonb_build_object('lead_id', l.id, 'why', 'not_fit'), l.id, mine
    from public.lead_submissions l
    where l.id = p_lead and private.offers_others(l);
  end if;
end
$function$
;

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

revoke all on function private.answer_business_days() from public, anon, authenticated, service_role;

revoke all on function private.answer_due(p_chosen timestamp with time zone, p_state text) from public, anon, authenticated, service_role;

revoke all on function private.enforce_builder_allowance(p_lead lead_submissions, p_adding bigint) from public, anon, authenticated, service_role;

revoke all on function private.offers_others(l lead_submissions) from public, anon, authenticated, service_role;

revoke all on function private.queue_waiting_offers() from public, anon, authenticated, service_role;

revoke all on function private.state_time_zone(p_state text) from public, anon, authenticated, service_role;

revoke all on function public.add_builders(p_lead uuid, p_expires bigint, p_signature text, p_contractors uuid[], p_consent_id text) from public, anon, authenticated, service_role;

grant execute on function public.add_builders(p_lead uuid, p_expires bigint, p_signature text, p_contractors uuid[], p_consent_id text) to anon, authenticated, service_role;

revoke all on function private.response_figures(p_contractors uuid[]) from public, anon, authenticated, service_role;

revoke all on function public.contractor_response_time(p_contractor uuid) from public, anon, authenticated, service_role;

grant execute on function public.contractor_response_time(p_contractor uuid) to anon, authenticated, service_role;

revoke all on function public.my_response_time() from public, anon, authenticated, service_role;

grant execute on function public.my_response_time() to authenticated, service_role;

-- The US federal holidays (observed) that business days skip.
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
