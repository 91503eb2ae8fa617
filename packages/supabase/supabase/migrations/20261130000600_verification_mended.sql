-- Issue 35, mended from review.
-- 1. A certificate is kept under a key of its own upload (certificates/{check}/{upload}); the Worker
--    asks first whether the account may attach one, and records the key; reading goes by the recorded
--    key. Nobody can overwrite or delete another builder's certificate by knowing a check's id.
-- 2. Every change of a builder's checks purges the builder's pages (the panel changes even when the
--    badge stays); a builder who moves state is judged by the new state's rule.
-- 3. A reminder is not sent for a check another verified check of the same kind outlasts.
-- 4. A builder has at most 10 documents waiting for staff at once.

alter table public.builder_checks add column certificate_key text;

-- Whether the signed-in builder may attach a certificate to this check (their insurance, unchecked).
create or replace function public.may_attach_certificate(p_check uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.builder_checks k
    where k.id = p_check and k.contractor_id = private.builder_contractor_id()
      and k.kind = 'insurance' and k.status = 'submitted')
$$;

drop function public.attach_my_certificate(uuid, text, integer);
create function public.attach_my_certificate(p_check uuid, p_key text, p_type text, p_bytes integer) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.my_listing();
  replaced text;
begin
  if p_key !~ ('^certificates/' || p_check || '/[0-9a-f-]{36}$') then
    raise exception 'Not a certificate key of this check.' using errcode = '22023', hint = 'certificate_not_yours';
  end if;
  select certificate_key into replaced from public.builder_checks
  where id = p_check and contractor_id = mine and kind = 'insurance' and status = 'submitted' for update;
  if not found then
    raise exception 'Attach a certificate to insurance you sent and we have not checked yet.'
      using errcode = 'P0002', hint = 'certificate_not_yours';
  end if;
  update public.builder_checks
  set certificate_key = p_key, certificate_type = p_type, certificate_bytes = p_bytes, certificate_at = now()
  where id = p_check;
  -- The key it replaces, for the Worker to delete.
  return replaced;
end
$$;

-- The key of a check's certificate, for its builder or staff; null for anyone else.
drop function public.may_read_certificate(uuid);
create function public.certificate_key(p_check uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select k.certificate_key from public.builder_checks k
  where k.id = p_check and (k.contractor_id = private.builder_contractor_id() or private.is_staff())
$$;

-- Whether each builder named is Verified today. With p_touch_all every one of them is updated (its
-- pages purged in one statement, as after a change of checks); otherwise only those whose badge changes.
drop function private.refresh_verification(uuid[]);
create function private.refresh_verification(p_contractors uuid[], p_touch_all boolean default false) returns void
language plpgsql
security definer
set search_path = ''
as $$
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
  where c.id = o.id and (p_touch_all or (c.verified, c.verified_until) is distinct from (o.verified, o.until));
end
$$;

-- After checks change: the badge recomputed, and every builder touched has its pages purged in the same
-- update (the panel may change though the badge does not).
create or replace function private.refresh_verification_of_checks() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_verification(array(select distinct contractor_id from changed_rows), true);
  return null;
end
$$;

-- A builder who moves to another state is judged by that state's rule at once.
create or replace function private.refresh_verification_of_moves() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  moved uuid[] := array(select n.id from new_rows n join old_rows o using (id) where n.state is distinct from o.state);
begin
  -- Only when a builder moved: the refresh's own update (no move) must not call it again, for ever.
  if cardinality(moved) > 0 then
    perform private.refresh_verification(moved);
  end if;
  return null;
end
$$;
create trigger contractors_verification_moved after update on public.contractors
  referencing old table as old_rows new table as new_rows for each statement
  execute function private.refresh_verification_of_moves();

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
$$;

-- At most 10 documents waiting at once, so one builder cannot bury everyone's in staff's queue.
create or replace function private.limit_waiting_checks() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.builder_checks where contractor_id = new.contractor_id and status = 'submitted') >= 10 then
    raise exception 'You have 10 documents waiting for our check. We will look at those first.'
      using errcode = '23514', hint = 'checks_waiting';
  end if;
  return new;
end
$$;
create trigger builder_checks_limit_waiting before insert on public.builder_checks
  for each row execute function private.limit_waiting_checks();

revoke execute on function private.refresh_verification_of_moves(), private.limit_waiting_checks(),
  private.refresh_verification(uuid[], boolean) from public;
revoke execute on function public.may_attach_certificate(uuid), public.attach_my_certificate(uuid, text, text, integer),
  public.certificate_key(uuid) from public, anon;
grant execute on function public.may_attach_certificate(uuid), public.attach_my_certificate(uuid, text, text, integer),
  public.certificate_key(uuid) to authenticated;
