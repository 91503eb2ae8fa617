-- Issue 35 (part): what we verified about each builder, when, by whom and against which public source.
-- A builder submits a licence, insurance or business registration from their dashboard; staff check it
-- against the public source they name and record the outcome. Each verified check counts until its
-- last day (insurance: the policy's end; licence: its expiry or 12 months; registration: 12 months,
-- @pond/core checkValidUntil). A builder is Verified with current insurance and, where their state
-- licenses this work, a current licence (@pond/core isVerified): contractors.verified says so, kept by
-- these functions and by the job queue's daily run, and every change of it purges the builder's pages.

create or replace function private.state_licenses_ponds(p_state text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select p_state in ('CA', 'NC', 'OR') $$;

create table public.builder_checks (
  id uuid primary key default gen_random_uuid(),
  contractor_id uuid not null references public.contractors (id) on delete cascade,
  kind text not null constraint check_kind check (kind in ('licence', 'insurance', 'registration')),
  state text constraint check_state check (state is null or private.is_state_code(state)),
  -- The licence, policy or entity number as printed.
  number text not null constraint check_number check (char_length(btrim(number)) between 1 and 50),
  classification text constraint check_classification check (char_length(classification) <= 200),
  -- Who issued it: the board, the insurance company, the state office.
  authority text not null constraint check_authority check (char_length(btrim(authority)) between 1 and 200),
  coverage_amount integer constraint check_coverage check (coverage_amount between 100000 and 100000000),
  expires_on date,
  submitted_at timestamptz not null default now(),
  status text not null default 'submitted' constraint check_status check (status in ('submitted', 'verified', 'declined')),
  -- Staff's record: what the public source showed (e.g. "active"), where, when and who.
  outcome text constraint check_outcome check (char_length(outcome) <= 200),
  source_url text constraint check_source_url check (source_url ~ '^https?://[^\s]+$'),
  checked_at timestamptz,
  checked_by uuid,
  checked_by_email text,
  valid_until date,
  reminded_30 boolean not null default false,
  reminded_7 boolean not null default false,
  constraint insurance_has_expiry check (kind <> 'insurance' or expires_on is not null),
  constraint insurance_has_coverage check (kind <> 'insurance' or coverage_amount is not null),
  constraint licence_has_state check (kind = 'insurance' or state is not null),
  constraint verified_is_recorded check (status <> 'verified' or (source_url is not null and checked_at is not null and valid_until is not null))
);
create index builder_checks_contractor on public.builder_checks (contractor_id, kind);
create index builder_checks_valid on public.builder_checks (valid_until) where status = 'verified';
alter table public.builder_checks enable row level security;
grant select on public.builder_checks to authenticated;
create policy "Builders read their own checks; staff read all" on public.builder_checks
  for select to authenticated using (contractor_id = private.builder_contractor_id() or private.is_staff());

alter table public.contractors
  add column verified boolean not null default false,
  add column verified_until date;

-- Whether a builder is Verified today, and until when, from their checks (as @pond/core isVerified).
create or replace function private.refresh_verification(p_contractors uuid[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  with held as (
    select c.id,
           (select max(k.valid_until) from public.builder_checks k
             where k.contractor_id = c.id and k.kind = 'insurance' and k.status = 'verified' and k.valid_until >= current_date) as insured,
           (select max(k.valid_until) from public.builder_checks k
             where k.contractor_id = c.id and k.kind = 'licence' and k.status = 'verified' and k.valid_until >= current_date
               and k.state = c.state) as licensed,
           private.state_licenses_ponds(c.state) as needs_licence
    from public.contractors c where c.id = any (p_contractors)
  ), outcome as (
    select id,
           insured is not null and (not needs_licence or licensed is not null) as verified,
           case when insured is not null and (not needs_licence or licensed is not null)
                then case when needs_licence then least(insured, licensed) else insured end end as until
    from held
  )
  update public.contractors c set verified = o.verified, verified_until = o.until
  from outcome o
  where c.id = o.id and (c.verified, c.verified_until) is distinct from (o.verified, o.until);
end
$$;

create or replace function private.refresh_verification_of_checks() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_verification(array(select distinct contractor_id from changed_rows));
  return null;
end
$$;
create trigger builder_checks_verification_inserted after insert on public.builder_checks
  referencing new table as changed_rows for each statement execute function private.refresh_verification_of_checks();
create trigger builder_checks_verification_updated after update on public.builder_checks
  referencing new table as changed_rows for each statement execute function private.refresh_verification_of_checks();
create trigger builder_checks_verification_deleted after delete on public.builder_checks
  referencing old table as changed_rows for each statement execute function private.refresh_verification_of_checks();

-- The day a check stops counting (@pond/core checkValidUntil).
create or replace function private.check_valid_until(p_kind text, p_checked_on date, p_expires_on date) returns date
language sql immutable
set search_path = ''
as $$
  select case p_kind
    when 'insurance' then p_expires_on
    when 'licence' then least(coalesce(p_expires_on, (p_checked_on + interval '12 months')::date), (p_checked_on + interval '12 months')::date)
    else (p_checked_on + interval '12 months')::date
  end
$$;

-- A builder submits a document of theirs for staff to check.
create or replace function public.submit_my_check(
  p_kind text, p_state text, p_number text, p_classification text, p_authority text,
  p_coverage integer default null, p_expires_on date default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.my_listing();
  made uuid;
begin
  if p_kind not in ('licence', 'insurance', 'registration') then
    raise exception 'Choose a licence, insurance or a business registration.' using errcode = '22023', hint = 'check_invalid', detail = 'kind';
  end if;
  if p_kind <> 'insurance' and (p_state is null or not private.is_state_code(p_state)) then
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
  values (mine, p_kind, case when p_kind = 'insurance' then nullif(p_state, '') else p_state end, btrim(p_number),
          nullif(btrim(coalesce(p_classification, '')), ''), btrim(p_authority),
          case when p_kind = 'insurance' then p_coverage end, p_expires_on)
  returning id into made;
  return made;
end
$$;

-- Staff record what the named public source showed: verified (with where and what), or declined (why).
create or replace function public.decide_check(p_check uuid, p_verified boolean, p_source_url text, p_outcome text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- What anyone may read of a builder's checks: those that hold today, without policy numbers.
create or replace function public.builder_verification(p_contractor uuid)
returns table (kind text, state text, number text, classification text, authority text, coverage_amount integer,
               outcome text, source_url text, checked_at timestamptz, valid_until date)
language sql stable
security definer
set search_path = ''
as $$
  select k.kind, k.state, case when k.kind = 'insurance' then null else k.number end, k.classification, k.authority,
         k.coverage_amount, k.outcome, k.source_url, k.checked_at, k.valid_until
  from public.builder_checks k
  where k.contractor_id = p_contractor and k.status = 'verified' and k.valid_until >= current_date
  order by array_position(array['licence', 'insurance', 'registration'], k.kind), k.checked_at desc
$$;

-- The job queue's daily run: checks past their last day stop counting (the builders' pages are purged
-- as their verified state changes), and builders are mailed 30 and 7 days before a check ends.
create or replace function private.expire_checks() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  reminded integer;
begin
  perform private.refresh_verification(array(
    select id from public.contractors where verified and verified_until < current_date));
  with due as (
    update public.builder_checks k
    set reminded_30 = true, reminded_7 = reminded_7 or k.valid_until <= current_date + 7
    where k.status = 'verified' and k.valid_until >= current_date
      and ((not k.reminded_30 and k.valid_until <= current_date + 30) or (not k.reminded_7 and k.valid_until <= current_date + 7))
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
$$;

alter table public.email_outbox
  drop constraint outbox_template,
  add constraint outbox_template check (template in (
    'planner-copy', 'lead-to-builder', 'lead-confirmation', 'lead-withdrawn',
    'partner-application-received', 'partner-approved', 'partner-declined', 'partner-site-proven',
    'partner-statement', 'partner-site-check-failed', 'builder-claim-decided', 'request-quoted',
    'builder-request-digest', 'check-expiring'));

revoke execute on function private.state_licenses_ponds(text), private.refresh_verification(uuid[]),
  private.refresh_verification_of_checks(), private.check_valid_until(text, date, date), private.expire_checks()
  from public;
revoke execute on function public.submit_my_check(text, text, text, text, text, integer, date),
  public.decide_check(uuid, boolean, text, text) from public, anon;
grant execute on function public.submit_my_check(text, text, text, text, text, integer, date),
  public.decide_check(uuid, boolean, text, text) to authenticated;
revoke execute on function public.builder_verification(uuid) from public;
grant execute on function public.builder_verification(uuid) to anon, authenticated;
