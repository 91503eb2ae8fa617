-- Partners as customers (issue 24, part 1): a business applies, staff approve or decline it, and an
-- approved partner has a stable id, the value of the widgets' `partner` attribute. Applications go
-- through apply_as_partner only, with the quote form's spam limits counted here; decisions through
-- staff-only functions. Every mail of this flow is a row of the outbox, sent by the mail worker.

create table public.partners (
  -- The `partner` attribute's value: the same shape lead_submissions.partner already admits.
  id text primary key constraint partner_id_format check (id ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  business_name text not null,
  contact_name text not null,
  email text not null,
  status text not null default 'active' constraint partner_status check (status in ('active', 'suspended')),
  status_reason text,
  created_at timestamptz not null default now(),
  status_changed_at timestamptz not null default now()
);

create table public.partner_applications (
  id uuid primary key default gen_random_uuid(),
  business_name text not null constraint application_business_name
    check (char_length(business_name) between 2 and 120),
  contact_name text not null constraint application_contact_name
    check (char_length(contact_name) between 2 and 120),
  email text not null constraint application_email
    check (email ~* '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and char_length(email) <= 254),
  -- Origins only (scheme, host, port): the sites the partner will prove later.
  websites text[] not null constraint application_websites
    check (cardinality(websites) between 1 and 5
           and array_to_string(websites, ' ') ~ '^(https?://[a-z0-9.-]+(:[0-9]{1,5})?)( https?://[a-z0-9.-]+(:[0-9]{1,5})?)*$'),
  business_kind text not null constraint application_business_kind
    check (business_kind in ('landscaper', 'garden-centre', 'pond-shop', 'pond-builder', 'publisher', 'other')),
  widgets text[] not null constraint application_widgets
    check (cardinality(widgets) >= 1
           and widgets <@ array['pond-directory', 'pond-quote-form', 'pond-planner', 'pond-calculator']),
  status text not null default 'pending' constraint application_status
    check (status in ('pending', 'approved', 'declined')),
  decline_reason text,
  partner_id text references public.partners (id),
  client_address text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  constraint application_decided check ((status = 'pending') = (decided_at is null)),
  constraint application_declined_with_reason
    check (status <> 'declined' or char_length(btrim(coalesce(decline_reason, ''))) >= 3)
);
create index partner_applications_pending on public.partner_applications (created_at) where status = 'pending';
create index partner_applications_email on public.partner_applications (lower(email), created_at desc);
create index partner_applications_client_address on public.partner_applications (client_address, created_at desc);

-- Staff read both; nobody writes them through the API but the functions below.
alter table public.partners enable row level security;
alter table public.partner_applications enable row level security;
revoke all on public.partners, public.partner_applications from anon, authenticated;
grant select on public.partners, public.partner_applications to authenticated;
create policy "Staff read partners" on public.partners for select to authenticated using (private.is_staff());
create policy "Staff read applications" on public.partner_applications
  for select to authenticated using (private.is_staff());

-- The outbox learns this flow's mails; application mails name their application.
alter table public.email_outbox
  drop constraint outbox_template,
  add constraint outbox_template check (template in (
    'planner-copy', 'lead-to-builder', 'lead-confirmation',
    'partner-application-received', 'partner-approved', 'partner-declined')),
  add column application_id uuid references public.partner_applications (id) on delete cascade;

/**
 * Applies to become a partner (issue 24, /partners/join). The same limits as quote requests, per
 * email and per network address an hour (private.lead_limits), and one open application per email.
 * Queues the confirmation mail in the same transaction. Returns the application's id.
 */
create or replace function public.apply_as_partner(p_application jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.lead_limits;
  forwarded text := coalesce(current_setting('request.headers', true), '{}')::json ->> 'x-forwarded-for';
  caller text;
  application public.partner_applications;
  v_email text := btrim(coalesce(p_application ->> 'email', ''));
begin
  caller := nullif(btrim(split_part(coalesce(forwarded, ''), ',', 1)), '');
  perform pg_advisory_xact_lock(hashtext('partner-application:' || lower(v_email)));
  select * into limits from private.lead_limits;
  if (select count(*) from public.partner_applications a
       where lower(a.email) = lower(v_email) and a.created_at > now() - interval '1 hour') >= limits.per_email_per_hour then
    raise exception 'Too many requests from this email address. Please try again in an hour.'
      using errcode = 'P0001', hint = 'lead_rate_limit_email';
  end if;
  if caller is not null
     and (select count(*) from public.partner_applications a
           where a.client_address = caller and a.created_at > now() - interval '1 hour') >= limits.per_address_per_hour then
    raise exception 'Too many requests from your network. Please wait a while and try again.'
      using errcode = 'P0001', hint = 'lead_rate_limit_address';
  end if;
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
revoke execute on function public.apply_as_partner(jsonb) from public;
grant execute on function public.apply_as_partner(jsonb) to anon, authenticated, service_role;

/** A free partner id from a business name: 'Green Thumb Gardens' → green-thumb-gardens(-2, -3...). */
create or replace function private.partner_id_for(p_name text) returns text
language plpgsql stable
set search_path = ''
as $$
declare
  base text := left(btrim(regexp_replace(lower(p_name), '[^a-z0-9]+', '-', 'g'), '-'), 40);
  candidate text;
  n integer := 1;
begin
  if base = '' then base := 'partner'; end if;
  candidate := base;
  while exists (select 1 from public.partners p where p.id = candidate) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  return candidate;
end
$$;

create or replace function private.require_staff() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not (private.is_staff() or auth.role() = 'service_role') then
    raise exception 'Only staff may decide on partners' using errcode = '42501';
  end if;
end
$$;

/**
 * Approves a pending application: the partner gets its id (the one given, else one made from the
 * business name) and the approval mail is queued. Returns the partner id.
 */
create or replace function public.approve_partner_application(p_application uuid, p_partner_id text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  application public.partner_applications;
  v_partner_id text;
begin
  perform private.require_staff();
  select * into application from public.partner_applications a where a.id = p_application for update;
  if application.id is null or application.status <> 'pending' then
    raise exception 'This application is not waiting for a decision' using errcode = 'P0001',
      hint = 'partner_application_decided';
  end if;
  v_partner_id := coalesce(nullif(btrim(lower(p_partner_id)), ''), private.partner_id_for(application.business_name));
  if exists (select 1 from public.partners p where p.id = v_partner_id) then
    raise exception 'The partner id % is taken', v_partner_id using errcode = 'P0001', hint = 'partner_id_taken';
  end if;
  insert into public.partners (id, business_name, contact_name, email)
  values (v_partner_id, application.business_name, application.contact_name, application.email);
  update public.partner_applications a
     set status = 'approved', partner_id = v_partner_id, decided_at = now()
   where a.id = application.id;
  insert into public.email_outbox (template, to_email, to_name, application_id, payload)
  values ('partner-approved', application.email, application.contact_name, application.id,
          jsonb_build_object('partner_id', v_partner_id));
  return v_partner_id;
end
$$;

/** Declines a pending application with a reason the applicant is told. */
create or replace function public.decline_partner_application(p_application uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  application public.partner_applications;
begin
  perform private.require_staff();
  if char_length(btrim(coalesce(p_reason, ''))) < 3 then
    raise exception 'Say why the application is declined' using errcode = 'P0001', hint = 'partner_reason_missing';
  end if;
  update public.partner_applications a
     set status = 'declined', decline_reason = btrim(p_reason), decided_at = now()
   where a.id = p_application and a.status = 'pending'
  returning * into application;
  if application.id is null then
    raise exception 'This application is not waiting for a decision' using errcode = 'P0001',
      hint = 'partner_application_decided';
  end if;
  insert into public.email_outbox (template, to_email, to_name, application_id)
  values ('partner-declined', application.email, application.contact_name, application.id);
end
$$;

/**
 * Suspends a partner or makes it active again. A suspended partner's widgets keep working for
 * homeowners and its credit is kept; the status and its reason say why.
 */
create or replace function public.set_partner_status(p_partner text, p_status text, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  if p_status = 'suspended' and char_length(btrim(coalesce(p_reason, ''))) < 3 then
    raise exception 'Say why the partner is suspended' using errcode = 'P0001', hint = 'partner_reason_missing';
  end if;
  update public.partners p
     set status = p_status, status_reason = nullif(btrim(coalesce(p_reason, '')), ''), status_changed_at = now()
   where p.id = p_partner;
  if not found then
    raise exception 'No partner %', p_partner using errcode = 'P0001', hint = 'partner_not_found';
  end if;
end
$$;

revoke execute on function public.approve_partner_application(uuid, text), public.decline_partner_application(uuid, text),
  public.set_partner_status(text, text, text), private.partner_id_for(text), private.require_staff() from public;
grant execute on function public.approve_partner_application(uuid, text), public.decline_partner_application(uuid, text),
  public.set_partner_status(text, text, text) to authenticated, service_role;
