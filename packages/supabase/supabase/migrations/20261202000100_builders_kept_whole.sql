-- Issue 34, mended where it fell short of its text:
-- 1. A builder who keeps a listing gets its requests by mail: the account's address becomes the
--    business email requests go to (a claim staff approved had none, so its requests were 'phone';
--    an approved dispute kept mailing the old address).
-- 2. The homeowner's request page shows the request itself (project, place, message, when) and each
--    builder's contact date and quote together, with the quote's note (for the homeowner and staff).
-- 3. Response times for the builder and for staff from the first contacted mark (the profile still
--    waits for five); staff see every builder who keeps a listing with their figures.
-- 4. A new ZIP in another city moves the listing there (its city and state from the ZIP, logged), so
--    the old address answers 301 as after a new name; staff can put back every logged change,
--    pauses included.

-- 1. The account's address is where requests go.
create or replace function private.mail_requests_to_account() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.contractor_emails (contractor_id, email)
  values (new.contractor_id, new.email)
  on conflict on constraint contractor_emails_pkey do update set email = excluded.email;
  return null;
end
$$;
revoke execute on function private.mail_requests_to_account() from public;

create trigger builder_accounts_mail_requests after insert or update of email on public.builder_accounts
  for each row execute function private.mail_requests_to_account();

insert into public.contractor_emails (contractor_id, email)
select a.contractor_id, a.email from public.builder_accounts a
on conflict on constraint contractor_emails_pkey do update set email = excluded.email;

-- An import or a correction later does not take a kept listing's requests away from its builder.
create or replace function private.keep_account_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := coalesce((select a.email from public.builder_accounts a where a.contractor_id = new.contractor_id),
                        new.email);
  return new;
end
$$;
revoke execute on function private.keep_account_email() from public;

create trigger contractor_emails_keep_account before insert or update on public.contractor_emails
  for each row execute function private.keep_account_email();

-- 2. The homeowner's request page, as their signed link opens it: the request as they sent it, and each
-- builder they chose with their contact, their quote and its note (a not-a-fit stays the builder's).
-- It replaces request_progress, which had no request and no note.
create or replace function public.request_page(p_lead uuid, p_expires bigint, p_signature text) returns jsonb
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(p_signature = private.withdraw_signature(p_lead, p_expires), false)
     or not exists (select 1 from public.lead_submissions where id = p_lead) then
    raise exception 'This link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  -- The link lives as long as it can withdraw (60 days): after that, it shows nothing of the request.
  if to_timestamp(p_expires) < now() then
    raise exception 'This withdraw link has expired.' using errcode = 'P0001', hint = 'withdraw_link_expired';
  end if;
  return (
    select jsonb_build_object(
      'project_type', l.project_type, 'location', l.location, 'city', l.city, 'state', l.state,
      'message', l.message, 'sent_at', l.created_at, 'withdrawn', l.withdrawn_at is not null,
      'builders', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'name', c.name, 'city', c.city, 'state', c.state, 'contacted_at', r.contacted_at,
                 'outcome', nullif(r.outcome, 'not_fit'),
                 'quote_amount', case when r.outcome in ('quoted', 'won') then r.quote_amount end,
                 'quote_note', case when r.outcome in ('quoted', 'won') then r.quote_note end)
               order by r.slot)
        from public.lead_routes r join public.contractors c on c.id = r.contractor_id
        where r.lead_id = l.id), '[]'::jsonb))
    from public.lead_submissions l where l.id = p_lead);
end
$$;
revoke execute on function public.request_page(uuid, bigint, text) from public;
grant execute on function public.request_page(uuid, bigint, text) to anon, authenticated;

drop function public.request_progress(uuid, bigint, text);

-- 3. Response figures, computed once: requests that chose each builder, how many they marked contacted
-- and quoted, and the median minutes from chosen to contacted. The builder sees theirs from the first
-- contact, staff everyone's; a profile says it from the fifth contact on (@pond/core
-- RESPONSE_TIME_MIN_CONTACTED; private.response_time_min_contacted is compared with it by a test).
create or replace function private.response_time_min_contacted() returns integer
language sql immutable parallel safe
set search_path = ''
as $$ select 5 $$;

create or replace function private.response_figures(p_contractors uuid[] default null)
returns table (contractor_id uuid, requests integer, contacted integer, quoted integer, median_minutes integer)
language sql stable
security definer
set search_path = ''
as $$
  select r.contractor_id, count(*)::integer,
         (count(*) filter (where r.contacted_at is not null))::integer,
         (count(*) filter (where r.outcome in ('quoted', 'won')))::integer,
         round(extract(epoch from percentile_cont(0.5) within group (order by r.contacted_at - r.chosen_at)
           filter (where r.contacted_at is not null)) / 60)::integer
  from public.lead_routes r
  where p_contractors is null or r.contractor_id = any (p_contractors)
  group by r.contractor_id
$$;

create or replace function public.contractor_response_times(p_contractors uuid[] default null)
returns table (contractor_id uuid, median_minutes integer, answered integer)
language sql stable
security definer
set search_path = ''
as $$
  select f.contractor_id, f.median_minutes, f.contacted from private.response_figures(p_contractors) f
  where f.contacted >= private.response_time_min_contacted()
$$;

create or replace function public.my_response_time()
returns table (median_minutes integer, contacted integer, requests integer)
language sql stable
security definer
set search_path = ''
as $$
  select f.median_minutes, coalesce(f.contacted, 0), coalesce(f.requests, 0)
  from (select private.my_listing() as id) mine
  left join private.response_figures(array[mine.id]) f on true
$$;
revoke execute on function public.my_response_time() from public, anon;
grant execute on function public.my_response_time() to authenticated;

-- Staff's view of the builders who keep a listing: who, since when, and how they answer requests.
create or replace function public.builder_accounts_overview()
returns table (contractor_id uuid, name text, city text, state text, email text, claimed_at timestamptz,
  requests integer, contacted integer, quoted integer, median_minutes integer, paused_at timestamptz,
  paused_until date, request_mail text)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
  select a.contractor_id, c.name, c.city, c.state, a.email, a.claimed_at,
         coalesce(f.requests, 0), coalesce(f.contacted, 0), coalesce(f.quoted, 0), f.median_minutes,
         c.paused_at, c.paused_until, a.request_mail
  from public.builder_accounts a
  join public.contractors c on c.id = a.contractor_id
  left join private.response_figures(null) f on f.contractor_id = a.contractor_id
  order by a.claimed_at desc;
end
$$;
revoke execute on function public.builder_accounts_overview() from public, anon;
grant execute on function public.builder_accounts_overview() to authenticated;
revoke execute on function private.response_figures(uuid[]), private.response_time_min_contacted() from public;

-- 4. A builder's edit that sets a ZIP in another place moves the listing there: its city and state
-- become the ZIP's, in the same logged change (the old address then answers 301, as after a new name).
create or replace function private.follow_zip(p_contractor uuid, p_change bigint) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing public.contractors;
  place public.zip_codes;
begin
  if p_change is null or not exists (select 1 from public.contractor_changes
                                      where id = p_change and after ? 'postal_code') then
    return;
  end if;
  select * into listing from public.contractors where id = p_contractor;
  select * into place from public.zip_codes where zip = listing.postal_code;
  -- The same city as the pages group it by (contractors.city_key).
  if place.zip is null or (lower(btrim(place.city)) = listing.city_key and place.state = listing.state) then
    return;
  end if;
  update public.contractors set city = place.city, state = place.state where id = p_contractor;
  update public.contractor_changes
  set before = before || jsonb_build_object('city', listing.city, 'state', listing.state),
      after = after || jsonb_build_object('city', place.city, 'state', place.state)
  where id = p_change;
end
$$;
revoke execute on function private.follow_zip(uuid, bigint) from public;

create or replace function public.update_my_listing(p_changes jsonb) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  change_id bigint := private.apply_listing_changes(private.my_listing(), p_changes, 'builder');
begin
  perform private.follow_zip(private.my_listing(), change_id);
  return change_id;
end
$$;

-- Staff put a change back as it was before it: a listing's fields (and the place a ZIP moved it from),
-- or a pause; logged as staff's change.
create or replace function public.revert_listing_change(p_change bigint) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  change public.contractor_changes;
  now_row public.contractors;
  change_id bigint;
begin
  perform private.require_staff();
  select * into change from public.contractor_changes where id = p_change;
  if change.id is null then
    raise exception 'No such change.' using errcode = 'P0002', hint = 'change_not_found';
  end if;
  select * into now_row from public.contractors where id = change.contractor_id for update;
  if change.before ? 'paused' then
    update public.contractors
    set paused_at = case when (change.before ->> 'paused')::boolean then coalesce(paused_at, now()) end,
        paused_until = case when (change.before ->> 'paused')::boolean then (change.before ->> 'until')::date end
    where id = change.contractor_id;
    insert into public.contractor_changes (contractor_id, changed_by, changed_by_email, role, before, after, reverts)
    values (change.contractor_id, auth.uid(), auth.jwt() ->> 'email', 'staff',
            jsonb_strip_nulls(jsonb_build_object('paused', now_row.paused_at is not null, 'until', now_row.paused_until)),
            change.before, change.id)
    returning id into change_id;
    return change_id;
  end if;
  change_id := private.apply_listing_changes(change.contractor_id, change.before - 'city' - 'state', 'staff', change.id);
  -- A ZIP put back that did not move the listing then may move it now (a later change moved it).
  if not change.before ? 'city' then
    perform private.follow_zip(change.contractor_id, change_id);
    return change_id;
  end if;
  if (now_row.city, now_row.state) is distinct from (change.before ->> 'city', change.before ->> 'state') then
    update public.contractors set city = change.before ->> 'city', state = change.before ->> 'state'
    where id = change.contractor_id;
    if change_id is null then
      insert into public.contractor_changes (contractor_id, changed_by, changed_by_email, role, before, after, reverts)
      values (change.contractor_id, auth.uid(), auth.jwt() ->> 'email', 'staff', '{}', '{}', change.id)
      returning id into change_id;
    end if;
    update public.contractor_changes
    set before = before || jsonb_build_object('city', now_row.city, 'state', now_row.state),
        after = after || jsonb_build_object('city', change.before ->> 'city', 'state', change.before ->> 'state')
    where id = change_id;
  end if;
  return change_id;
end
$$;

-- A kept listing's address is its builder's own sign-in: the claim page hints no mailbox for it (a
-- second claim goes to staff as a dispute anyway).
create or replace function public.claim_listing_info(p_contractor uuid)
returns table (name text, city text, state text, claimed boolean, email_hint text)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  return query
  select c.name, c.city, c.state, a.contractor_id is not null,
         case when a.contractor_id is null then left(e.email, 1) || '•••@' || split_part(e.email, '@', 2) end
  from public.contractors c
  left join public.builder_accounts a on a.contractor_id = c.id
  left join public.contractor_emails e on e.contractor_id = c.id
  where c.id = p_contractor;
end
$$;
