create table public.contractor_changes (
  id bigint generated always as identity,
  contractor_id uuid not null,
  changed_by uuid,
  changed_by_email text,
  role text not null,
  before jsonb not null,
  after jsonb not null,
  reverts bigint,
  changed_at timestamp with time zone default now() not null,
  constraint contractor_change_role CHECK (role = ANY (ARRAY['builder'::text, 'staff'::text])),
  constraint contractor_changes_pkey PRIMARY KEY (id)
);

alter table public.contractor_changes add constraint contractor_changes_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

alter table public.contractor_changes add constraint contractor_changes_reverts_fkey FOREIGN KEY (reverts) REFERENCES contractor_changes(id);

CREATE INDEX contractor_changes_contractor ON public.contractor_changes USING btree (contractor_id, changed_at DESC);

revoke all on table public.contractor_changes from public, anon, authenticated, service_role;
grant maintain, select on table public.contractor_changes to anon, authenticated;
grant all on table public.contractor_changes to service_role;

alter table public.contractor_changes enable row level security;

create policy "Builders read their listing's changes since they took it; staff" on public.contractor_changes
  for select to authenticated
  using ((((contractor_id = private.builder_contractor_id()) AND (changed_at >= private.builder_sees_from())) OR private.is_staff()));

CREATE OR REPLACE FUNCTION private.apply_listing_changes(p_contractor uuid, p_changes jsonb, p_role text, p_reverts bigint DEFAULT NULL::bigint)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function private.apply_listing_changes(p_contractor uuid, p_changes jsonb, p_role text, p_reverts bigint) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.revert_listing_change(p_change bigint)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.revert_listing_change(p_change bigint) from public, anon, authenticated, service_role;
grant execute on function public.revert_listing_change(p_change bigint) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.update_my_listing(p_changes jsonb)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.my_listing();
  change_id bigint;
begin
  perform private.note_builder_network(mine);
  change_id := private.apply_listing_changes(mine, p_changes, 'builder');
  perform private.follow_zip(mine, change_id);
  return change_id;
end
$function$;

revoke all on function public.update_my_listing(p_changes jsonb) from public, anon, authenticated, service_role;
grant execute on function public.update_my_listing(p_changes jsonb) to authenticated, service_role;
