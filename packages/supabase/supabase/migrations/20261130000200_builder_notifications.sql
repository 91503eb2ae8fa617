-- Issue 34: notifications a builder controls. A mail on each new request (the default), or one daily
-- digest of the day's requests instead; and a pause with an end ("on holiday until …"): while paused
-- the builder is not offered to homeowners and the profile says until when; the job queue ends the
-- pause on its own the day after.

alter table public.builder_accounts
  add column request_mail text not null default 'each'
    constraint builder_request_mail check (request_mail in ('each', 'daily'));

alter table public.contractors
  add column paused_until date,
  add constraint contractor_paused_until check (paused_until is null or paused_at is not null);

-- A builder's request mail waits for the digest: 'held' until the day's digest takes it ('digested').
alter table public.email_outbox
  drop constraint outbox_status,
  add constraint outbox_status
    check (status in ('queued', 'sending', 'sent', 'failed', 'cancelled', 'held', 'digested')),
  drop constraint outbox_template,
  add constraint outbox_template check (template in (
    'planner-copy', 'lead-to-builder', 'lead-confirmation', 'lead-withdrawn',
    'partner-application-received', 'partner-approved', 'partner-declined', 'partner-site-proven',
    'partner-statement', 'partner-site-check-failed', 'builder-claim-decided', 'request-quoted',
    'builder-request-digest'));

create or replace function private.hold_for_digest() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.template = 'lead-to-builder' and new.status = 'queued' and exists (
       select 1 from public.builder_accounts a where a.contractor_id = new.contractor_id and a.request_mail = 'daily') then
    new.status := 'held';
  end if;
  return new;
end
$$;
create trigger email_outbox_hold_for_digest before insert on public.email_outbox
  for each row execute function private.hold_for_digest();

-- The day's digests: one mail per builder naming every held request not withdrawn since; the held
-- mails are done with (digested, or cancelled when their request was withdrawn). Run by the job
-- queue's daily schedule; returns how many digests it queued.
create or replace function private.queue_builder_digests() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  with held as (
    update public.email_outbox o
    set status = case when l.withdrawn_at is null then 'digested' else 'cancelled' end,
        last_error = case when l.withdrawn_at is null then null else 'The homeowner withdrew the request.' end
    from public.lead_submissions l
    where o.status = 'held' and o.template = 'lead-to-builder' and l.id = o.lead_id
    returning o.contractor_id, o.to_email, o.to_name, o.lead_id, l.withdrawn_at, l.created_at
  ), digests as (
    insert into public.email_outbox (template, to_email, to_name, payload, contractor_id)
    select 'builder-request-digest', h.to_email, min(h.to_name),
           jsonb_build_object('lead_ids', jsonb_agg(h.lead_id order by h.created_at)), h.contractor_id
    from held h
    where h.withdrawn_at is null
    group by h.contractor_id, h.to_email
    returning 1
  )
  select count(*) into queued from digests;
  return queued;
end
$$;

-- The builder's choice of request mail.
create or replace function public.set_request_mail(p_mode text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.my_listing();
begin
  if p_mode not in ('each', 'daily') then
    raise exception 'Choose a mail for each request or a daily digest.' using errcode = '22023', hint = 'request_mail_invalid';
  end if;
  update public.builder_accounts set request_mail = p_mode where contractor_id = mine;
end
$$;

-- A pause, open-ended or until a day (inclusive) within a year; or taking requests again. Replaces
-- set_listing_paused(boolean).
create or replace function public.set_listing_pause(p_paused boolean, p_until date default null) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.my_listing();
  today date := (now() at time zone 'America/New_York')::date;
begin
  if p_paused and p_until is not null and (p_until < today or p_until > today + 366) then
    raise exception 'Choose a day from today to a year from now, or leave it empty.'
      using errcode = '22023', hint = 'pause_until_invalid';
  end if;
  update public.contractors
  set paused_at = case when p_paused then coalesce(paused_at, now()) end,
      paused_until = case when p_paused then p_until end
  where id = mine;
  insert into public.contractor_changes (contractor_id, changed_by, changed_by_email, role, before, after)
  values (mine, auth.uid(), auth.jwt() ->> 'email', 'builder',
          jsonb_build_object('paused', not p_paused),
          jsonb_build_object('paused', p_paused) || case when p_until is null then '{}'::jsonb
                                                         else jsonb_build_object('until', p_until) end);
end
$$;
drop function public.set_listing_paused(boolean);

-- Pauses whose last day has passed end (the job queue runs this every hour); their pages are purged
-- as any change to a builder is.
create or replace function private.end_past_pauses() returns integer
language sql
security definer
set search_path = ''
as $$
  with ended as (
    update public.contractors set paused_at = null, paused_until = null
    where paused_until < (now() at time zone 'America/New_York')::date
    returning 1
  )
  select count(*)::integer from ended
$$;

revoke execute on function private.hold_for_digest(), private.queue_builder_digests(), private.end_past_pauses()
  from public;
revoke execute on function public.set_request_mail(text), public.set_listing_pause(boolean, date) from public, anon;
grant execute on function public.set_request_mail(text), public.set_listing_pause(boolean, date) to authenticated;

create index contractors_paused_until on public.contractors (paused_until) where paused_until is not null;
