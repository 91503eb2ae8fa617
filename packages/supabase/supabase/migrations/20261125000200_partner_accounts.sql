-- Partner accounts and what a partner may read (issue 24, part 2). A partner signs in with a link
-- sent by mail (Supabase Auth's email OTP); the account carries app_metadata.role = 'partner' and
-- its partner id, which only the database sets: when the account is made for a partner's email, or
-- when the partner is approved after the account exists. A partner reads its own requests and
-- figures through views with no contact column, never the tables.

/** The partner id of the signed-in partner account, or null. */
create or replace function private.partner_id() returns text
language sql stable
set search_path = ''
as $$
  select case when auth.jwt() -> 'app_metadata' ->> 'role' = 'partner'
              then auth.jwt() -> 'app_metadata' ->> 'partner_id' end
$$;

/** The account of a partner's email is that partner's: role and id in app_metadata. */
create or replace function private.mark_partner_account() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id text;
begin
  select p.id into found_id from public.partners p where lower(p.email) = lower(new.email)
   order by p.created_at limit 1;
  if found_id is not null then
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb)
      || jsonb_build_object('role', 'partner', 'partner_id', found_id);
  end if;
  return new;
end
$$;
revoke execute on function private.mark_partner_account() from public;
create trigger users_partner_account before insert on auth.users
  for each row execute function private.mark_partner_account();

/** A partner approved after its contact already had an account: that account becomes the partner's. */
create or replace function private.mark_existing_partner_account() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update auth.users u
     set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
           || jsonb_build_object('role', 'partner', 'partner_id', new.id)
   where lower(u.email) = lower(new.email)
     and coalesce(u.raw_app_meta_data ->> 'role', '') not in ('staff', 'partner');
  return null;
end
$$;
revoke execute on function private.mark_existing_partner_account() from public;
create trigger partners_account after insert on public.partners
  for each row execute function private.mark_existing_partner_account();

-- The signed-in partner's own row.
create policy "Partners read themselves" on public.partners for select to authenticated
  using (id = private.partner_id());

-- A request's state, one rule for staff's inbox and the partner's view.
create or replace function private.request_status(l public.lead_submissions) returns text
language sql stable
security definer
set search_path = ''
as $$
  select case
           when l.withdrawn_at is not null then 'withdrawn'
           when l.contacted_at is not null
             or exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.contacted_at is not null)
             then 'contacted'
           when exists (select 1 from public.lead_routes r where r.lead_id = l.id) then 'routed'
           else 'with staff'
         end
$$;
revoke execute on function private.request_status(public.lead_submissions) from public;
grant execute on function private.request_status(public.lead_submissions) to authenticated;

create or replace view public.lead_inbox with (security_invoker = true) as
select l.id, l.created_at, l.name, l.email, l.phone, l.project_type, l.message, l.location, l.city,
       l.state, l.contractor_id, l.contractor_name, l.source, l.partner, l.page_origin,
       l.request_origin, l.origin_mismatch, l.routed_at, l.withdrawn_at, l.contacted_at,
       (select count(*)::integer from public.lead_routes r where r.lead_id = l.id) as builders,
       private.request_status(l) as status
from public.lead_submissions l;

-- The partner's views (partner_requests, partner_figures) are in 20261125000300 and 20261125000400.
