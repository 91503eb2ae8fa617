create table private.allowed_listing_names (
  contractor_id uuid not null,
  name text not null,
  allowed_by uuid,
  allowed_at timestamp with time zone default now() not null,
  constraint allowed_listing_names_pkey PRIMARY KEY (contractor_id)
);

alter table private.allowed_listing_names add constraint allowed_listing_names_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

revoke all on table private.allowed_listing_names from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.allow_listing_name(p_contractor uuid, p_name text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  change_id bigint;
begin
  perform private.require_staff();
  if btrim(coalesce(p_name, '')) = '' or char_length(btrim(p_name)) > 200 then
    raise exception 'The listing''s name is not valid.' using errcode = '22023', hint = 'listing_invalid', detail = 'name';
  end if;
  change_id := private.apply_listing_changes(p_contractor, jsonb_build_object('name', btrim(p_name)), 'staff');
  insert into private.allowed_listing_names (contractor_id, name, allowed_by)
  values (p_contractor, btrim(p_name), auth.uid())
  on conflict (contractor_id) do update set name = excluded.name, allowed_by = excluded.allowed_by, allowed_at = now();
  return change_id;
end
$function$;

revoke all on function public.allow_listing_name(p_contractor uuid, p_name text) from public, anon, authenticated, service_role;
grant execute on function public.allow_listing_name(p_contractor uuid, p_name text) to authenticated, service_role;
