create table public.contractor_photos (
  id uuid not null,
  contractor_id uuid not null,
  position integer default 0 not null,
  caption text not null,
  project_type text not null,
  city text not null,
  file_type text not null,
  original_bytes integer not null,
  status text default 'processing'::text not null,
  problem text,
  width integer,
  height integer,
  stored_bytes integer,
  hidden_at timestamp with time zone,
  hidden_by uuid,
  hidden_reason text,
  created_at timestamp with time zone default now() not null,
  processed_at timestamp with time zone,
  constraint contractor_photos_pkey PRIMARY KEY (id),
  constraint photo_caption CHECK (char_length(btrim(caption)) >= 1 AND char_length(btrim(caption)) <= 140),
  constraint photo_city CHECK (char_length(btrim(city)) >= 1 AND char_length(btrim(city)) <= 100),
  constraint photo_file_type CHECK (file_type = ANY (ARRAY['jpeg'::text, 'png'::text, 'webp'::text, 'heic'::text])),
  constraint photo_original_bytes CHECK (original_bytes >= 1 AND original_bytes <= 15728640),
  constraint photo_project_type CHECK (private.is_builder_service(project_type)),
  constraint photo_status CHECK (status = ANY (ARRAY['processing'::text, 'ready'::text, 'rejected'::text]))
);

alter table public.contractor_photos add constraint contractor_photos_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

CREATE INDEX contractor_photos_order ON public.contractor_photos USING btree (contractor_id, "position", created_at);

revoke all on table public.contractor_photos from public, anon, authenticated, service_role;
grant maintain, select on table public.contractor_photos to anon, authenticated;
grant all on table public.contractor_photos to service_role;

alter table public.contractor_photos enable row level security;

create policy "Anyone reads shown photos" on public.contractor_photos
  for select to anon, authenticated
  using (((status = 'ready'::text) AND (hidden_at IS NULL)));

create policy "Builders read their own photos; staff read all" on public.contractor_photos
  for select to authenticated
  using (((contractor_id = private.builder_contractor_id()) OR private.is_staff()));

CREATE OR REPLACE FUNCTION private.check_photo_details(p_caption text, p_project_type text, p_city text)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if char_length(btrim(coalesce(p_caption, ''))) not between 1 and 140 then
    raise exception 'Write a caption of 1 to 140 characters.' using errcode = '22023', hint = 'photo_invalid', detail = 'caption';
  end if;
  if not coalesce(private.is_builder_service(p_project_type), false) then
    raise exception 'Choose the project type from the list.' using errcode = '22023', hint = 'photo_invalid', detail = 'projectType';
  end if;
  if char_length(btrim(coalesce(p_city, ''))) not between 1 and 100 then
    raise exception 'Enter the city the pond is in.' using errcode = '22023', hint = 'photo_invalid', detail = 'city';
  end if;
end
$function$;

revoke all on function private.check_photo_details(p_caption text, p_project_type text, p_city text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.photo_processed(p_id uuid, p_width integer, p_height integer, p_stored_bytes integer)
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  with made as (
    update public.contractor_photos
    set status = 'ready', width = p_width, height = p_height, stored_bytes = p_stored_bytes, processed_at = now(), problem = null
    where id = p_id
    returning hidden_at
  )
  select coalesce((select case when hidden_at is null then 'shown' else 'hidden' end from made), 'gone')
$function$;

revoke all on function private.photo_processed(p_id uuid, p_width integer, p_height integer, p_stored_bytes integer) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.photo_rejected(p_id uuid, p_problem text)
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update public.contractor_photos set status = 'rejected', problem = p_problem, processed_at = now() where id = p_id
$function$;

revoke all on function private.photo_rejected(p_id uuid, p_problem text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.add_my_photo(p_id uuid, p_caption text, p_project_type text, p_city text, p_file_type text, p_bytes integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.my_listing();
  held integer;
begin
  perform private.check_photo_details(p_caption, p_project_type, p_city);
  -- One upload at a time per listing, so two at once cannot both be the 24th.
  perform 1 from public.contractors where id = mine for update;
  select count(*) into held from public.contractor_photos where contractor_id = mine;
  if held >= 24 then
    raise exception 'Your portfolio holds 24 photos, the most it can.' using errcode = '23514', hint = 'photo_limit';
  end if;
  insert into public.contractor_photos (id, contractor_id, position, caption, project_type, city, file_type, original_bytes)
  select p_id, mine, coalesce(max(position) + 1, 0), btrim(p_caption), p_project_type, btrim(p_city), p_file_type, p_bytes
  from public.contractor_photos where contractor_id = mine;
end
$function$;

revoke all on function public.add_my_photo(p_id uuid, p_caption text, p_project_type text, p_city text, p_file_type text, p_bytes integer) from public, anon, authenticated, service_role;
grant execute on function public.add_my_photo(p_id uuid, p_caption text, p_project_type text, p_city text, p_file_type text, p_bytes integer) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.delete_my_photo(p_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.my_listing();
begin
  delete from public.contractor_photos where id = p_id and contractor_id = mine;
  if not found then
    raise exception 'This photo is not in your portfolio.' using errcode = 'P0002', hint = 'photo_not_found';
  end if;
end
$function$;

revoke all on function public.delete_my_photo(p_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.delete_my_photo(p_id uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.my_photo_allowance()
 RETURNS TABLE(contractor_id uuid, photos_left integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select mine.id, greatest(24 - (select count(*)::integer from public.contractor_photos p where p.contractor_id = mine.id), 0)
  from (select private.my_listing() as id) mine
$function$;

revoke all on function public.my_photo_allowance() from public, anon, authenticated, service_role;
grant execute on function public.my_photo_allowance() to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.reorder_my_photos(p_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.my_listing();
begin
  if (select array_agg(id order by id) from public.contractor_photos where contractor_id = mine)
     is distinct from (select array_agg(distinct id order by id) from unnest(p_ids) id)
     or cardinality(p_ids) <> (select count(*) from public.contractor_photos where contractor_id = mine) then
    raise exception 'The order must list each photo of your portfolio once. Reload the page and try again.'
      using errcode = '22023', hint = 'photo_order_invalid';
  end if;
  update public.contractor_photos p set position = o.position - 1
  from unnest(p_ids) with ordinality as o (id, position)
  where p.id = o.id and p.position is distinct from o.position - 1;
end
$function$;

revoke all on function public.reorder_my_photos(p_ids uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.reorder_my_photos(p_ids uuid[]) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_photo_hidden(p_id uuid, p_hidden boolean, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff();
  if p_hidden and btrim(coalesce(p_reason, '')) = '' then
    raise exception 'Say why the photo is hidden: the builder reads it.' using errcode = '22023', hint = 'photo_reason_missing';
  end if;
  update public.contractor_photos
  set hidden_at = case when p_hidden then coalesce(hidden_at, now()) end,
      hidden_by = case when p_hidden then auth.uid() end,
      hidden_reason = case when p_hidden then btrim(p_reason) end
  where id = p_id;
  if not found then
    raise exception 'No such photo.' using errcode = 'P0002', hint = 'photo_not_found';
  end if;
end
$function$;

revoke all on function public.set_photo_hidden(p_id uuid, p_hidden boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.set_photo_hidden(p_id uuid, p_hidden boolean, p_reason text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.update_my_photo(p_id uuid, p_caption text, p_project_type text, p_city text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.my_listing();
begin
  perform private.check_photo_details(p_caption, p_project_type, p_city);
  update public.contractor_photos set caption = btrim(p_caption), project_type = p_project_type, city = btrim(p_city)
  where id = p_id and contractor_id = mine;
  if not found then
    raise exception 'This photo is not in your portfolio.' using errcode = 'P0002', hint = 'photo_not_found';
  end if;
end
$function$;

revoke all on function public.update_my_photo(p_id uuid, p_caption text, p_project_type text, p_city text) from public, anon, authenticated, service_role;
grant execute on function public.update_my_photo(p_id uuid, p_caption text, p_project_type text, p_city text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.queue_photo_work()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    perform private.add_job('process_photo', json_build_object('id', new.id), 'photo:' || new.id, 'photos');
  elsif tg_op = 'DELETE' then
    perform private.add_job('photo_files', json_build_object('id', old.id, 'action', 'delete'), p_queue => 'photos');
  elsif new.hidden_at is distinct from old.hidden_at then
    perform private.add_job('photo_files',
      json_build_object('id', new.id, 'action', case when new.hidden_at is null then 'show' else 'hide' end),
      p_queue => 'photos');
  end if;
  return null;
end
$function$;

revoke all on function private.queue_photo_work() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.refresh_cover_photos()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.contractors c
  set cover_photo_id = (
    select p.id from public.contractor_photos p
    where p.contractor_id = c.id and p.status = 'ready' and p.hidden_at is null
    order by p.position, p.created_at limit 1)
  where c.id in (select contractor_id from changed_rows);
  return null;
end
$function$;

revoke all on function private.refresh_cover_photos() from public, anon, authenticated, service_role;

CREATE TRIGGER contractor_photos_cover_deleted AFTER DELETE ON contractor_photos REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION private.refresh_cover_photos();

CREATE TRIGGER contractor_photos_cover_updated AFTER UPDATE ON contractor_photos REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION private.refresh_cover_photos();

CREATE TRIGGER contractor_photos_work AFTER INSERT OR DELETE OR UPDATE OF hidden_at ON contractor_photos FOR EACH ROW EXECUTE FUNCTION private.queue_photo_work();
