create table public.builder_checks (
  id uuid default gen_random_uuid() not null,
  contractor_id uuid not null,
  kind text not null,
  state text,
  number text not null,
  classification text,
  authority text not null,
  coverage_amount integer,
  expires_on date,
  submitted_at timestamp with time zone default now() not null,
  status text default 'submitted'::text not null,
  outcome text,
  source_url text,
  checked_at timestamp with time zone,
  checked_by uuid,
  checked_by_email text,
  valid_until date,
  reminded_30 boolean default false not null,
  reminded_7 boolean default false not null,
  certificate_type text,
  certificate_bytes integer,
  certificate_at timestamp with time zone,
  certificate_key text,
  constraint builder_checks_pkey PRIMARY KEY (id),
  constraint check_authority CHECK (char_length(btrim(authority)) >= 1 AND char_length(btrim(authority)) <= 200),
  constraint check_certificate_bytes CHECK (certificate_bytes >= 1 AND certificate_bytes <= 10485760),
  constraint check_certificate_type CHECK (certificate_type = ANY (ARRAY['pdf'::text, 'jpeg'::text, 'png'::text])),
  constraint check_classification CHECK (char_length(classification) <= 200),
  constraint check_coverage CHECK (coverage_amount >= 100000 AND coverage_amount <= 100000000),
  constraint check_kind CHECK (kind = ANY (ARRAY['licence'::text, 'insurance'::text, 'registration'::text, 'aquascape_cac'::text, 'ippca_member'::text, 'ippca_certified'::text, 'nalp_certified'::text])),
  constraint check_number CHECK (char_length(btrim(number)) >= 1 AND char_length(btrim(number)) <= 50),
  constraint check_outcome CHECK (char_length(outcome) <= 200),
  constraint check_source_url CHECK (source_url ~ '^https?://[^\s]+$'::text),
  constraint check_state CHECK (state IS NULL OR private.is_state_code(state)),
  constraint check_status CHECK (status = ANY (ARRAY['submitted'::text, 'verified'::text, 'declined'::text])),
  constraint insurance_has_coverage CHECK (kind <> 'insurance'::text OR coverage_amount IS NOT NULL),
  constraint insurance_has_expiry CHECK (kind <> 'insurance'::text OR expires_on IS NOT NULL),
  constraint licence_has_state CHECK (kind <> ALL (ARRAY['licence'::text, 'registration'::text]) OR state IS NOT NULL),
  constraint verified_is_recorded CHECK (status <> 'verified'::text OR source_url IS NOT NULL AND checked_at IS NOT NULL AND valid_until IS NOT NULL)
);

alter table public.builder_checks add constraint builder_checks_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

CREATE INDEX builder_checks_contractor ON public.builder_checks USING btree (contractor_id, kind);

CREATE INDEX builder_checks_valid ON public.builder_checks USING btree (valid_until) WHERE (status = 'verified'::text);

revoke all on table public.builder_checks from public, anon, authenticated, service_role;
grant maintain, select on table public.builder_checks to anon, authenticated;
grant all on table public.builder_checks to service_role;

alter table public.builder_checks enable row level security;

create policy "Builders read their own checks since they took the listing; sta" on public.builder_checks
  for select to authenticated
  using ((((contractor_id = private.builder_contractor_id()) AND (submitted_at >= private.builder_sees_from())) OR private.is_staff()));

CREATE OR REPLACE FUNCTION private.expire_checks()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  reminded integer;
begin
  perform private.refresh_verification(array(
    select id from public.contractors where verified and verified_until < current_date
    union
    select id from public.contractors where credentials_until < current_date));
  with due as (
    update public.builder_checks k
    set reminded_30 = true, reminded_7 = reminded_7 or k.valid_until <= current_date + 7
    where k.status = 'verified' and k.valid_until >= current_date
      and ((not k.reminded_30 and k.valid_until <= current_date + 30) or (not k.reminded_7 and k.valid_until <= current_date + 7))
      -- Renewed already: another verified check of the kind (and state) lasts longer.
      and not exists (
        select 1 from public.builder_checks later
        where later.contractor_id = k.contractor_id and later.kind = k.kind and later.status = 'verified'
          and later.state is not distinct from k.state and later.valid_until > k.valid_until)
    returning k.id, k.contractor_id
  ), mailed as (
    insert into public.email_outbox (template, to_email, to_name, payload, contractor_id)
    select 'check-expiring', a.email, c.name, jsonb_build_object('check_id', d.id), d.contractor_id
    from due d join public.builder_accounts a on a.contractor_id = d.contractor_id
    join public.contractors c on c.id = d.contractor_id
    returning 1
  )
  select count(*) into reminded from mailed;
  return reminded;
end
$function$;

revoke all on function private.expire_checks() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.refresh_verification(p_contractors uuid[], p_touch_all boolean DEFAULT false)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if coalesce(cardinality(p_contractors), 0) = 0 then
    return;
  end if;
  with held as (
    select c.id,
           (select max(k.valid_until) from public.builder_checks k
             where k.contractor_id = c.id and k.kind = 'insurance' and k.status = 'verified' and k.valid_until >= current_date) as insured,
           (select max(k.valid_until) from public.builder_checks k
             where k.contractor_id = c.id and k.kind = 'licence' and k.status = 'verified' and k.valid_until >= current_date
               and k.state = c.state) as licensed,
           private.state_licenses_ponds(c.state) as needs_licence,
           -- The trade's credentials held today (not part of Verified), and the first day one ends.
           (select coalesce(array_agg(distinct k.kind order by k.kind), '{}') from public.builder_checks k
             where k.contractor_id = c.id and k.kind = any (private.credential_kinds()) and k.status = 'verified'
               and k.valid_until >= current_date) as credentials,
           (select min(k.valid_until) from public.builder_checks k
             where k.contractor_id = c.id and k.kind = any (private.credential_kinds()) and k.status = 'verified'
               and k.valid_until >= current_date) as credentials_until
    from public.contractors c where c.id = any (p_contractors)
  ), outcome as (
    select id, credentials, credentials_until,
           insured is not null and (not needs_licence or licensed is not null) as verified,
           case when insured is not null and (not needs_licence or licensed is not null)
                then case when needs_licence then least(insured, licensed) else insured end end as until
    from held
  )
  update public.contractors c
  set verified = o.verified, verified_until = o.until, credentials = o.credentials, credentials_until = o.credentials_until
  from outcome o
  where c.id = o.id
    and (p_touch_all or (c.verified, c.verified_until, c.credentials, c.credentials_until)
                        is distinct from (o.verified, o.until, o.credentials, o.credentials_until));
end
$function$;

revoke all on function private.refresh_verification(p_contractors uuid[], p_touch_all boolean) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.builder_verification(p_contractor uuid)
 RETURNS TABLE(kind text, state text, number text, classification text, authority text, coverage_amount integer, outcome text, source_url text, checked_at timestamp with time zone, valid_until date)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select k.kind, k.state, case when k.kind = 'insurance' then null else k.number end, k.classification, k.authority,
         k.coverage_amount, k.outcome, k.source_url, k.checked_at, k.valid_until
  from public.builder_checks k
  where k.contractor_id = p_contractor and k.status = 'verified' and k.valid_until >= current_date
  order by array_position(array['licence', 'insurance', 'registration', 'aquascape_cac', 'ippca_certified', 'ippca_member', 'nalp_certified'], k.kind), k.checked_at desc
$function$;

revoke all on function public.builder_verification(p_contractor uuid) from public, anon, authenticated, service_role;
grant execute on function public.builder_verification(p_contractor uuid) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.decide_check(p_check uuid, p_verified boolean, p_source_url text, p_outcome text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  item public.builder_checks;
begin
  perform private.require_staff();
  select * into item from public.builder_checks where id = p_check for update;
  if item.id is null then
    raise exception 'No such check.' using errcode = 'P0002', hint = 'check_not_found';
  end if;
  if p_verified and coalesce(p_source_url, '') !~ '^https?://[^\s]+$' then
    raise exception 'Enter the public address you checked it at.' using errcode = '22023', hint = 'check_invalid', detail = 'sourceUrl';
  end if;
  if char_length(btrim(coalesce(p_outcome, ''))) not between 1 and 200 then
    raise exception 'Say what the source showed, or why you decline.' using errcode = '22023', hint = 'check_invalid', detail = 'outcome';
  end if;
  update public.builder_checks
  set status = case when p_verified then 'verified' else 'declined' end,
      source_url = case when p_verified then p_source_url end,
      outcome = btrim(p_outcome), checked_at = now(), checked_by = auth.uid(), checked_by_email = auth.jwt() ->> 'email',
      valid_until = case when p_verified then private.check_valid_until(kind, current_date, expires_on) end,
      reminded_30 = false, reminded_7 = false
  where id = p_check;
end
$function$;

revoke all on function public.decide_check(p_check uuid, p_verified boolean, p_source_url text, p_outcome text) from public, anon, authenticated, service_role;
grant execute on function public.decide_check(p_check uuid, p_verified boolean, p_source_url text, p_outcome text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.submit_my_check(p_kind text, p_state text, p_number text, p_classification text, p_authority text, p_coverage integer DEFAULT NULL::integer, p_expires_on date DEFAULT NULL::date)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.my_listing();
  made uuid;
begin
  if p_kind is null or not (p_kind in ('licence', 'insurance', 'registration') or p_kind = any (private.credential_kinds())) then
    raise exception 'Choose what it is from the list: a licence, insurance, a registration or a trade credential.' using errcode = '22023', hint = 'check_invalid', detail = 'kind';
  end if;
  if p_kind in ('licence', 'registration') and (p_state is null or not private.is_state_code(p_state)) then
    raise exception 'Choose the state that issued it.' using errcode = '22023', hint = 'check_invalid', detail = 'state';
  end if;
  if char_length(btrim(coalesce(p_number, ''))) not between 1 and 50 then
    raise exception 'Enter the number as it is printed.' using errcode = '22023', hint = 'check_invalid', detail = 'number';
  end if;
  if char_length(btrim(coalesce(p_authority, ''))) not between 1 and 200 then
    raise exception 'Enter who issued it.' using errcode = '22023', hint = 'check_invalid', detail = 'authority';
  end if;
  if p_kind = 'insurance' and (p_coverage is null or p_coverage not between 100000 and 100000000) then
    raise exception 'Enter the coverage in whole dollars.' using errcode = '22023', hint = 'check_invalid', detail = 'coverage';
  end if;
  if (p_kind = 'insurance' and p_expires_on is null) or p_expires_on < current_date then
    raise exception 'Enter the day it ends, today or later.' using errcode = '22023', hint = 'check_invalid', detail = 'expiresOn';
  end if;
  insert into public.builder_checks (contractor_id, kind, state, number, classification, authority, coverage_amount, expires_on)
  values (mine, p_kind, case when p_kind in ('licence', 'registration') then p_state else nullif(p_state, '') end, btrim(p_number),
          nullif(btrim(coalesce(p_classification, '')), ''), btrim(p_authority),
          case when p_kind = 'insurance' then p_coverage end, p_expires_on)
  returning id into made;
  return made;
end
$function$;

revoke all on function public.submit_my_check(p_kind text, p_state text, p_number text, p_classification text, p_authority text, p_coverage integer, p_expires_on date) from public, anon, authenticated, service_role;
grant execute on function public.submit_my_check(p_kind text, p_state text, p_number text, p_classification text, p_authority text, p_coverage integer, p_expires_on date) to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.limit_waiting_checks()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (select count(*) from public.builder_checks where contractor_id = new.contractor_id and status = 'submitted') >= 10 then
    raise exception 'You have 10 documents waiting for our check. We will look at those first.'
      using errcode = '23514', hint = 'checks_waiting';
  end if;
  return new;
end
$function$;

revoke all on function private.limit_waiting_checks() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.refresh_verification_of_checks()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.refresh_verification(array(select distinct contractor_id from changed_rows), true);
  return null;
end
$function$;

revoke all on function private.refresh_verification_of_checks() from public, anon, authenticated, service_role;

CREATE TRIGGER builder_checks_limit_waiting BEFORE INSERT ON builder_checks FOR EACH ROW EXECUTE FUNCTION private.limit_waiting_checks();

CREATE TRIGGER builder_checks_verification_deleted AFTER DELETE ON builder_checks REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION private.refresh_verification_of_checks();

CREATE TRIGGER builder_checks_verification_inserted AFTER INSERT ON builder_checks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION private.refresh_verification_of_checks();

CREATE TRIGGER builder_checks_verification_updated AFTER UPDATE ON builder_checks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION private.refresh_verification_of_checks();

-- The trade's own credentials (@pond/core CREDENTIAL_KINDS): checked as licences are, shown on the
-- profile and filterable, but not part of what "Verified" means.
CREATE OR REPLACE FUNCTION private.credential_kinds()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select array['aquascape_cac', 'ippca_member', 'ippca_certified', 'nalp_certified'] $function$;

revoke all on function private.credential_kinds() from public, anon, authenticated, service_role;
grant execute on function private.credential_kinds() to public;
