create table public.lead_submissions (
  id uuid default gen_random_uuid() not null,
  name text not null,
  email text not null,
  phone text not null,
  project_type text not null,
  message text,
  location text,
  city text,
  state text,
  contractor_id uuid,
  contractor_name text,
  source text default 'site'::text not null,
  created_at timestamp with time zone default now() not null,
  client_address text,
  partner text,
  page_origin text,
  request_origin text,
  origin_mismatch boolean generated always as (((partner IS NOT NULL) AND (page_origin IS DISTINCT FROM request_origin))) stored,
  routed_at timestamp with time zone,
  withdrawn_at timestamp with time zone,
  contacted_at timestamp with time zone,
  choice_token uuid,
  campaign text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  form_token text,
  form_trap text,
  form_nonce uuid,
  consent_id text,
  confirmed_at timestamp with time zone,
  closed_at timestamp with time zone,
  pond_length_ft integer,
  pond_width_ft integer,
  pond_size text,
  budget text,
  timing text,
  machine_access text,
  rebuild boolean,
  call_time text,
  waiting_offered_at timestamp with time zone,
  plan jsonb,
  constraint lead_builder_site_partner CHECK (source <> 'builder-site'::text OR partner IS NULL),
  constraint lead_budget CHECK (budget = ANY (ARRAY['under-1000'::text, '1000-3000'::text, '3000-5000'::text, '5000-10000'::text, '10000-20000'::text, 'over-20000'::text, 'not-sure'::text])),
  constraint lead_call_time CHECK (call_time = ANY (ARRAY['morning'::text, 'afternoon'::text, 'evening'::text, 'any'::text])),
  constraint lead_campaign_format CHECK (private.is_campaign(campaign)),
  constraint lead_city_max CHECK (char_length(city) <= 100),
  constraint lead_contractor_name_max CHECK (char_length(contractor_name) <= 200),
  constraint lead_email_format CHECK (private.is_email(email)),
  constraint lead_email_max CHECK (char_length(email) <= 254),
  constraint lead_form_once UNIQUE (form_nonce),
  constraint lead_form_token_max CHECK (char_length(form_token) <= 200),
  constraint lead_form_trap_max CHECK (char_length(form_trap) <= 500),
  constraint lead_machine_access CHECK (machine_access = ANY (ARRAY['yes'::text, 'no'::text, 'not-sure'::text])),
  constraint lead_location_length CHECK (char_length(location) <= 200),
  constraint lead_message_length CHECK (char_length(message) <= 2000),
  constraint lead_name_length CHECK (char_length(btrim(name)) >= 2),
  constraint lead_name_max CHECK (char_length(name) <= 100),
  constraint lead_page_origin_length CHECK (char_length(page_origin) <= 300),
  constraint lead_partner_format CHECK (partner IS NULL OR private.is_partner_id(partner)),
  constraint lead_phone_length CHECK (char_length(btrim(phone)) >= 7),
  constraint lead_phone_max CHECK (char_length(phone) <= 30),
  constraint lead_plan CHECK (plan IS NULL OR private.is_attached_plan(plan)),
  constraint lead_pond_feet CHECK (pond_length_ft >= 1 AND pond_length_ft <= 500 AND pond_width_ft >= 1 AND pond_width_ft <= 500),
  constraint lead_pond_size CHECK (pond_size = ANY (ARRAY['small'::text, 'medium'::text, 'large'::text])),
  constraint lead_project_type CHECK ((project_type = ANY (ARRAY['Pond Design & Installation'::text, 'Water Feature Installation'::text, 'Koi Pond Construction'::text, 'Pond Maintenance'::text, 'Pond Repair & Renovation'::text, 'Other'::text])) OR (project_type = ANY (ARRAY['Pond Planner: koi'::text, 'Pond Planner: garden'::text, 'Pond Planner: ecosystem'::text, 'Pond Planner: waterfall'::text, 'Pond Planner: swimming'::text, 'Pond Planner: not-sure'::text]))),
  constraint lead_request_origin_max CHECK (char_length(request_origin) <= 300),
  constraint lead_source_length CHECK (char_length(source) >= 1 AND char_length(source) <= 300),
  constraint lead_state_code CHECK (state IS NULL OR private.is_state_code(state)),
  constraint lead_submissions_pkey PRIMARY KEY (id),
  constraint lead_timing CHECK (timing = ANY (ARRAY['within-month'::text, '1-3-months'::text, '3-6-months'::text, '6-12-months'::text, 'planning-only'::text])),
  constraint lead_utm_length CHECK (char_length(utm_source) <= 100 AND char_length(utm_medium) <= 100 AND char_length(utm_campaign) <= 100)
);

alter table public.lead_submissions add constraint lead_submissions_consent_id_fkey FOREIGN KEY (consent_id) REFERENCES consent_texts(id);

alter table public.lead_submissions add constraint lead_submissions_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE SET NULL;

CREATE INDEX lead_submissions_client_address ON public.lead_submissions USING btree (client_address, created_at DESC);

CREATE INDEX lead_submissions_created_at ON public.lead_submissions USING btree (created_at DESC);

CREATE INDEX lead_submissions_email ON public.lead_submissions USING btree (lower(email), created_at DESC);

CREATE INDEX lead_submissions_partner ON public.lead_submissions USING btree (partner, created_at DESC) WHERE (partner IS NOT NULL);

CREATE INDEX lead_submissions_phone_digits ON public.lead_submissions USING btree (regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text), created_at DESC);

comment on column public.lead_submissions.partner is 'The partner id a widget was embedded with; null for our own pages.';

comment on column public.lead_submissions.page_origin is 'The embedding page''s origin as the widget reported it.';

comment on column public.lead_submissions.request_origin is 'The Origin header of the request, recorded by the database.';

revoke all on table public.lead_submissions from public, anon, authenticated, service_role;
grant maintain, select on table public.lead_submissions to anon, authenticated;
grant all on table public.lead_submissions to service_role;
grant insert (id) on table public.lead_submissions to anon, authenticated;
grant insert (name) on table public.lead_submissions to anon, authenticated;
grant insert (email) on table public.lead_submissions to anon, authenticated;
grant insert (phone) on table public.lead_submissions to anon, authenticated;
grant insert (project_type) on table public.lead_submissions to anon, authenticated;
grant insert (message) on table public.lead_submissions to anon, authenticated;
grant insert (location) on table public.lead_submissions to anon, authenticated;
grant insert (city) on table public.lead_submissions to anon, authenticated;
grant insert (state) on table public.lead_submissions to anon, authenticated;
grant insert (contractor_id) on table public.lead_submissions to anon, authenticated;
grant insert (contractor_name) on table public.lead_submissions to anon, authenticated;
grant insert (source) on table public.lead_submissions to anon, authenticated;
grant insert (partner) on table public.lead_submissions to anon, authenticated;
grant insert (page_origin) on table public.lead_submissions to anon, authenticated;
grant update (contacted_at) on table public.lead_submissions to authenticated;
grant insert (choice_token) on table public.lead_submissions to anon, authenticated;
grant insert (campaign) on table public.lead_submissions to anon, authenticated;
grant insert (utm_source) on table public.lead_submissions to anon, authenticated;
grant insert (utm_medium) on table public.lead_submissions to anon, authenticated;
grant insert (utm_campaign) on table public.lead_submissions to anon, authenticated;
grant insert (form_token) on table public.lead_submissions to anon, authenticated;
grant insert (form_trap) on table public.lead_submissions to anon, authenticated;
grant insert (consent_id) on table public.lead_submissions to anon, authenticated;

alter table public.lead_submissions enable row level security;

create policy "Staff mark requests contacted" on public.lead_submissions
  for update to authenticated
  using (private.is_staff())
  with check (private.is_staff());

create policy "Staff read leads" on public.lead_submissions
  for select to authenticated
  using (private.is_staff());

create policy "Visitors submit leads" on public.lead_submissions
  for insert to anon, authenticated
  with check (true);

CREATE OR REPLACE FUNCTION public.start_quote_form()
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_start text := floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text || '.' || gen_random_uuid()::text;
begin
  return v_start || '.' || private.link_signature('quote-form.' || v_start);
end
$function$;

revoke all on function public.start_quote_form() from public, anon, authenticated, service_role;
grant execute on function public.start_quote_form() to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.check_form_proof()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function private.check_form_proof() from public, anon, authenticated, service_role;
grant execute on function private.check_form_proof() to public;

CREATE OR REPLACE FUNCTION private.limit_lead_requests()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function private.limit_lead_requests() from public, anon, authenticated, service_role;
grant execute on function private.limit_lead_requests() to public;

CREATE OR REPLACE FUNCTION private.record_request_origin()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- Whatever the client sent for request_origin is replaced by what the request itself carried.
  new.request_origin := left(nullif(btrim(
    coalesce(current_setting('request.headers', true), '{}')::json ->> 'origin'), ''), 300);
  return new;
end
$function$;

revoke all on function private.record_request_origin() from public, anon, authenticated, service_role;
grant execute on function private.record_request_origin() to public;

CREATE OR REPLACE FUNCTION private.require_site_builder()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- A request from a builder's own website goes to that builder alone, so it must name them. A trigger,
  -- not a check: contractor_id is set null when a builder is deleted, and that must still go through.
  if new.source = 'builder-site' and new.contractor_id is null then
    raise exception 'This form doesn''t say which builder it is for. Please reload the page and send it again.'
      using errcode = 'P0001', hint = 'lead_builder_site_builder';
  end if;
  return new;
end
$function$;

revoke all on function private.require_site_builder() from public, anon, authenticated, service_role;
grant execute on function private.require_site_builder() to public;

CREATE TRIGGER lead_submissions_confirmed_webhooks AFTER UPDATE OF confirmed_at, contacted_at ON lead_submissions FOR EACH ROW WHEN (old.confirmed_at IS NULL AND old.contacted_at IS NULL) EXECUTE FUNCTION private.confirmed_webhooks();

CREATE TRIGGER lead_submissions_builder_site BEFORE INSERT ON lead_submissions FOR EACH ROW EXECUTE FUNCTION private.require_site_builder();

CREATE TRIGGER lead_submissions_form_proof BEFORE INSERT ON lead_submissions FOR EACH ROW EXECUTE FUNCTION private.check_form_proof();

CREATE TRIGGER lead_submissions_rate_limit BEFORE INSERT ON lead_submissions FOR EACH ROW EXECUTE FUNCTION private.limit_lead_requests();

CREATE TRIGGER lead_submissions_request_origin BEFORE INSERT ON lead_submissions FOR EACH ROW EXECUTE FUNCTION private.record_request_origin();

CREATE TRIGGER lead_submissions_stamp_contacted BEFORE UPDATE OF contacted_at ON lead_submissions FOR EACH ROW EXECUTE FUNCTION private.stamp_contacted();

CREATE TRIGGER lead_submissions_webhooks AFTER INSERT OR UPDATE OF withdrawn_at ON lead_submissions FOR EACH ROW EXECUTE FUNCTION private.request_webhooks();
