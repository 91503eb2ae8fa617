CREATE OR REPLACE FUNCTION private.claim_approval_days()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select 14 $function$;

revoke all on function private.claim_approval_days() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.directory_offset_cap()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select 1000 $function$;

revoke all on function private.directory_offset_cap() from public, anon, authenticated, service_role;
grant execute on function private.directory_offset_cap() to anon, authenticated;

CREATE OR REPLACE FUNCTION private.own_network_days()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select 90 $function$;

revoke all on function private.own_network_days() from public, anon, authenticated, service_role;
