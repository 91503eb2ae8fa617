create table public.partner_applications (
  id uuid default gen_random_uuid() not null,
  business_name text not null,
  contact_name text not null,
  email text not null,
  websites text[] not null,
  business_kind text not null,
  widgets text[] not null,
  status text default 'pending'::text not null,
  decline_reason text,
  partner_id text,
  client_address text,
  created_at timestamp with time zone default now() not null,
  decided_at timestamp with time zone,
  constraint application_business_kind CHECK (business_kind = ANY (ARRAY['landscaper'::text, 'garden-centre'::text, 'pond-shop'::text, 'pond-builder'::text, 'publisher'::text, 'other'::text])),
  constraint application_business_name CHECK (char_length(business_name) >= 2 AND char_length(business_name) <= 120),
  constraint application_client_address_max CHECK (char_length(client_address) <= 100),
  constraint application_contact_name CHECK (char_length(contact_name) >= 2 AND char_length(contact_name) <= 120),
  constraint application_decided CHECK ((status = 'pending'::text) = (decided_at IS NULL)),
  constraint application_declined_with_reason CHECK (status <> 'declined'::text OR char_length(btrim(COALESCE(decline_reason, ''::text))) >= 3),
  constraint application_status CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'declined'::text])),
  constraint application_websites CHECK (cardinality(websites) BETWEEN 1 AND 5 AND array_to_string(websites, ' '::text) ~ '^(https?://[a-z0-9.-]+(:[0-9]{1,5})?)( https?://[a-z0-9.-]+(:[0-9]{1,5})?)*$'::text),
  constraint application_widgets CHECK (private.are_widget_tags(widgets)),
  constraint partner_applications_pkey PRIMARY KEY (id)
);

alter table public.partner_applications add constraint application_email CHECK (private.is_email(email)) NOT VALID;

alter table public.partner_applications add constraint partner_applications_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES partners(id);

CREATE INDEX partner_applications_client_address ON public.partner_applications USING btree (client_address, created_at DESC);

CREATE INDEX partner_applications_email ON public.partner_applications USING btree (lower(email), created_at DESC);

CREATE INDEX partner_applications_pending ON public.partner_applications USING btree (created_at) WHERE (status = 'pending'::text);

revoke all on table public.partner_applications from public, anon, authenticated, service_role;
grant select on table public.partner_applications to authenticated;
grant all on table public.partner_applications to service_role;

alter table public.partner_applications enable row level security;

create policy "Staff read applications" on public.partner_applications
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION public.apply_as_partner(p_application jsonb)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.apply_as_partner(p_application jsonb) from public, anon, authenticated, service_role;
grant execute on function public.apply_as_partner(p_application jsonb) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.approve_partner_application(p_application uuid, p_partner_id text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.approve_partner_application(p_application uuid, p_partner_id text) from public, anon, authenticated, service_role;
grant execute on function public.approve_partner_application(p_application uuid, p_partner_id text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.decline_partner_application(p_application uuid, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.decline_partner_application(p_application uuid, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.decline_partner_application(p_application uuid, p_reason text) to anon, authenticated, service_role;
