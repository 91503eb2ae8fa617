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

-- 2. The request, as its homeowner's signed link opens it.
create or replace function public.request_for_link(p_lead uuid, p_expires bigint, p_signature text)
returns table (project_type text, location text, city text, state text, message text, sent_at timestamptz,
  withdrawn boolean)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if p_lead is null or p_expires is null or p_signature is null
     or p_signature is distinct from private.withdraw_signature(p_lead, p_expires) then
    raise exception 'This link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  return query
  select l.project_type, l.location, l.city, l.state, l.message, l.created_at, l.withdrawn_at is not null
  from public.lead_submissions l where l.id = p_lead;
end
$$;
revoke execute on function public.request_for_link(uuid, bigint, text) from public;
grant execute on function public.request_for_link(uuid, bigint, text) to anon, authenticated;

drop function public.request_progress(uuid, bigint, text);
create function public.request_progress(p_lead uuid, p_expires bigint, p_signature text)
returns table (name text, city text, state text, contacted_at timestamptz, outcome text, quote_amount integer,
  quote_note text, withdrawn boolean)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if p_lead is null or p_expires is null or p_signature is null
     or p_signature is distinct from private.withdraw_signature(p_lead, p_expires) then
    raise exception 'This link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  return query
  select c.name, c.city, c.state, r.contacted_at, case when r.outcome = 'not_fit' then null else r.outcome end,
         case when r.outcome in ('quoted', 'won') then r.quote_amount end,
         case when r.outcome in ('quoted', 'won') then r.quote_note end,
         l.withdrawn_at is not null
  from public.lead_routes r
  join public.contractors c on c.id = r.contractor_id
  join public.lead_submissions l on l.id = r.lead_id
  where r.lead_id = p_lead
  order by r.slot;
end
$$;
revoke execute on function public.request_progress(uuid, bigint, text) from public;
grant execute on function public.request_progress(uuid, bigint, text) to anon, authenticated;

-- 3. The builder's own response time, from the first request they marked contacted.
create or replace function public.my_response_time()
returns table (median_minutes integer, contacted integer, requests integer)
language sql stable
security definer
set search_path = ''
as $$
  select round(extract(epoch from percentile_cont(0.5) within group (order by r.contacted_at - r.chosen_at)
           filter (where r.contacted_at is not null)) / 60)::integer,
         (count(*) filter (where r.contacted_at is not null))::integer,
         count(*)::integer
  from public.lead_routes r
  where r.contractor_id = private.my_listing()
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
         count(r.lead_id)::integer,
         (count(r.lead_id) filter (where r.contacted_at is not null))::integer,
         (count(r.lead_id) filter (where r.outcome in ('quoted', 'won')))::integer,
         round(extract(epoch from percentile_cont(0.5) within group (order by r.contacted_at - r.chosen_at)
           filter (where r.contacted_at is not null)) / 60)::integer,
         c.paused_at, c.paused_until, a.request_mail
  from public.builder_accounts a
  join public.contractors c on c.id = a.contractor_id
  left join public.lead_routes r on r.contractor_id = a.contractor_id
  group by a.contractor_id, c.id
  order by a.claimed_at desc;
end
$$;
revoke execute on function public.builder_accounts_overview() from public, anon;
grant execute on function public.builder_accounts_overview() to authenticated;

-- 4. A listing's fields changed and logged. A new ZIP we know in another place brings its city and
-- state (the listing's address follows; the old one answers 301). Staff's put-backs may set city and
-- state as they were; a builder's edit cannot name them.
create or replace function private.apply_listing_changes(
  p_contractor uuid, p_changes jsonb, p_role text, p_reverts bigint default null
) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  editable constant text[] := array['name', 'description', 'phone', 'website', 'street', 'postal_code',
    'services', 'service_cities', 'service_radius_miles', 'hours', 'founded_year'];
  logged constant text[] := editable || array['city', 'state'];
  bad text;
  current_row public.contractors;
  next_row public.contractors;
  place public.zip_codes;
  before jsonb := '{}';
  after jsonb := '{}';
  field text;
  change_id bigint;
begin
  select key into bad from jsonb_object_keys(p_changes) as key
  where key <> all (case when p_reverts is null then editable else logged end) limit 1;
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
  if next_row.postal_code is distinct from current_row.postal_code and not (p_changes ? 'city') then
    select * into place from public.zip_codes z where z.zip = next_row.postal_code;
    if place.zip is not null and (lower(place.city) <> lower(current_row.city) or place.state <> current_row.state) then
      next_row.city := place.city;
      next_row.state := place.state;
    end if;
  end if;
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
    when next_row.city is null or next_row.state is null or not private.is_state_code(next_row.state) then 'postalCode'
  end;
  if bad is not null then
    raise exception 'The listing''s % is not valid.', bad using errcode = '22023', hint = 'listing_invalid', detail = bad;
  end if;
  foreach field in array logged loop
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
    street = next_row.street, postal_code = next_row.postal_code, city = next_row.city, state = next_row.state,
    services = next_row.services, service_cities = next_row.service_cities,
    service_radius_miles = next_row.service_radius_miles, hours = next_row.hours, founded_year = next_row.founded_year
  where c.id = p_contractor;
  insert into public.contractor_changes (contractor_id, changed_by, changed_by_email, role, before, after, reverts)
  values (p_contractor, auth.uid(), auth.jwt() ->> 'email', p_role, before, after, p_reverts)
  returning id into change_id;
  return change_id;
end
$$;
revoke execute on function private.apply_listing_changes(uuid, jsonb, text, bigint) from public;

-- Staff put a change back as it was before it: a listing's fields, or a pause (logged as staff's).
create or replace function public.revert_listing_change(p_change bigint) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  change public.contractor_changes;
  before jsonb;
  change_id bigint;
begin
  perform private.require_staff();
  select * into change from public.contractor_changes where id = p_change;
  if change.id is null then
    raise exception 'No such change.' using errcode = 'P0002', hint = 'change_not_found';
  end if;
  if not change.before ? 'paused' then
    return private.apply_listing_changes(change.contractor_id, change.before, 'staff', change.id);
  end if;
  select jsonb_strip_nulls(jsonb_build_object('paused', paused_at is not null, 'until', paused_until)) into before
  from public.contractors where id = change.contractor_id for update;
  update public.contractors
  set paused_at = case when (change.before ->> 'paused')::boolean then coalesce(paused_at, now()) end,
      paused_until = case when (change.before ->> 'paused')::boolean then (change.before ->> 'until')::date end
  where id = change.contractor_id;
  insert into public.contractor_changes (contractor_id, changed_by, changed_by_email, role, before, after, reverts)
  values (change.contractor_id, auth.uid(), auth.jwt() ->> 'email', 'staff', before, change.before, change.id)
  returning id into change_id;
  return change_id;
end
$$;
