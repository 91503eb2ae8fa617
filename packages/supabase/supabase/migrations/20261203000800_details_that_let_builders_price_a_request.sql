-- details that let builders price a request: generated from the schema files (pnpm --filter @pond/supabase schema:diff details_that_let_builders_price_a_request), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

drop function if exists "public"."choose_builders"(p_lead uuid, p_token uuid, p_contractors uuid[], p_consent_id text);

drop function if exists "public"."builder_requests"();

alter table "public"."lead_submissions" add column "pond_length_ft" integer;

alter table "public"."lead_submissions" add column "pond_width_ft" integer;

alter table "public"."lead_submissions" add column "pond_size" text;

alter table "public"."lead_submissions" add column "budget" text;

alter table "public"."lead_submissions" add column "timing" text;

alter table "public"."lead_submissions" add column "machine_access" text;

alter table "public"."lead_submissions" add column "rebuild" boolean;

alter table "public"."lead_submissions" add column "call_time" text;

alter table "public"."lead_submissions" add constraint "lead_budget" CHECK ((budget = ANY (ARRAY['under-1000'::text, '1000-3000'::text, '3000-5000'::text, '5000-10000'::text, '10000-20000'::text, 'over-20000'::text, 'not-sure'::text]))) not valid;

alter table "public"."lead_submissions" validate constraint "lead_budget";

alter table "public"."lead_submissions" add constraint "lead_call_time" CHECK ((call_time = ANY (ARRAY['morning'::text, 'afternoon'::text, 'evening'::text, 'any'::text]))) not valid;

alter table "public"."lead_submissions" validate constraint "lead_call_time";

alter table "public"."lead_submissions" add constraint "lead_machine_access" CHECK ((machine_access = ANY (ARRAY['yes'::text, 'no'::text, 'not-sure'::text]))) not valid;

alter table "public"."lead_submissions" validate constraint "lead_machine_access";

alter table "public"."lead_submissions" add constraint "lead_pond_feet" CHECK (((pond_length_ft >= 1) AND (pond_length_ft <= 500) AND (pond_width_ft >= 1) AND (pond_width_ft <= 500))) not valid;

alter table "public"."lead_submissions" validate constraint "lead_pond_feet";

alter table "public"."lead_submissions" add constraint "lead_pond_size" CHECK ((pond_size = ANY (ARRAY['small'::text, 'medium'::text, 'large'::text]))) not valid;

alter table "public"."lead_submissions" validate constraint "lead_pond_size";

alter table "public"."lead_submissions" add constraint "lead_timing" CHECK ((timing = ANY (ARRAY['within-month'::text, '1-3-months'::text, '3-6-months'::text, '6-12-months'::text, 'planning-only'::text]))) not valid;

alter table "public"."lead_submissions" validate constraint "lead_timing";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.request_details(l lead_submissions)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_strip_nulls(jsonb_build_object(
    'pond_length_ft', l.pond_length_ft, 'pond_width_ft', l.pond_width_ft, 'pond_size', l.pond_size,
    'budget', l.budget, 'timing', l.timing, 'machine_access', l.machine_access, 'rebuild', l.rebuild,
    'call_time', l.call_time))
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
  reached bigint;
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
  perform pg_advisory_xact_lock(hashtext('homeowner-builders:' || lower(lead.email)));
  select count(*) into reached
    from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
   where r.chosen_at > now() - interval '1 day'
     and (lower(l.email) = lower(lead.email)
          or regexp_replace(l.phone, '[^0-9]', '', 'g') = regexp_replace(lead.phone, '[^0-9]', '', 'g'));
  select count(distinct u.id) into chosen from unnest(p_contractors) u(id);
  if reached + chosen > limits.builders_per_homeowner_per_day then
    raise exception 'You have reached today''s limit of builders we can send your requests to. Our team will follow up on the requests you already sent.'
      using errcode = 'P0001', hint = 'lead_builder_limit';
  end if;

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

CREATE OR REPLACE FUNCTION public.builder_requests()
 RETURNS TABLE(lead_id uuid, chosen_at timestamp with time zone, name text, email text, phone text, project_type text, message text, location text, city text, state text, builders_chosen integer, withdrawn boolean, contacted_at timestamp with time zone, outcome text, quote_amount integer, quote_note text, not_fit_reason text, quote jsonb, messages jsonb, homeowner_decision text, decline_reason text, closed boolean, details jsonb)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.lead_id, r.chosen_at,
         case when owed then l.name end, case when owed then l.email end, case when owed then l.phone end,
         l.project_type, l.message, l.location, l.city, l.state,
         (select count(*)::integer from public.lead_routes o where o.lead_id = r.lead_id),
         l.withdrawn_at is not null, r.contacted_at, r.outcome, r.quote_amount, r.quote_note, r.not_fit_reason,
         (select q.quote from private.latest_quotes(r.lead_id) q where q.contractor_id = r.contractor_id),
         private.thread(r.lead_id, r.contractor_id), r.homeowner_decision, r.decline_reason, l.closed_at is not null,
         private.request_details(l)
  from public.lead_routes r
  join public.lead_submissions l on l.id = r.lead_id
  cross join lateral (
    select r.chosen_at > now() - interval '60 days' and l.withdrawn_at is null
       and not exists (
         select 1 from public.email_outbox o
          where o.lead_id = r.lead_id and o.contractor_id = r.contractor_id and o.template = 'lead-to-builder'
            and (o.status = 'held'
                 or (o.status = 'digested' and not exists (
                       select 1 from public.email_outbox d
                        where d.template = 'builder-request-digest' and d.contractor_id = r.contractor_id
                          and d.status = 'sent' and d.payload -> 'lead_ids' ? r.lead_id::text)))) as owed
  ) contact
  where r.contractor_id = private.builder_contractor_id() and r.chosen_at >= private.builder_sees_from()
  order by r.chosen_at desc
  limit 500
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
    'builders', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'name', c.name, 'slug', c.slug, 'city', c.city, 'state', c.state,
               'contacted_at', r.contacted_at, 'outcome', nullif(r.outcome, 'not_fit'),
               'not_fit', r.outcome = 'not_fit',
               'decision', r.homeowner_decision, 'decline_reason', r.decline_reason,
               'verified', c.verified and c.verified_until >= current_date,
               'reviews', c.verified_reviews, 'rating', c.verified_rating,
               'response_minutes', (select f.median_minutes from private.response_figures(array[c.id]) f
                                     where f.contacted >= private.response_time_min_contacted()),
               'quote', case when r.outcome in ('quoted', 'won') then q.quote end,
               'messages', private.thread(lead.id, c.id))
             order by r.slot)
      from public.lead_routes r join public.contractors c on c.id = r.contractor_id
      left join private.latest_quotes(lead.id) q on q.contractor_id = r.contractor_id
      where r.lead_id = lead.id), '[]'::jsonb));
end
$function$
;

revoke all on function private.request_details(l lead_submissions) from public, anon, authenticated, service_role;

revoke all on function public.choose_builders(p_lead uuid, p_token uuid, p_contractors uuid[], p_consent_id text, p_details jsonb) from public, anon, authenticated, service_role;

grant execute on function public.choose_builders(p_lead uuid, p_token uuid, p_contractors uuid[], p_consent_id text, p_details jsonb) to anon, authenticated, service_role;

revoke all on function public.builder_requests() from public, anon, authenticated, service_role;

grant execute on function public.builder_requests() to authenticated, service_role;
