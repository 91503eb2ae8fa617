-- Figures and credentials only from real acts:
-- * The networks a builder acts from (signing in, claiming, marking, editing) are kept 90 days; a
--   request whose email, phone or network is the builder's own (its account, its listing, its claims,
--   those networks) counts toward neither that builder's reviews nor their response time.
-- * A homeowner is invited to review only when the builder acted (contacted, quoted, won) or the
--   homeowner proved their mailbox and the builder's mail went out.
-- * A builder reads a homeowner's contact details only while they are owed: not once the request is
--   withdrawn, and for a digest builder not before the digest went.
-- * Guesses cost: one limiter of acts per network (and per listing) counts claims before any
--   comparison, review submissions and reports; the directory's offset is capped; response times
--   are answered one builder at a time.
-- * A quote mails the homeowner once per amount. Names and descriptions carry none of our badges
--   unless staff allowed that name.
-- * Claims end: an approval lapses after 14 days; only a dispute staff decided moves a listing from the
--   account that held it then; after a move the new account sees nothing written before it.

-- The limits of acts per hour (@pond/core ACT_LIMITS, compared by a test; a test run may lift them).
create table private.act_limits (
  kind text primary key,
  per_hour integer not null check (per_hour > 0)
);
insert into private.act_limits (kind, per_hour) values
  ('claim-network', 5), ('claim-listing', 5), ('claim-review-listing', 5), ('review', 10), ('report', 10);

create table private.acts (
  kind text not null,
  subject text not null,
  at timestamptz not null default now()
);
create index acts_by_subject on private.acts (kind, subject, at desc);

-- Counts one act of this kind by this subject (a network, a listing), or refuses it past the hour's
-- limit. Counted before anything the caller could learn from, and never rolled back by a refusal:
-- callers that refuse after counting return their refusal rather than raise it.
create or replace function private.limit_act(p_kind text, p_subject text, p_message text, p_hint text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_subject is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('act:' || p_kind || ':' || p_subject));
  delete from private.acts where kind = p_kind and subject = p_subject and at <= now() - interval '1 hour';
  if (select count(*) from private.acts where kind = p_kind and subject = p_subject)
     >= (select l.per_hour from private.act_limits l where l.kind = p_kind) then
    raise exception '%', p_message using errcode = 'P0001', hint = p_hint;
  end if;
  insert into private.acts (kind, subject) values (p_kind, p_subject);
end
$$;

-- Where a builder acts from: kept 90 days after each act (@pond/core OWN_NETWORK_DAYS).
create or replace function private.own_network_days() returns integer
language sql immutable parallel safe
set search_path = ''
as $$ select 90 $$;

create table private.builder_networks (
  contractor_id uuid not null references public.contractors (id) on delete cascade,
  network text not null,
  seen_at timestamptz not null default now(),
  primary key (contractor_id, network)
);

-- A network that tells someone apart: not this machine's loopback (the local stack, where homeowner
-- and builder are the same machine; in production the edge names the visitor's own address).
create or replace function private.identifies_network(p_address text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select p_address is not null and p_address !~ '^(127\.|::1$|::ffff:127\.)' $$;

create or replace function private.note_builder_network(p_contractor uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  here text := private.client_address();
begin
  if p_contractor is not null and private.identifies_network(here) then
    insert into private.builder_networks (contractor_id, network) values (p_contractor, here)
    on conflict (contractor_id, network) do update set seen_at = now();
  end if;
end
$$;

-- The builder's browser says it signed in; the network it did so from is the builder's own.
create or replace function public.note_my_sign_in() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.note_builder_network(private.my_listing());
end
$$;

-- Ten digits of a US phone number (the last ten: a leading 1 is the country), or null.
create or replace function private.phone_key(p_phone text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case when char_length(regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g')) >= 7
    then right(regexp_replace(p_phone, '[^0-9]', '', 'g'), 10) end
$$;

-- A request is the builder's own when its email, phone or network is theirs: the account's address,
-- the listing's email and phone, what any claim of the listing gave (declined ones aside), or a
-- network the builder acted from within 90 days of the request (before or after it).
create or replace function private.is_own_request(p_lead uuid, p_contractor uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.lead_submissions l
    where l.id = p_lead and (
      lower(btrim(l.email)) in (
        select lower(a.email) from public.builder_accounts a where a.contractor_id = p_contractor
        union all
        select lower(u.email) from public.builder_accounts a join auth.users u on u.id = a.user_id
         where a.contractor_id = p_contractor
        union all
        select lower(e.email) from public.contractor_emails e where e.contractor_id = p_contractor
        union all
        select lower(cl.email) from public.builder_claims cl
         where cl.contractor_id = p_contractor and cl.status <> 'declined')
      or private.phone_key(l.phone) in (
        select private.phone_key(c.phone) from public.contractors c where c.id = p_contractor
        union all
        select private.phone_key(cl.phone) from public.builder_claims cl
         where cl.contractor_id = p_contractor and cl.status <> 'declined')
      or l.client_address in (
        select n.network from private.builder_networks n
         where n.contractor_id = p_contractor
           and n.seen_at > l.created_at - private.own_network_days() * interval '1 day'
           and n.seen_at > now() - private.own_network_days() * interval '1 day'
        union all
        select cl.client_address from public.builder_claims cl
         where cl.contractor_id = p_contractor and cl.status <> 'declined'
           and private.identifies_network(cl.client_address)))
  )
$$;

-- Once the builder's own, always: decided as the route is made and at each mark, and kept, so a
-- phone changed or a network left later does not make the request count.
alter table public.lead_routes add column own_request boolean not null default false;

create or replace function private.note_own_route() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.own_request := new.own_request or private.is_own_request(new.lead_id, new.contractor_id);
  return new;
end
$$;
create trigger lead_routes_own_request before insert on public.lead_routes
  for each row execute function private.note_own_route();

-- A review is earned when the builder acted on the request, or the homeowner proved their mailbox and
-- the builder's mail (alone or in the digest) went out; never by a request that was the builder's own
-- or that the homeowner withdrew.
create or replace function private.review_earned(p_lead uuid, p_contractor uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
    where r.lead_id = p_lead and r.contractor_id = p_contractor and l.withdrawn_at is null
      and (r.contacted_at is not null or r.outcome in ('quoted', 'won')
           or (l.confirmed_at is not null and r.reached_at is not null))
  ) and not exists (select 1 from public.lead_routes r
                    where r.lead_id = p_lead and r.contractor_id = p_contractor and r.own_request)
    and not private.is_own_request(p_lead, p_contractor)
$$;

create or replace function private.queue_review_invitations() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  invited integer;
  reminded integer;
begin
  with due as (
    update public.lead_routes r set review_invited_at = now()
      from public.lead_submissions l
     where l.id = r.lead_id and l.withdrawn_at is null and r.review_invited_at is null
       and r.reached_at <= now() - interval '14 days' and r.reached_at > now() - interval '90 days'
       and not exists (select 1 from public.reviews v where v.lead_id = r.lead_id and v.contractor_id = r.contractor_id)
       and private.review_earned(r.lead_id, r.contractor_id)
    returning r.lead_id, r.contractor_id, l.email, l.name
  )
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-invitation', due.email, due.name, jsonb_build_object('reminder', false), due.lead_id, due.contractor_id
    from due;
  get diagnostics invited = row_count;

  with due as (
    update public.lead_routes r set review_reminded_at = now()
      from public.lead_submissions l
     where l.id = r.lead_id and l.withdrawn_at is null and r.review_invited_at is not null
       and r.review_reminded_at is null and r.reached_at <= now() - interval '45 days'
       and r.reached_at > now() - interval '90 days'
       -- Never both mails at once (a request first invited late): a week apart at least.
       and r.review_invited_at <= now() - interval '7 days'
       and not exists (select 1 from public.reviews v where v.lead_id = r.lead_id and v.contractor_id = r.contractor_id)
       and private.review_earned(r.lead_id, r.contractor_id)
    returning r.lead_id, r.contractor_id, l.email, l.name
  )
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-invitation', due.email, due.name, jsonb_build_object('reminder', true), due.lead_id, due.contractor_id
    from due;
  get diagnostics reminded = row_count;
  return invited + reminded;
end
$$;

/** The route a review link opens, once the review is earned; or an exception a visitor can read. */
create or replace function private.reviewable_route(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text)
returns public.lead_routes
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  route public.lead_routes;
begin
  if p_lead is null or p_contractor is null or p_expires is null or p_signature is null
     or p_signature is distinct from private.review_signature(p_lead, p_contractor, p_expires) then
    raise exception 'This review link is not valid.' using errcode = 'P0001', hint = 'review_link_invalid';
  end if;
  if to_timestamp(p_expires) < now() then
    raise exception 'This review link has expired.' using errcode = 'P0001', hint = 'review_link_expired';
  end if;
  select * into route from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor;
  if route.lead_id is null then
    raise exception 'This review link is not valid.' using errcode = 'P0001', hint = 'review_link_invalid';
  end if;
  if route.reached_at is null or not private.review_earned(p_lead, p_contractor) then
    raise exception 'Your request has not reached this builder yet, so there is nothing to review.'
      using errcode = 'P0001', hint = 'review_not_reached';
  end if;
  return route;
end
$$;

create or replace function public.send_review_invitation(p_lead uuid, p_contractor uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only staff send review invitations.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor) then
    raise exception 'This request did not choose this builder.' using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.lead_submissions l where l.id = p_lead and l.withdrawn_at is not null) then
    raise exception 'The homeowner withdrew this request: no invitation is sent.'
      using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if private.is_own_request(p_lead, p_contractor) then
    raise exception 'This request came from the builder''s own email, phone or network: it earns no review.'
      using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.lead_routes r
              where r.lead_id = p_lead and r.contractor_id = p_contractor and r.reached_at is null)
     or not private.review_earned(p_lead, p_contractor) then
    raise exception 'The builder has not answered this request and the homeowner has not confirmed their email: mark them contacted first.'
      using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.reviews v where v.lead_id = p_lead and v.contractor_id = p_contractor) then
    raise exception 'The homeowner has reviewed this builder already.' using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  update public.lead_routes r set review_invited_at = coalesce(r.review_invited_at, now())
   where r.lead_id = p_lead and r.contractor_id = p_contractor;
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-invitation', l.email, l.name, jsonb_build_object('reminder', false, 'early', true), l.id, p_contractor
    from public.lead_submissions l where l.id = p_lead;
end
$$;

-- Response figures without the builder's own requests.
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
  where (p_contractors is null or r.contractor_id = any (p_contractors))
    and not r.own_request and not private.is_own_request(r.lead_id, r.contractor_id)
  group by r.contractor_id
$$;

-- A profile's response time: one builder at a time.
drop function public.contractor_response_times(uuid[]);
create function public.contractor_response_time(p_contractor uuid)
returns table (contractor_id uuid, median_minutes integer, answered integer)
language sql stable
security definer
set search_path = ''
as $$
  select f.contractor_id, f.median_minutes, f.contacted
  from private.response_figures(array[p_contractor]) f
  where p_contractor is not null and f.contacted >= private.response_time_min_contacted()
$$;
revoke execute on function public.contractor_response_time(uuid) from public;
grant execute on function public.contractor_response_time(uuid) to anon, authenticated;

-- What an account sees of its listing's past: everything, unless it took the listing from another
-- account (a dispute), then only what was written since.
alter table public.builder_accounts add column sees_from timestamptz not null default '-infinity';

create or replace function private.builder_sees_from() returns timestamptz
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((select a.sees_from from public.builder_accounts a
                    where a.contractor_id = private.builder_contractor_id()), 'infinity')
$$;
revoke execute on function private.builder_sees_from() from public;
grant execute on function private.builder_sees_from() to authenticated;

drop policy "Builders read their listing's changes; staff read all" on public.contractor_changes;
create policy "Builders read their listing's changes since they took it; staff read all" on public.contractor_changes
  for select to authenticated
  using ((contractor_id = private.builder_contractor_id() and changed_at >= private.builder_sees_from())
         or private.is_staff());

drop policy "Builders read their own checks; staff read all" on public.builder_checks;
create policy "Builders read their own checks since they took the listing; staff read all" on public.builder_checks
  for select to authenticated
  using ((contractor_id = private.builder_contractor_id() and submitted_at >= private.builder_sees_from())
         or private.is_staff());

create or replace function public.may_attach_certificate(p_check uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.builder_checks k
    where k.id = p_check and k.contractor_id = private.builder_contractor_id()
      and k.submitted_at >= private.builder_sees_from()
      and k.kind = 'insurance' and k.status = 'submitted')
$$;

create or replace function public.certificate_key(p_check uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select k.certificate_key from public.builder_checks k
  where k.id = p_check
    and ((k.contractor_id = private.builder_contractor_id() and k.submitted_at >= private.builder_sees_from())
         or private.is_staff())
$$;

create or replace function public.attach_my_certificate(p_check uuid, p_key text, p_type text, p_bytes integer) returns text
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
  where id = p_check and contractor_id = mine and kind = 'insurance' and status = 'submitted'
    and submitted_at >= private.builder_sees_from()
  for update;
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

-- The signed-in builder's requests since they took the listing, newest first. The homeowner's name,
-- email and phone only while they are owed: within 60 days of the choice, not once withdrawn, and not
-- while the request waits for the builder's daily digest.
create or replace function public.builder_requests()
returns table (
  lead_id uuid, chosen_at timestamptz, name text, email text, phone text, project_type text, message text,
  location text, city text, state text, builders_chosen integer, withdrawn boolean, contacted_at timestamptz,
  outcome text, quote_amount integer, quote_note text, not_fit_reason text
)
language sql stable
security definer
set search_path = ''
as $$
  select r.lead_id, r.chosen_at,
         case when owed then l.name end, case when owed then l.email end, case when owed then l.phone end,
         l.project_type, l.message, l.location, l.city, l.state,
         (select count(*)::integer from public.lead_routes o where o.lead_id = r.lead_id),
         l.withdrawn_at is not null, r.contacted_at, r.outcome, r.quote_amount, r.quote_note, r.not_fit_reason
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
$$;

-- The amounts the homeowner was mailed about: a quote mails them once per amount, however the marks go.
alter table public.lead_routes add column quote_mailed_amounts integer[] not null default '{}';
update public.lead_routes set quote_mailed_amounts = array[quote_amount]
 where outcome in ('quoted', 'won') and quote_amount is not null;



create or replace function public.mark_request(
  p_lead uuid, p_mark text, p_amount integer default null, p_note text default null, p_reason text default null
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.builder_contractor_id();
  route public.lead_routes;
begin
  if mine is null then
    raise exception 'Sign in as a builder to mark requests.' using errcode = '42501', hint = 'not_builder';
  end if;
  select * into route from public.lead_routes
   where lead_id = p_lead and contractor_id = mine and chosen_at >= private.builder_sees_from()
   for update;
  if route.lead_id is null then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  if p_mark not in ('contacted', 'quoted', 'won', 'not_fit') then
    raise exception 'Unknown mark %.', p_mark using errcode = '22023', hint = 'request_mark_invalid';
  end if;
  if p_mark = 'not_fit' and not coalesce(private.is_not_fit_reason(p_reason), false) then
    raise exception 'Choose why the request is not a fit.' using errcode = '22023', hint = 'request_reason_invalid';
  end if;
  if p_mark = 'quoted' and (p_amount not between 1 and 10000000 or char_length(p_note) > 1000) then
    raise exception 'A quote is a whole number of dollars and a note of at most 1,000 characters.'
      using errcode = '22023', hint = 'request_quote_invalid';
  end if;
  perform private.note_builder_network(mine);
  update public.lead_routes r set
    contacted_at = case when p_mark <> 'not_fit' then coalesce(r.contacted_at, now()) else r.contacted_at end,
    outcome = case when p_mark = 'contacted' then r.outcome else p_mark end,
    quote_amount = case when p_mark = 'quoted' then p_amount else r.quote_amount end,
    quote_note = case when p_mark = 'quoted' then nullif(btrim(p_note), '') else r.quote_note end,
    not_fit_reason = case when p_mark = 'not_fit' then p_reason else null end,
    outcome_at = case when p_mark = 'contacted' then r.outcome_at else now() end,
    quote_mailed_amounts = case when p_mark = 'quoted' and not (p_amount = any (r.quote_mailed_amounts))
      then r.quote_mailed_amounts || p_amount else r.quote_mailed_amounts end,
    own_request = r.own_request or private.is_own_request(p_lead, mine)
  where r.lead_id = p_lead and r.contractor_id = mine;
  if p_mark = 'quoted' and not (p_amount = any (route.quote_mailed_amounts)) then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    select 'request-quoted', l.email, l.name, jsonb_build_object('lead_id', l.id), l.id, mine
    from public.lead_submissions l where l.id = p_lead and l.withdrawn_at is null;
  end if;
end
$$;

-- Our badges are ours: a listing's name or description that borrows them (@pond/core carriesBadge,
-- compared by a test) is refused, unless staff allowed that very name.
create or replace function private.carries_badge(p_text text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  -- Read as shown: full-width and other compatibility forms folded (NFKC), invisible characters gone.
  with shown as (
    select regexp_replace(normalize(coalesce(p_text, ''), NFKC), '[\u00AD\u200B-\u200F\u2060\uFEFF]', '', 'g') as words
  )
  select words ~ '[✓✔☑✅★☆⭐⭑🌟🏅🏆]'
      or words ~* '\m(verified|vetted|top[- ]?rated|best[- ]?rated|highest[- ]?rated|5[- ]?stars?|five[- ]?stars?)\M'
  from shown
$$;

create table private.allowed_listing_names (
  contractor_id uuid primary key references public.contractors (id) on delete cascade,
  name text not null,
  allowed_by uuid,
  allowed_at timestamptz not null default now()
);

create or replace function private.apply_listing_changes(
  p_contractor uuid, p_changes jsonb, p_role text, p_reverts bigint default null
) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array['name', 'description', 'phone', 'website', 'street', 'postal_code',
    'services', 'service_cities', 'service_radius_miles', 'hours', 'founded_year'];
  bad text;
  current_row public.contractors;
  next_row public.contractors;
  before jsonb := '{}';
  after jsonb := '{}';
  field text;
  change_id bigint;
begin
  select key into bad from jsonb_object_keys(p_changes) as key where key <> all (allowed) limit 1;
  if bad is not null then
    raise exception 'A listing has no field %.', bad using errcode = '22023', hint = 'listing_invalid', detail = bad;
  end if;
  select * into current_row from public.contractors where id = p_contractor for update;
  if current_row.id is null then
    raise exception 'No such listing.' using errcode = 'P0002', hint = 'claim_no_listing';
  end if;
  -- Blank text is no value; the text fields are trimmed.
  select jsonb_object_agg(key, case when jsonb_typeof(value) = 'string'
           then coalesce(to_jsonb(nullif(btrim(value #>> '{}'), '')), 'null'::jsonb) else value end)
    into p_changes from jsonb_each(p_changes);
  begin
    next_row := jsonb_populate_record(current_row, coalesce(p_changes, '{}'));
  exception when others then
    raise exception 'A field of the listing has the wrong type.' using errcode = '22023', hint = 'listing_invalid', detail = 'type';
  end;
  bad := case
    when next_row.name is null or char_length(next_row.name) > 200 then 'name'
    when p_role = 'builder' and next_row.name is distinct from current_row.name and private.carries_badge(next_row.name)
      and not exists (select 1 from private.allowed_listing_names a
                       where a.contractor_id = p_contractor and a.name = next_row.name) then 'nameBadge'
    when char_length(next_row.description) > 1500 then 'description'
    when p_role = 'builder' and next_row.description is distinct from current_row.description
      and private.carries_badge(next_row.description) then 'descriptionBadge'
    when next_row.phone is not null and not private.is_listing_phone(next_row.phone) then 'phone'
    when next_row.website is not null and not private.is_listing_website(next_row.website) then 'website'
    when char_length(next_row.street) > 200 then 'street'
    when next_row.postal_code !~ '^\d{5}$' then 'postalCode'
    when next_row.services is null or exists (select 1 from unnest(next_row.services) s where not private.is_builder_service(s))
      then 'services'
    when next_row.service_cities is null or cardinality(next_row.service_cities) > 20
      or exists (select 1 from unnest(next_row.service_cities) s where btrim(coalesce(s, '')) = '' or char_length(s) > 100)
      then 'serviceCities'
    when next_row.service_radius_miles not between 1 and 250 then 'radiusMiles'
    when char_length(next_row.hours) > 200 then 'hours'
    when next_row.founded_year not between 1850 and extract(year from now())::integer then 'foundedYear'
  end;
  if bad is not null then
    raise exception 'The listing''s % is not valid.', bad using errcode = '22023', hint = 'listing_invalid', detail = bad;
  end if;
  foreach field in array allowed loop
    if to_jsonb(current_row) -> field is distinct from to_jsonb(next_row) -> field then
      before := before || jsonb_build_object(field, to_jsonb(current_row) -> field);
      after := after || jsonb_build_object(field, to_jsonb(next_row) -> field);
    end if;
  end loop;
  if after = '{}' then
    return null;
  end if;
  update public.contractors c set
    name = next_row.name, description = next_row.description, phone = next_row.phone, website = next_row.website,
    street = next_row.street, postal_code = next_row.postal_code, services = next_row.services,
    service_cities = next_row.service_cities, service_radius_miles = next_row.service_radius_miles,
    hours = next_row.hours, founded_year = next_row.founded_year
  where c.id = p_contractor;
  insert into public.contractor_changes (contractor_id, changed_by, changed_by_email, role, before, after, reverts)
  values (p_contractor, auth.uid(), auth.jwt() ->> 'email', p_role, before, after, p_reverts)
  returning id into change_id;
  return change_id;
end
$$;

create or replace function public.update_my_listing(p_changes jsonb) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.my_listing();
  change_id bigint;
begin
  perform private.note_builder_network(mine);
  change_id := private.apply_listing_changes(mine, p_changes, 'builder');
  perform private.follow_zip(mine, change_id);
  return change_id;
end
$$;

-- Staff allow a name that truly carries one of our words ("Verified Pond Works LLC") and set it,
-- logged as staff's change; the builder may then keep or save that very name.
create or replace function public.allow_listing_name(p_contractor uuid, p_name text) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  change_id bigint;
begin
  perform private.require_staff();
  if btrim(coalesce(p_name, '')) = '' or char_length(btrim(p_name)) > 200 then
    raise exception 'The listing''s name is not valid.' using errcode = '22023', hint = 'listing_invalid', detail = 'name';
  end if;
  change_id := private.apply_listing_changes(p_contractor, jsonb_build_object('name', btrim(p_name)), 'staff');
  insert into private.allowed_listing_names (contractor_id, name, allowed_by)
  values (p_contractor, btrim(p_name), auth.uid())
  on conflict (contractor_id) do update set name = excluded.name, allowed_by = excluded.allowed_by, allowed_at = now();
  return change_id;
end
$$;
revoke execute on function public.allow_listing_name(uuid, text) from public, anon;
grant execute on function public.allow_listing_name(uuid, text) to authenticated;

-- A claim by the business email. The network's and the listing's limits count first, so a guess at the
-- address costs an attempt whatever it finds; past them nothing is compared. What the attempt found
-- is returned, not raised (a raise would take the count back): null when the claim is recorded, else
-- the refusal's hint.
drop function public.claim_listing_by_email(uuid, text);
create function public.claim_listing_by_email(p_contractor uuid, p_email text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  held text;
begin
  if not exists (select 1 from public.contractors where id = p_contractor) then
    raise exception 'No such listing.' using errcode = 'P0002', hint = 'claim_no_listing';
  end if;
  perform private.limit_act('claim-network', private.client_address(),
    'Too many claims from this network. Please try again in an hour.', 'claim_limit');
  perform private.limit_act('claim-listing', p_contractor::text,
    'Too many claims of this listing. Please try again in an hour.', 'claim_limit');
  if exists (select 1 from public.builder_accounts where contractor_id = p_contractor) then
    return 'claim_taken';
  end if;
  select email into held from public.contractor_emails where contractor_id = p_contractor;
  if held is null then
    return 'claim_no_email';
  end if;
  if lower(btrim(coalesce(p_email, ''))) is distinct from lower(held) then
    return 'claim_email_mismatch';
  end if;
  insert into public.builder_claims (contractor_id, kind, email, client_address)
  values (p_contractor, 'email', held, private.client_address());
  return null;
end
$$;
revoke execute on function public.claim_listing_by_email(uuid, text) from public;
grant execute on function public.claim_listing_by_email(uuid, text) to anon, authenticated;

create or replace function public.request_claim_review(
  p_contractor uuid, p_name text, p_email text, p_phone text, p_website text, p_note text
) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.contractors where id = p_contractor) then
    raise exception 'No such listing.' using errcode = 'P0002', hint = 'claim_no_listing';
  end if;
  perform private.limit_act('claim-network', private.client_address(),
    'Too many claims from this network. Please try again in an hour.', 'claim_limit');
  -- Their own count: requests for staff never use up the listing's email claims.
  perform private.limit_act('claim-review-listing', p_contractor::text,
    'Too many claims of this listing. Please try again in an hour.', 'claim_limit');
  insert into public.builder_claims (contractor_id, kind, email, name, phone, website, note, client_address)
  values (
    p_contractor,
    case when exists (select 1 from public.builder_accounts where contractor_id = p_contractor)
      then 'dispute' else 'review' end,
    btrim(p_email), nullif(btrim(p_name), ''), nullif(btrim(p_phone), ''), nullif(btrim(p_website), ''),
    nullif(btrim(p_note), ''), private.client_address());
end
$$;

drop function private.limit_claims();

-- Days an approved claim waits to be used (@pond/core CLAIM_APPROVAL_DAYS).
create or replace function private.claim_approval_days() returns integer
language sql immutable parallel safe
set search_path = ''
as $$ select 14 $$;

-- After signing in: the oldest claim waiting for this account's (confirmed) email becomes the account's
-- listing. An email claim, while the held address is still that one and nobody has the listing; a
-- claim staff approved within the last 14 days; and only an approved dispute moves a listing from an
-- account, the one that held it when staff decided. An approval that finds the listing taken since
-- is declined with the reason. The new account sees nothing of the listing's past after a move.
create or replace function public.complete_builder_claim() returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  account auth.users;
  claim public.builder_claims;
  holder public.builder_accounts;
begin
  select * into account from auth.users where id = auth.uid();
  if account.id is null or account.email_confirmed_at is null then
    return null;
  end if;
  select cl.* into claim from public.builder_claims cl
  where lower(cl.email) = lower(account.email)
    and ((cl.status = 'approved'
          and coalesce(cl.decided_at, cl.created_at) > now() - private.claim_approval_days() * interval '1 day')
      or (cl.kind = 'email' and cl.status = 'pending' and cl.created_at > now() - interval '1 day'
          and exists (select 1 from public.contractor_emails e
                      where e.contractor_id = cl.contractor_id and lower(e.email) = lower(cl.email))
          and not exists (select 1 from public.builder_accounts a where a.contractor_id = cl.contractor_id)))
  order by (cl.status = 'approved') desc, cl.created_at
  limit 1
  for update;
  if claim.id is null then
    return null;
  end if;
  if account.raw_app_meta_data ->> 'role' in ('staff', 'partner') then
    raise exception 'This account is a staff or partner account.' using errcode = 'P0001', hint = 'claim_account_taken';
  end if;
  if exists (select 1 from public.builder_accounts where user_id = account.id and contractor_id <> claim.contractor_id) then
    raise exception 'This account already keeps a listing.' using errcode = 'P0001', hint = 'claim_has_listing';
  end if;
  select * into holder from public.builder_accounts
   where contractor_id = claim.contractor_id and user_id <> account.id for update;
  if holder.user_id is not null
     and not (claim.kind = 'dispute' and claim.status = 'approved'
              and holder.claimed_at < coalesce(claim.decided_at, claim.created_at)) then
    update public.builder_claims
       set status = 'declined',
           reason = 'Another account took this listing after your claim was approved. Ask us to look again.'
     where id = claim.id;
    return null;
  end if;
  if holder.user_id is not null then
    delete from public.builder_accounts where contractor_id = claim.contractor_id;
    update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' - 'contractor_id' where id = holder.user_id;
  end if;
  insert into public.builder_accounts (contractor_id, user_id, email, sees_from)
  values (claim.contractor_id, account.id, account.email,
          case when holder.user_id is not null then now() else '-infinity' end)
  on conflict (contractor_id) do nothing;
  update auth.users
  set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
    || jsonb_build_object('role', 'builder', 'contractor_id', claim.contractor_id)
  where id = account.id;
  update public.builder_claims set status = 'completed', decided_at = coalesce(decided_at, now()) where id = claim.id;
  -- Other email claims of the same listing are spent.
  update public.builder_claims set status = 'declined', reason = 'Another claim was completed first.'
  where contractor_id = claim.contractor_id and id <> claim.id and kind = 'email' and status = 'pending';
  perform private.note_builder_network(claim.contractor_id);
  return claim.contractor_id;
end
$$;

-- Review submissions and reports: ten an hour from one network each.
alter table public.review_reports add column client_address text;

create or replace function public.submit_review(
  p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text,
  p_stars integer, p_title text, p_body text, p_hired boolean, p_project_type text, p_own_experience boolean)
returns table (review_id uuid, created boolean, editable_until timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.lead_submissions;
  existing public.reviews;
  field text;
begin
  perform private.reviewable_route(p_lead, p_contractor, p_expires, p_signature);
  perform private.limit_act('review', private.client_address(),
    'Too many reviews from this network. Please try again in an hour.', 'review_limit');
  select * into lead from public.lead_submissions l where l.id = p_lead;
  field := case
    when p_stars is null or p_stars not between 1 and 5 then 'stars'
    when char_length(btrim(coalesce(p_title, ''))) not between 3 and 100 then 'title'
    when char_length(btrim(coalesce(p_body, ''))) not between 50 and 2000 then 'body'
    when p_hired is null then 'hired'
    when p_project_type is null or p_project_type not in ('Pond Design & Installation', 'Water Feature Installation',
      'Koi Pond Construction', 'Pond Maintenance', 'Pond Repair & Renovation', 'Other') then 'projectType'
    when p_own_experience is not true then 'ownExperience'
  end;
  if field is not null then
    raise exception 'This review is not complete.' using errcode = 'P0001', hint = 'review_invalid', detail = field;
  end if;

  select * into existing from public.reviews r where r.lead_id = p_lead and r.contractor_id = p_contractor for update;
  if existing.id is not null then
    if existing.status = 'removed' then
      raise exception 'This review was removed by our moderators and cannot be edited.'
        using errcode = 'P0001', hint = 'review_removed';
    end if;
    if existing.created_at + interval '30 days' < now() then
      raise exception 'A review can be edited for 30 days after it is posted.'
        using errcode = 'P0001', hint = 'review_edit_closed';
    end if;
    update public.reviews r
       set stars = p_stars, title = btrim(p_title), body = btrim(p_body), hired = p_hired,
           project_type = p_project_type, updated_at = now()
     where r.id = existing.id;
    return query select existing.id, false, existing.created_at + interval '30 days';
    return;
  end if;

  insert into public.reviews (lead_id, contractor_id, stars, title, body, hired, project_type, first_name, city,
                              state, request_month)
  values (p_lead, p_contractor, p_stars, btrim(p_title), btrim(p_body), p_hired, p_project_type,
          left(split_part(btrim(lead.name), ' ', 1), 60), nullif(btrim(lead.city), ''), lead.state,
          date_trunc('month', lead.created_at)::date)
  returning * into existing;
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-posted', e.email, c.name, jsonb_build_object('review_id', existing.id), p_lead, c.id
    from public.contractors c join public.contractor_emails e on e.contractor_id = c.id
   where c.id = p_contractor;
  return query select existing.id, true, existing.created_at + interval '30 days';
end
$$;

create or replace function public.report_review(p_review uuid, p_reason text, p_note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_reason is null or p_reason not in ('private-information', 'hate-or-harassment', 'not-about-this-builder',
     'conflict-of-interest', 'advertising-or-spam', 'illegal-content', 'other') then
    raise exception 'Choose why you report this review.' using errcode = 'P0001', hint = 'review_invalid', detail = 'reason';
  end if;
  if char_length(coalesce(p_note, '')) > 1000 then
    raise exception 'Keep the note to 1,000 characters.' using errcode = 'P0001', hint = 'review_invalid', detail = 'note';
  end if;
  if p_reason = 'other' and char_length(btrim(coalesce(p_note, ''))) < 3 then
    raise exception 'Tell us what is wrong with this review.' using errcode = 'P0001', hint = 'review_invalid', detail = 'note';
  end if;
  if not exists (select 1 from public.reviews r where r.id = p_review and r.status = 'published') then
    raise exception 'This review was not found.' using errcode = 'P0001', hint = 'review_not_found';
  end if;
  perform private.limit_act('report', private.client_address(),
    'Too many reports from this network. Please try again in an hour.', 'review_limit');
  -- Enough to act on; more open reports of one review add nothing for staff to read.
  if (select count(*) from public.review_reports rr where rr.review_id = p_review and rr.handled_at is null) >= 50 then
    return;
  end if;
  insert into public.review_reports (review_id, reason, note, client_address)
  values (p_review, p_reason, nullif(btrim(p_note), ''), private.client_address());
end
$$;

-- The directory pages no further than its count (@pond/core DIRECTORY_COUNT_CAP): a deeper offset
-- would read and skip every builder before it. The search itself is unchanged, behind this door.
create or replace function private.directory_offset_cap() returns integer
language sql immutable parallel safe
set search_path = ''
as $$ select 1000 $$;

alter function public.search_contractors(text, text, text[], text, numeric, text, numeric, integer, integer, text, boolean)
  rename to search_contractors_uncapped;
alter function public.search_contractors_uncapped(text, text, text[], text, numeric, text, numeric, integer, integer, text, boolean)
  set schema private;

create function public.search_contractors(
  p_city text default null,
  p_state text default null,
  p_states text[] default null,
  p_postal_code text default null,
  p_min_rating numeric default null,
  p_near_zip text default null,
  p_radius_miles numeric default null,
  p_limit integer default 9,
  p_offset integer default 0,
  p_sort text default null,
  p_verified_only boolean default false
)
returns table (
  id uuid, name text, slug text, city text, state text, postal_code text, street text, phone text,
  website text, image_url text, rating numeric, reviews integer, distance_miles double precision,
  total_count bigint, verified boolean, verified_reviews integer, verified_rating numeric
)
language plpgsql stable
set search_path = ''
as $$
begin
  if coalesce(p_offset, 0) > private.directory_offset_cap() then
    return;
  end if;
  return query select * from private.search_contractors_uncapped(p_city, p_state, p_states, p_postal_code,
    p_min_rating, p_near_zip, p_radius_miles, p_limit, p_offset, p_sort, p_verified_only);
end
$$;
revoke execute on function public.search_contractors(text, text, text[], text, numeric, text, numeric, integer, integer, text, boolean) from public;
grant execute on function public.search_contractors(text, text, text[], text, numeric, text, numeric, integer, integer, text, boolean) to anon, authenticated;
-- Anyone the door lets through runs the search with their own rights, as before; the API does not
-- reach the private schema, so only the door is callable.
grant execute on function private.search_contractors_uncapped(text, text, text[], text, numeric, text, numeric, integer, integer, text, boolean) to anon, authenticated;

-- What the photo door asks before it reads a byte: whose listing this is and how many photos it may
-- still add (@pond/core PHOTO_LIMITS.perListing). Not a builder: refused with hint 'not_builder'.
create or replace function public.my_photo_allowance()
returns table (contractor_id uuid, photos_left integer)
language sql stable
security definer
set search_path = ''
as $$
  select mine.id, greatest(24 - (select count(*)::integer from public.contractor_photos p where p.contractor_id = mine.id), 0)
  from (select private.my_listing() as id) mine
$$;

revoke execute on function private.identifies_network(text), private.limit_act(text, text, text, text),
  private.own_network_days(), private.note_builder_network(uuid), private.phone_key(text),
  private.is_own_request(uuid, uuid), private.review_earned(uuid, uuid), private.carries_badge(text),
  private.claim_approval_days(), private.directory_offset_cap(), private.note_own_route() from public;
grant execute on function private.directory_offset_cap() to anon, authenticated;
revoke execute on function public.note_my_sign_in(), public.my_photo_allowance() from public, anon;
grant execute on function public.note_my_sign_in(), public.my_photo_allowance() to authenticated;
