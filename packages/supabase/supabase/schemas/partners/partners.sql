create table public.partners (
  id text not null,
  business_name text not null,
  contact_name text not null,
  email text not null,
  status text default 'active'::text not null,
  status_reason text,
  created_at timestamp with time zone default now() not null,
  status_changed_at timestamp with time zone default now() not null,
  constraint partner_id_format CHECK (private.is_partner_id(id)),
  constraint partner_status CHECK (status = ANY (ARRAY['active'::text, 'suspended'::text])),
  constraint partners_pkey PRIMARY KEY (id)
);

revoke all on table public.partners from public, anon, authenticated, service_role;
grant select on table public.partners to authenticated;
grant all on table public.partners to service_role;

alter table public.partners enable row level security;

create policy "Partners read themselves" on public.partners
  for select to authenticated
  using ((id = private.partner_id()));

create policy "Staff read partners" on public.partners
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION private.partner_id()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.id from public.partners p
   where auth.jwt() -> 'app_metadata' ->> 'role' = 'partner'
     and p.id = auth.jwt() -> 'app_metadata' ->> 'partner_id'
     and p.status = 'active'
$function$;

revoke all on function private.partner_id() from public, anon, authenticated, service_role;
grant execute on function private.partner_id() to public;

CREATE OR REPLACE FUNCTION private.partner_id_for(p_name text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  base text := left(btrim(regexp_replace(lower(p_name), '[^a-z0-9]+', '-', 'g'), '-'), 40);
  candidate text;
  n integer := 1;
begin
  if base = '' then base := 'partner'; end if;
  candidate := base;
  while exists (select 1 from public.partners p where p.id = candidate) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  return candidate;
end
$function$;

revoke all on function private.partner_id_for(p_name text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_partner_status(p_partner text, p_status text, p_reason text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff();
  if p_status = 'suspended' and char_length(btrim(coalesce(p_reason, ''))) < 3 then
    raise exception 'Say why the partner is suspended' using errcode = 'P0001', hint = 'partner_reason_missing';
  end if;
  update public.partners p
     set status = p_status, status_reason = nullif(btrim(coalesce(p_reason, '')), ''), status_changed_at = now()
   where p.id = p_partner;
  if not found then
    raise exception 'No partner %', p_partner using errcode = 'P0001', hint = 'partner_not_found';
  end if;
end
$function$;

revoke all on function public.set_partner_status(p_partner text, p_status text, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.set_partner_status(p_partner text, p_status text, p_reason text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.mark_existing_partner_account()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update auth.users u
     set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
           || jsonb_build_object('role', 'partner', 'partner_id', new.id)
   where lower(u.email) = lower(new.email)
     and u.email_confirmed_at is not null
     and coalesce(u.raw_app_meta_data ->> 'role', '') not in ('staff', 'partner');
  return null;
end
$function$;

revoke all on function private.mark_existing_partner_account() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.mark_partner_account()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found_id text;
begin
  if new.email_confirmed_at is null then
    return new;
  end if;
  select p.id into found_id from public.partners p where lower(p.email) = lower(new.email)
   order by p.created_at limit 1;
  if found_id is not null and coalesce(new.raw_app_meta_data ->> 'role', '') <> 'staff' then
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb)
      || jsonb_build_object('role', 'partner', 'partner_id', found_id);
  end if;
  return new;
end
$function$;

revoke all on function private.mark_partner_account() from public, anon, authenticated, service_role;

CREATE TRIGGER partners_account AFTER INSERT ON partners FOR EACH ROW EXECUTE FUNCTION private.mark_existing_partner_account();

CREATE TRIGGER users_partner_account BEFORE INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.mark_partner_account();

CREATE TRIGGER users_partner_account_confirmed BEFORE UPDATE OF email_confirmed_at ON auth.users FOR EACH ROW WHEN (old.email_confirmed_at IS NULL AND new.email_confirmed_at IS NOT NULL) EXECUTE FUNCTION private.mark_partner_account();
