-- Issue 35: the certificate of insurance a builder attaches for staff to check. The file is kept in
-- object storage by the site's Worker (certificates/{check id}); the database records that it is there
-- and says who may read it: that builder and staff, nobody else.

alter table public.builder_checks
  add column certificate_type text constraint check_certificate_type check (certificate_type in ('pdf', 'jpeg', 'png')),
  add column certificate_bytes integer constraint check_certificate_bytes check (certificate_bytes between 1 and 10485760),
  add column certificate_at timestamptz;

-- The Worker records a certificate it stored, as the builder: their own insurance, not yet checked.
create or replace function public.attach_my_certificate(p_check uuid, p_type text, p_bytes integer) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.my_listing();
begin
  update public.builder_checks
  set certificate_type = p_type, certificate_bytes = p_bytes, certificate_at = now()
  where id = p_check and contractor_id = mine and kind = 'insurance' and status = 'submitted';
  if not found then
    raise exception 'Attach a certificate to insurance you sent and we have not checked yet.'
      using errcode = 'P0002', hint = 'certificate_not_yours';
  end if;
end
$$;

-- Whether the signed-in account may read a check's certificate: its builder, or staff.
create or replace function public.may_read_certificate(p_check uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.builder_checks k
    where k.id = p_check and k.certificate_type is not null
      and (k.contractor_id = private.builder_contractor_id() or private.is_staff()))
$$;

revoke execute on function public.attach_my_certificate(uuid, text, integer), public.may_read_certificate(uuid)
  from public, anon;
grant execute on function public.attach_my_certificate(uuid, text, integer), public.may_read_certificate(uuid)
  to authenticated;
