CREATE OR REPLACE FUNCTION private.is_staff()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'staff'
$function$;

revoke all on function private.is_staff() from public, anon, authenticated, service_role;
grant execute on function private.is_staff() to public;

CREATE OR REPLACE FUNCTION private.require_staff()
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not (private.is_staff() or auth.role() = 'service_role') then
    raise exception 'Only staff may decide on partners' using errcode = '42501';
  end if;
end
$function$;

revoke all on function private.require_staff() from public, anon, authenticated, service_role;
