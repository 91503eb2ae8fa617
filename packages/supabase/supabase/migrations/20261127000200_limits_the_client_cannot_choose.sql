-- Limits that count what the client cannot choose (issue 32, part 2): every per-network limit reads
-- the address our own edge saw, one helper for all; every free-text column has a maximum; the quote
-- form's spam checks (honeypot, minimum fill time) are made again here, where a script cannot skip
-- them; one homeowner reaches at most so many builders a day; one address gets one confirmation an hour.

-- How many proxies of ours append to X-Forwarded-For in front of PostgREST. The client's address is
-- the entry the outermost of them wrote: counted from the right, never the left (which the client
-- writes itself). Locally that is the stack's gateway (1). Tunable without a migration.
create table private.network_settings (
  singleton boolean primary key default true check (singleton),
  trusted_proxies integer not null check (trusted_proxies between 1 and 5)
);
insert into private.network_settings (trusted_proxies) values (1);

/** The network address of this API request as our edge saw it; null outside an API request. */
create or replace function private.client_address() returns text
language sql
stable
security definer
set search_path = ''
as $$
  with hops as (
    select array(
      select btrim(hop) from unnest(string_to_array(
        coalesce(current_setting('request.headers', true), '{}')::json ->> 'x-forwarded-for', ',')) hop
      where btrim(hop) <> '') as list
  )
  select left(list[cardinality(list) + 1 - (select s.trusted_proxies from private.network_settings s)], 100)
  from hops
$$;
revoke execute on function private.client_address() from public;

/**
 * The hourly limits of private.lead_limits for one email and one network address, given how many of
 * each were already sent this hour. One rule for quote requests, plans and partner applications.
 */
create or replace function private.enforce_hourly_limits(p_by_email bigint, p_by_address bigint) returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  limits private.lead_limits;
begin
  select * into limits from private.lead_limits;
  if p_by_email >= limits.per_email_per_hour then
    raise exception 'Too many requests from this email address. Please try again in an hour.'
      using errcode = 'P0001', hint = 'lead_rate_limit_email';
  end if;
  if p_by_address >= limits.per_address_per_hour then
    raise exception 'Too many requests from your network. Please wait a while and try again.'
      using errcode = 'P0001', hint = 'lead_rate_limit_address';
  end if;
end
$$;
revoke execute on function private.enforce_hourly_limits(bigint, bigint) from public;

create or replace function private.limit_lead_requests() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.client_address := private.client_address();
  -- Staff tools and direct database work (no API role) are not limited.
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  perform private.enforce_hourly_limits(
    (select count(*) from public.lead_submissions l
      where lower(l.email) = lower(new.email) and l.created_at > now() - interval '1 hour'),
    (select count(*) from public.lead_submissions l
      where new.client_address is not null and l.client_address = new.client_address
        and l.created_at > now() - interval '1 hour'));
  return new;
end
$$;

-- Free text has a maximum everywhere a visitor writes it (the form says the same: @pond/core).
alter table public.lead_submissions
  add constraint lead_name_max check (char_length(name) <= 100),
  add constraint lead_phone_max check (char_length(phone) <= 30),
  add constraint lead_email_max check (char_length(email) <= 254),
  add constraint lead_city_max check (char_length(city) <= 100),
  add constraint lead_contractor_name_max check (char_length(contractor_name) <= 200),
  add constraint lead_request_origin_max check (char_length(request_origin) <= 300);
alter table public.pond_planner_submissions
  add constraint planner_name_max check (char_length(name) <= 100),
  add constraint planner_email_max check (char_length(email) <= 254),
  add constraint planner_features_max check (char_length(features) <= 1000),
  add constraint planner_request_origin_max check (char_length(request_origin) <= 300),
  add column client_address text;
alter table public.partner_applications
  add constraint application_client_address_max check (char_length(client_address) <= 100);

-- The quote form's spam checks, made where the browser cannot skip them. The form asks for a signed
-- start time when a person starts filling it (start_quote_form) and sends it with the request, with
-- the hidden field's value. A request whose hidden field is filled is accepted and dropped (nothing
-- saved, as the form does); one sent sooner than a person types, without a valid start, or with a
-- start already used is refused with the form's own words. Staff tools (no API role) are not checked.
create table private.form_limits (
  singleton boolean primary key default true check (singleton),
  -- @pond/core's MIN_FILL_MS; the rule-parity test compares them.
  min_fill_ms integer not null check (min_fill_ms >= 0),
  max_age interval not null
);
insert into private.form_limits (min_fill_ms, max_age) values (2500, interval '1 day');

alter table public.lead_submissions
  add column form_token text constraint lead_form_token_max check (char_length(form_token) <= 200),
  add column form_trap text constraint lead_form_trap_max check (char_length(form_trap) <= 500),
  add column form_nonce uuid constraint lead_form_once unique;
grant insert (form_token, form_trap) on public.lead_submissions to anon, authenticated;

/** An HMAC of text under the link key, base64url: one signature for every signed token and link. */
create or replace function private.link_signature(p_text text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select rtrim(translate(encode(extensions.hmac(convert_to(p_text, 'UTF8'),
    (select k.secret from private.link_keys k), 'sha256'), 'base64'), '+/', '-_'), '=')
$$;
revoke execute on function private.link_signature(text) from public;

/** A signed start time for one quote form: '{epoch ms}.{nonce}.{signature}'. */
create or replace function public.start_quote_form() returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_start text := floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text || '.' || gen_random_uuid()::text;
begin
  return v_start || '.' || private.link_signature('quote-form.' || v_start);
end
$$;
revoke execute on function public.start_quote_form() from public;
grant execute on function public.start_quote_form() to anon, authenticated;

create or replace function private.check_form_proof() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  parts text[] := string_to_array(coalesce(new.form_token, ''), '.');
  limits private.form_limits;
  started timestamptz;
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    new.form_token := null;
    new.form_trap := null;
    return new;
  end if;
  if btrim(coalesce(new.form_trap, '')) <> '' then
    return null;
  end if;
  select * into limits from private.form_limits;
  if cardinality(parts) <> 3 or parts[1] !~ '^[0-9]{1,15}$'
     or parts[2] !~ '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'
     or parts[3] is distinct from private.link_signature('quote-form.' || parts[1] || '.' || parts[2]) then
    raise exception 'This form is out of date. Please reload the page and send it again.'
      using errcode = 'P0001', hint = 'lead_form_proof';
  end if;
  started := to_timestamp(parts[1]::bigint / 1000.0);
  if started < now() - limits.max_age then
    raise exception 'This form is out of date. Please reload the page and send it again.'
      using errcode = 'P0001', hint = 'lead_form_proof';
  end if;
  if clock_timestamp() - started < limits.min_fill_ms * interval '1 millisecond' then
    raise exception 'That was quick! Please check your details, then send the form again.'
      using errcode = 'P0001', hint = 'lead_too_fast';
  end if;
  new.form_nonce := parts[2]::uuid;
  new.form_token := null;
  new.form_trap := null;
  return new;
end
$$;
-- Before the rate limit (triggers fire by name): a dropped or refused request is not counted.
create trigger lead_submissions_form_proof
  before insert on public.lead_submissions
  for each row execute function private.check_form_proof();

-- One homeowner (an email or a phone number) reaches at most this many builders a day, whatever
-- they send; and one address gets one request confirmation an hour.
create table private.routing_limits (
  singleton boolean primary key default true check (singleton),
  builders_per_homeowner_per_day integer not null check (builders_per_homeowner_per_day > 0),
  confirmations_per_address_per_hour integer not null check (confirmations_per_address_per_hour > 0)
);
insert into private.routing_limits (builders_per_homeowner_per_day, confirmations_per_address_per_hour)
values (9, 1);

create index lead_submissions_phone_digits
  on public.lead_submissions (regexp_replace(phone, '[^0-9]', '', 'g'), created_at desc);

create or replace function public.choose_builders(p_lead uuid, p_token uuid, p_contractors uuid[], p_consent text)
returns table (contractor_id uuid, name text, delivery text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.lead_submissions;
  limits private.routing_limits;
  reached bigint;
  chosen bigint;
begin
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
  insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery)
  select p_lead, c.id, row_number() over (order by picked.first_at), p_consent,
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
$$;

create or replace function public.save_pond_plan(p_plan jsonb)
returns table (plan_id uuid, copy_queued boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  plan public.pond_planner_submissions;
  limits private.outbox_limits;
  caller text := private.client_address();
  v_email text := btrim(coalesce(p_plan ->> 'email', ''));
begin
  -- The same hourly limits as quote requests, counted in one place at a time per email.
  perform pg_advisory_xact_lock(hashtext('planner-copy:' || lower(v_email)));
  if coalesce(auth.role(), '') in ('anon', 'authenticated') then
    perform private.enforce_hourly_limits(
      (select count(*) from public.pond_planner_submissions p
        where lower(p.email) = lower(v_email) and p.created_at > now() - interval '1 hour'),
      (select count(*) from public.pond_planner_submissions p
        where caller is not null and p.client_address = caller and p.created_at > now() - interval '1 hour'));
  end if;

  insert into public.pond_planner_submissions
    (name, email, pond_type, length, width, depth, state, sun_exposure, budget, timeline, features,
     cost_estimate_min, cost_estimate_max, source, partner, page_origin,
     campaign, utm_source, utm_medium, utm_campaign, client_address)
  values (
    btrim(p_plan ->> 'name'), v_email, p_plan ->> 'pond_type',
    (p_plan ->> 'length')::numeric, (p_plan ->> 'width')::numeric, (p_plan ->> 'depth')::numeric,
    p_plan ->> 'state', p_plan ->> 'sun_exposure', p_plan ->> 'budget', p_plan ->> 'timeline',
    nullif(btrim(p_plan ->> 'features'), ''),
    (p_plan ->> 'cost_estimate_min')::integer, (p_plan ->> 'cost_estimate_max')::integer,
    coalesce(p_plan ->> 'source', 'site'), nullif(p_plan ->> 'partner', ''), nullif(p_plan ->> 'page_origin', ''),
    nullif(p_plan ->> 'campaign', ''), nullif(p_plan ->> 'utm_source', ''), nullif(p_plan ->> 'utm_medium', ''),
    nullif(p_plan ->> 'utm_campaign', ''), caller)
  returning * into plan;

  select * into limits from private.outbox_limits;
  plan_id := plan.id;
  copy_queued :=
    (select count(*) from public.email_outbox o
      where o.template = 'planner-copy' and lower(o.to_email) = lower(plan.email)
        and o.created_at > now() - interval '1 day') < limits.planner_copies_per_address_per_day
    and (caller is null
      or (select count(*) from public.email_outbox o
           where o.template = 'planner-copy' and o.client_address = caller
             and o.created_at > now() - interval '1 day') < limits.planner_copies_per_caller_per_day);
  if copy_queued then
    insert into public.email_outbox (template, to_email, to_name, payload, client_address)
    values ('planner-copy', plan.email, plan.name,
            jsonb_build_object('plan_id', plan.id)
              || case when p_plan ->> 'lead_id' ~* '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'
                      then jsonb_build_object('lead_id', p_plan ->> 'lead_id') else '{}' end,
            caller);
  end if;
  return next;
end
$$;

create or replace function public.apply_as_partner(p_application jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := private.client_address();
  application public.partner_applications;
  v_email text := btrim(coalesce(p_application ->> 'email', ''));
begin
  perform pg_advisory_xact_lock(hashtext('partner-application:' || lower(v_email)));
  perform private.enforce_hourly_limits(
    (select count(*) from public.partner_applications a
      where lower(a.email) = lower(v_email) and a.created_at > now() - interval '1 hour'),
    (select count(*) from public.partner_applications a
      where caller is not null and a.client_address = caller and a.created_at > now() - interval '1 hour'));
  if exists (select 1 from public.partner_applications a where lower(a.email) = lower(v_email) and a.status = 'pending') then
    raise exception 'We already have an application from this email address and will reply to it soon.'
      using errcode = 'P0001', hint = 'partner_application_pending';
  end if;

  insert into public.partner_applications
    (business_name, contact_name, email, websites, business_kind, widgets, client_address)
  values (
    btrim(p_application ->> 'business_name'), btrim(p_application ->> 'contact_name'), v_email,
    array(select lower(rtrim(btrim(value), '/')) from jsonb_array_elements_text(p_application -> 'websites')),
    p_application ->> 'business_kind',
    array(select distinct value from jsonb_array_elements_text(p_application -> 'widgets') order by value),
    caller)
  returning * into application;

  insert into public.email_outbox (template, to_email, to_name, application_id, client_address)
  values ('partner-application-received', application.email, application.contact_name, application.id, caller);
  return application.id;
end
$$;
