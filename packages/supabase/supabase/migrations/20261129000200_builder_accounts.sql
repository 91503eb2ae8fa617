-- Issue 34 (part): builders come in. A builder claims a listing by signing in with the business
-- email staff hold for it (contractor_emails), or staff check the claim by hand; the account then
-- carries role 'builder' and the listing's contractor id, set here and nowhere else. The builder
-- keeps the listing true through one function that checks every field as the dashboard's form does
-- (@pond/core's listing rules) and logs each change with who and when; staff see and revert changes.
-- Every change is an update of public.contractors, so issue 33's triggers purge its pages.

-- The listing's own words, shown on the profile.
alter table public.contractors
  add column description text constraint contractor_description_length check (char_length(description) <= 1500),
  add column services text[] not null default '{}',
  add column service_cities text[] not null default '{}',
  add column service_radius_miles integer
    constraint contractor_service_radius check (service_radius_miles between 1 and 250),
  add column hours text constraint contractor_hours_length check (char_length(hours) <= 200),
  add column founded_year integer constraint contractor_founded_year check (founded_year between 1850 and 2100);

-- The services a builder may offer: the spec's project types but 'Other' (@pond/core BUILDER_SERVICES).
create or replace function private.is_builder_service(service text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select service in ('Pond Design & Installation', 'Water Feature Installation', 'Koi Pond Construction',
  'Pond Maintenance', 'Pond Repair & Renovation') $$;

-- A listing's phone (@pond/core isListingPhone): digits and the usual separators, at least 7 digits.
create or replace function private.is_listing_phone(phone text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select char_length(btrim(phone)) <= 30 and btrim(phone) ~ '^[0-9+().\-\s]+$'
  and char_length(regexp_replace(phone, '\D', '', 'g')) >= 7 $$;

-- A listing's website (@pond/core isListingWebsite): http(s) with a dotted host.
create or replace function private.is_listing_website(website text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select char_length(btrim(website)) <= 300 and btrim(website) ~* '^https?://[^/\s?#:@]+\.[^/\s?#:@]+([:/?#]\S*)?$' $$;

-- One account keeps one listing, and a listing has one account at a time.
create table public.builder_accounts (
  contractor_id uuid primary key references public.contractors (id) on delete cascade,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  email text not null,
  claimed_at timestamptz not null default now()
);
alter table public.builder_accounts enable row level security;

-- A claim: proven by the business email ('email'), or checked by staff ('review'; 'dispute' when the
-- listing already has an account). What the claimant offers is for staff's eyes only.
create table public.builder_claims (
  id uuid primary key default gen_random_uuid(),
  contractor_id uuid not null references public.contractors (id) on delete cascade,
  kind text not null constraint builder_claim_kind check (kind in ('email', 'review', 'dispute')),
  email text not null constraint builder_claim_email check (private.is_email(email)),
  name text constraint builder_claim_name check (char_length(name) <= 100),
  phone text constraint builder_claim_phone check (char_length(phone) <= 30),
  website text constraint builder_claim_website check (char_length(website) <= 300),
  note text constraint builder_claim_note check (char_length(note) <= 1000),
  status text not null default 'pending'
    constraint builder_claim_status check (status in ('pending', 'approved', 'declined', 'completed')),
  reason text constraint builder_claim_reason check (char_length(reason) <= 500),
  client_address text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid
);
create index builder_claims_pending on public.builder_claims (created_at) where status in ('pending', 'approved');
create index builder_claims_email on public.builder_claims (lower(email));
alter table public.builder_claims enable row level security;

-- Every change of a listing by its builder or by staff: the fields it changed, before and after.
create table public.contractor_changes (
  id bigint generated always as identity primary key,
  contractor_id uuid not null references public.contractors (id) on delete cascade,
  changed_by uuid,
  changed_by_email text,
  role text not null constraint contractor_change_role check (role in ('builder', 'staff')),
  before jsonb not null,
  after jsonb not null,
  reverts bigint references public.contractor_changes (id),
  changed_at timestamptz not null default now()
);
create index contractor_changes_contractor on public.contractor_changes (contractor_id, changed_at desc);
alter table public.contractor_changes enable row level security;

-- The signed-in builder's listing: the account's row, and the role in the token the database set.
create or replace function private.builder_contractor_id() returns uuid
language sql stable
security definer
set search_path = ''
as $$
  select a.contractor_id from public.builder_accounts a
  where a.user_id = auth.uid() and auth.jwt() -> 'app_metadata' ->> 'role' = 'builder'
$$;

grant select on public.builder_accounts, public.builder_claims, public.contractor_changes to authenticated;
create policy "Builders read their own account; staff read all" on public.builder_accounts
  for select to authenticated using (user_id = auth.uid() or private.is_staff());
create policy "Staff read claims" on public.builder_claims
  for select to authenticated using (private.is_staff());
create policy "Builders read their listing's changes; staff read all" on public.contractor_changes
  for select to authenticated using (contractor_id = private.builder_contractor_id() or private.is_staff());

-- What the claim page shows: the listing, whether it has an account, and which mailbox a link would go
-- to (its local part hidden). Nothing for an unknown id.
create or replace function public.claim_listing_info(p_contractor uuid)
returns table (name text, city text, state text, claimed boolean, email_hint text)
language sql stable
security definer
set search_path = ''
as $$
  select c.name, c.city, c.state,
         exists (select 1 from public.builder_accounts a where a.contractor_id = c.id),
         (select left(e.email, 1) || '•••@' || split_part(e.email, '@', 2)
            from public.contractor_emails e where e.contractor_id = c.id)
  from public.contractors c where c.id = p_contractor
$$;

-- At most five claims an hour from one network: a claim mails a business or asks staff for time.
create or replace function private.limit_claims() returns void
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.builder_claims
        where client_address = private.client_address() and created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Too many claims from this address. Please try again in an hour.'
      using errcode = 'P0001', hint = 'claim_limit';
  end if;
end
$$;

-- A claim by the business email: it must be the address staff hold, and the listing unclaimed. The
-- browser then asks for a sign-in link to that address; signing in with it proves the mailbox
-- (complete_builder_claim).
create or replace function public.claim_listing_by_email(p_contractor uuid, p_email text) returns void
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
  if exists (select 1 from public.builder_accounts where contractor_id = p_contractor) then
    raise exception 'This listing is already claimed.' using errcode = 'P0001', hint = 'claim_taken';
  end if;
  select email into held from public.contractor_emails where contractor_id = p_contractor;
  if held is null then
    raise exception 'No business email is held for this listing.' using errcode = 'P0001', hint = 'claim_no_email';
  end if;
  if lower(btrim(p_email)) is distinct from lower(held) then
    raise exception 'That is not the business email held for this listing.'
      using errcode = 'P0001', hint = 'claim_email_mismatch';
  end if;
  perform private.limit_claims();
  insert into public.builder_claims (contractor_id, kind, email, client_address)
  values (p_contractor, 'email', held, private.client_address());
end
$$;

-- A claim for staff to check: no business email held, the held one is wrong, or the listing already
-- has an account (a dispute).
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
  perform private.limit_claims();
  insert into public.builder_claims (contractor_id, kind, email, name, phone, website, note, client_address)
  values (
    p_contractor,
    case when exists (select 1 from public.builder_accounts where contractor_id = p_contractor)
      then 'dispute' else 'review' end,
    btrim(p_email), nullif(btrim(p_name), ''), nullif(btrim(p_phone), ''), nullif(btrim(p_website), ''),
    nullif(btrim(p_note), ''), private.client_address());
end
$$;

-- After signing in: the oldest claim waiting for this account's (confirmed) email becomes the account's
-- listing — an email claim while the held address is still that one and nobody has the listing, or a
-- claim staff approved (an approved dispute moves the listing from its old account). Returns the
-- listing's id, or null when no claim waits. The browser then refreshes its session for the new role.
create or replace function public.complete_builder_claim() returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  account auth.users;
  claim public.builder_claims;
  previous uuid;
begin
  select * into account from auth.users where id = auth.uid();
  if account.id is null or account.email_confirmed_at is null then
    return null;
  end if;
  select cl.* into claim from public.builder_claims cl
  where lower(cl.email) = lower(account.email)
    and ((cl.status = 'approved')
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
  -- An approved dispute: the listing's old account gives it up.
  delete from public.builder_accounts where contractor_id = claim.contractor_id and user_id <> account.id
  returning user_id into previous;
  if previous is not null then
    update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' - 'contractor_id' where id = previous;
  end if;
  insert into public.builder_accounts (contractor_id, user_id, email)
  values (claim.contractor_id, account.id, account.email)
  on conflict (contractor_id) do nothing;
  update auth.users
  set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
    || jsonb_build_object('role', 'builder', 'contractor_id', claim.contractor_id)
  where id = account.id;
  update public.builder_claims set status = 'completed', decided_at = coalesce(decided_at, now()) where id = claim.id;
  -- Other email claims of the same listing are spent.
  update public.builder_claims set status = 'declined', reason = 'Another claim was completed first.'
  where contractor_id = claim.contractor_id and id <> claim.id and kind = 'email' and status = 'pending';
  return claim.contractor_id;
end
$$;

-- The fields a builder (or staff, reverting) may change, checked one by one; a bad field is refused
-- with hint 'listing_invalid' and the field's name as detail, so the form shows core's message.
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
    when char_length(next_row.description) > 1500 then 'description'
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

-- The builder's own listing: only theirs, only these fields.
create or replace function public.update_my_listing(p_changes jsonb) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null then
    raise exception 'Sign in as the builder of this listing to change it.' using errcode = '42501', hint = 'not_builder';
  end if;
  return private.apply_listing_changes(mine, p_changes, 'builder');
end
$$;

-- Staff put a change's fields back as they were before it (logged as staff's change).
create or replace function public.revert_listing_change(p_change bigint) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  change public.contractor_changes;
begin
  perform private.require_staff();
  select * into change from public.contractor_changes where id = p_change;
  if change.id is null then
    raise exception 'No such change.' using errcode = 'P0002', hint = 'change_not_found';
  end if;
  return private.apply_listing_changes(change.contractor_id, change.before, 'staff', change.id);
end
$$;

-- Staff approve or decline a claim they checked; a decline needs its reason, which the claimant reads.
create or replace function public.decide_builder_claim(p_claim uuid, p_approve boolean, p_reason text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  claim public.builder_claims;
begin
  perform private.require_staff();
  select * into claim from public.builder_claims where id = p_claim for update;
  if claim.id is null or claim.status <> 'pending' then
    raise exception 'This claim is not waiting for a decision.' using errcode = 'P0002', hint = 'claim_not_pending';
  end if;
  if not p_approve and btrim(coalesce(p_reason, '')) = '' then
    raise exception 'Give the claimant a reason for the decline.' using errcode = '22023', hint = 'claim_reason_missing';
  end if;
  update public.builder_claims
  set status = case when p_approve then 'approved' else 'declined' end,
      reason = nullif(btrim(p_reason), ''), decided_at = now(), decided_by = auth.uid()
  where id = p_claim;
  insert into public.email_outbox (template, to_email, to_name, payload, contractor_id)
  values ('builder-claim-decided', claim.email, claim.name, jsonb_build_object('claim_id', claim.id), claim.contractor_id);
end
$$;

alter table public.email_outbox
  drop constraint outbox_template,
  add constraint outbox_template check (template in (
    'planner-copy', 'lead-to-builder', 'lead-confirmation', 'lead-withdrawn',
    'partner-application-received', 'partner-approved', 'partner-declined', 'partner-site-proven',
    'partner-statement', 'partner-site-check-failed', 'builder-claim-decided'));

revoke execute on function private.is_builder_service(text), private.is_listing_phone(text),
  private.is_listing_website(text), private.builder_contractor_id(), private.limit_claims(),
  private.apply_listing_changes(uuid, jsonb, text, bigint) from public;
grant execute on function private.builder_contractor_id() to authenticated;
grant execute on function public.claim_listing_info(uuid), public.claim_listing_by_email(uuid, text),
  public.request_claim_review(uuid, text, text, text, text, text) to anon, authenticated;
revoke execute on function public.complete_builder_claim(), public.update_my_listing(jsonb),
  public.revert_listing_change(bigint), public.decide_builder_claim(uuid, boolean, text) from public, anon;
grant execute on function public.complete_builder_claim(), public.update_my_listing(jsonb),
  public.revert_listing_change(bigint), public.decide_builder_claim(uuid, boolean, text) to authenticated;
