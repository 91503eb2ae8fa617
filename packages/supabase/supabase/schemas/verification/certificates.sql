CREATE OR REPLACE FUNCTION private.check_valid_until(p_kind text, p_checked_on date, p_expires_on date)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case p_kind
    when 'insurance' then p_expires_on
    when 'licence' then least(coalesce(p_expires_on, (p_checked_on + interval '12 months')::date), (p_checked_on + interval '12 months')::date)
    when 'registration' then (p_checked_on + interval '12 months')::date
    -- A trade credential: until its own end, or a year from the check.
    else least(coalesce(p_expires_on, (p_checked_on + interval '12 months')::date), (p_checked_on + interval '12 months')::date)
  end
$function$;

revoke all on function private.check_valid_until(p_kind text, p_checked_on date, p_expires_on date) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.attach_my_certificate(p_check uuid, p_key text, p_type text, p_bytes integer)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.attach_my_certificate(p_check uuid, p_key text, p_type text, p_bytes integer) from public, anon, authenticated, service_role;
grant execute on function public.attach_my_certificate(p_check uuid, p_key text, p_type text, p_bytes integer) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.certificate_key(p_check uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select k.certificate_key from public.builder_checks k
  where k.id = p_check
    and ((k.contractor_id = private.builder_contractor_id() and k.submitted_at >= private.builder_sees_from())
         or private.is_staff())
$function$;

revoke all on function public.certificate_key(p_check uuid) from public, anon, authenticated, service_role;
grant execute on function public.certificate_key(p_check uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.may_attach_certificate(p_check uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.builder_checks k
    where k.id = p_check and k.contractor_id = private.builder_contractor_id()
      and k.submitted_at >= private.builder_sees_from()
      and k.kind = 'insurance' and k.status = 'submitted')
$function$;

revoke all on function public.may_attach_certificate(p_check uuid) from public, anon, authenticated, service_role;
grant execute on function public.may_attach_certificate(p_check uuid) to authenticated, service_role;
