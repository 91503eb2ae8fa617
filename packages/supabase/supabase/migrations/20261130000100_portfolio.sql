-- Issue 34: a builder's portfolio. Up to 24 photos of finished ponds, each with a caption, the project
-- type and the city. The site's Worker checks a file (size, type by content) and stores the original in
-- object storage (R2), then records it here as the builder (add_my_photo); the job queue re-encodes it
-- (process_photo: AVIF and WebP at @pond/core's PHOTO_WIDTHS, no metadata) and marks it ready. Anyone
-- reads ready photos that staff have not hidden; a builder reads and changes only their own; staff read
-- all and hide. The first visible photo is the listing's picture (contractors.cover_photo_id, and its
-- image_url while it has one), and every change touches the builder's row, so issue 33's triggers
-- purge the pages that show it.

create table public.contractor_photos (
  id uuid primary key,
  contractor_id uuid not null references public.contractors (id) on delete cascade,
  position integer not null default 0,
  caption text not null constraint photo_caption check (char_length(btrim(caption)) between 1 and 140),
  project_type text not null constraint photo_project_type check (private.is_builder_service(project_type)),
  city text not null constraint photo_city check (char_length(btrim(city)) between 1 and 100),
  file_type text not null constraint photo_file_type check (file_type in ('jpeg', 'png', 'webp', 'heic')),
  original_bytes integer not null constraint photo_original_bytes check (original_bytes between 1 and 15728640),
  status text not null default 'processing' constraint photo_status check (status in ('processing', 'ready', 'rejected')),
  -- Why the re-encoder could not read it (the builder reads this and deletes the photo).
  problem text,
  width integer,
  height integer,
  -- Every variant's bytes together: what the photo costs in storage once the original is gone.
  stored_bytes integer,
  hidden_at timestamptz,
  hidden_by uuid,
  hidden_reason text,
  created_at timestamptz not null default now(),
  processed_at timestamptz
);
create index contractor_photos_order on public.contractor_photos (contractor_id, position, created_at);
alter table public.contractor_photos enable row level security;
grant select on public.contractor_photos to anon, authenticated;
create policy "Anyone reads shown photos" on public.contractor_photos
  for select to anon, authenticated using (status = 'ready' and hidden_at is null);
create policy "Builders read their own photos; staff read all" on public.contractor_photos
  for select to authenticated using (contractor_id = private.builder_contractor_id() or private.is_staff());

-- The listing's picture: its first shown photo. While it has one, image_url names that photo's card
-- file (so every reader of image_url, the directory's search among them, shows it) and the imported
-- picture waits in stock_image_url; an import's new picture goes there too.
alter table public.contractors add column cover_photo_id uuid, add column stock_image_url text;

create or replace function private.keep_cover_photo() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.cover_photo_id is distinct from old.cover_photo_id then
    if old.cover_photo_id is null then
      new.stock_image_url := old.image_url;
    end if;
    new.image_url := case when new.cover_photo_id is null then new.stock_image_url
                          else '/photos/' || new.cover_photo_id || '/640.webp' end;
    if new.cover_photo_id is null then
      new.stock_image_url := null;
    end if;
  elsif new.cover_photo_id is not null and new.image_url is distinct from old.image_url then
    new.stock_image_url := new.image_url;
    new.image_url := old.image_url;
  end if;
  return new;
end
$$;
create trigger contractors_keep_cover_photo before update of image_url, cover_photo_id on public.contractors
  for each row execute function private.keep_cover_photo();

-- After photos change: each builder touched gets its first shown photo as cover. The update of the
-- builder's row is what purges its pages (even when the cover stays: a caption changed).
create or replace function private.refresh_cover_photos() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contractors c
  set cover_photo_id = (
    select p.id from public.contractor_photos p
    where p.contractor_id = c.id and p.status = 'ready' and p.hidden_at is null
    order by p.position, p.created_at limit 1)
  where c.id in (select contractor_id from changed_rows);
  return null;
end
$$;
create trigger contractor_photos_cover_updated after update on public.contractor_photos
  referencing new table as changed_rows for each statement execute function private.refresh_cover_photos();
create trigger contractor_photos_cover_deleted after delete on public.contractor_photos
  referencing old table as changed_rows for each statement execute function private.refresh_cover_photos();

-- The files' work, for the job queue: re-encode a new photo; hide, show or delete a photo's files.
create or replace function private.queue_photo_work() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if to_regnamespace('graphile_worker') is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform graphile_worker.add_job('process_photo', json_build_object('id', new.id), max_attempts => 5,
                                    job_key => 'photo:' || new.id);
  elsif tg_op = 'DELETE' then
    perform graphile_worker.add_job('photo_files', json_build_object('id', old.id, 'action', 'delete'),
                                    max_attempts => 10);
  elsif new.hidden_at is distinct from old.hidden_at then
    perform graphile_worker.add_job('photo_files',
      json_build_object('id', new.id, 'action', case when new.hidden_at is null then 'show' else 'hide' end),
      max_attempts => 10);
  end if;
  return null;
end
$$;
create trigger contractor_photos_work after insert or delete or update of hidden_at on public.contractor_photos
  for each row execute function private.queue_photo_work();

-- The signed-in builder's listing, or a refusal that says to sign in.
create or replace function private.my_listing() returns uuid
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null then
    raise exception 'Sign in as the builder of this listing to change it.' using errcode = '42501', hint = 'not_builder';
  end if;
  return mine;
end
$$;

-- A photo's words, checked as @pond/core's photoDetailsProblems checks them; the field in the detail.
create or replace function private.check_photo_details(p_caption text, p_project_type text, p_city text) returns void
language plpgsql immutable
set search_path = ''
as $$
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
$$;

-- The Worker records a photo it stored, as the builder: at most 24, last in the order.
create or replace function public.add_my_photo(
  p_id uuid, p_caption text, p_project_type text, p_city text, p_file_type text, p_bytes integer
) returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create or replace function public.update_my_photo(p_id uuid, p_caption text, p_project_type text, p_city text) returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- The builder's order: every photo of theirs, each once.
create or replace function public.reorder_my_photos(p_ids uuid[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create or replace function public.delete_my_photo(p_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.my_listing();
begin
  delete from public.contractor_photos where id = p_id and contractor_id = mine;
  if not found then
    raise exception 'This photo is not in your portfolio.' using errcode = 'P0002', hint = 'photo_not_found';
  end if;
end
$$;

-- Staff hide a photo (with the reason the builder reads) or show it again.
create or replace function public.set_photo_hidden(p_id uuid, p_hidden boolean, p_reason text) returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- The job queue's outcome of re-encoding (its own connection; no API role calls these).
create or replace function private.photo_processed(p_id uuid, p_width integer, p_height integer, p_stored_bytes integer)
returns void
language sql
set search_path = ''
as $$
  update public.contractor_photos
  set status = 'ready', width = p_width, height = p_height, stored_bytes = p_stored_bytes, processed_at = now(), problem = null
  where id = p_id
$$;
create or replace function private.photo_rejected(p_id uuid, p_problem text) returns void
language sql
set search_path = ''
as $$
  update public.contractor_photos set status = 'rejected', problem = p_problem, processed_at = now() where id = p_id
$$;

revoke execute on function private.keep_cover_photo(), private.refresh_cover_photos(), private.queue_photo_work(),
  private.my_listing(), private.check_photo_details(text, text, text),
  private.photo_processed(uuid, integer, integer, integer), private.photo_rejected(uuid, text) from public;
revoke execute on function public.add_my_photo(uuid, text, text, text, text, integer),
  public.update_my_photo(uuid, text, text, text), public.reorder_my_photos(uuid[]), public.delete_my_photo(uuid),
  public.set_photo_hidden(uuid, boolean, text) from public, anon;
grant execute on function public.add_my_photo(uuid, text, text, text, text, integer),
  public.update_my_photo(uuid, text, text, text), public.reorder_my_photos(uuid[]), public.delete_my_photo(uuid),
  public.set_photo_hidden(uuid, boolean, text) to authenticated;
