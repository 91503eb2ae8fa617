-- builder site names its builder: generated from the schema files (pnpm --filter @pond/supabase schema:diff builder_site_names_its_builder), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.require_site_builder()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- A request from a builder's own website goes to that builder alone, so it must name them. A trigger,
  -- not a check: contractor_id is set null when a builder is deleted, and that must still go through.
  if new.source = 'builder-site' and new.contractor_id is null then
    raise exception 'This form doesn''t say which builder it is for. Please reload the page and send it again.'
      using errcode = 'P0001', hint = 'lead_builder_site_builder';
  end if;
  return new;
end
$function$
;

CREATE TRIGGER lead_submissions_builder_site BEFORE INSERT ON public.lead_submissions FOR EACH ROW EXECUTE FUNCTION private.require_site_builder();

revoke all on function private.require_site_builder() from public, anon, authenticated, service_role;

grant execute on function private.require_site_builder() to public;
