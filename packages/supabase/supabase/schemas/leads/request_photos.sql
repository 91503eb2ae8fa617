create table public.request_photos (
  id uuid not null,
  lead_id uuid not null,
  position integer not null,
  file_type text not null,
  original_bytes integer not null,
  status text default 'processing'::text not null,
  problem text,
  width integer,
  height integer,
  stored_bytes integer,
  created_at timestamp with time zone default now() not null,
  processed_at timestamp with time zone,
  constraint request_photos_pkey PRIMARY KEY (id),
  constraint request_photo_file_type CHECK (file_type = ANY (ARRAY['jpeg'::text, 'png'::text, 'webp'::text, 'heic'::text])),
  constraint request_photo_original_bytes CHECK (original_bytes >= 1 AND original_bytes <= 15728640),
  constraint request_photo_position CHECK (position >= 1 AND position <= 6),
  constraint request_photo_status CHECK (status = ANY (ARRAY['processing'::text, 'ready'::text, 'rejected'::text]))
);

alter table public.request_photos add constraint request_photos_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES lead_submissions(id) ON DELETE CASCADE;

CREATE UNIQUE INDEX request_photos_lead_position ON public.request_photos USING btree (lead_id, "position");

-- Private: nobody reads the rows through the API but staff; the request's homeowner and builders get
-- them (with signed addresses for the files) from request_page and builder_requests.
revoke all on table public.request_photos from public, anon, authenticated, service_role;
grant select on table public.request_photos to authenticated;
grant all on table public.request_photos to service_role;

alter table public.request_photos enable row level security;

create policy "Staff read site photos" on public.request_photos
  for select to authenticated
  using (private.is_staff());

-- The request a homeowner is still choosing builders for, by its choice token, locked; else refused.
CREATE OR REPLACE FUNCTION private.lead_taking_photos(p_lead uuid, p_token uuid)
 RETURNS lead_submissions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
begin
  select * into lead from public.lead_submissions l
   where l.id = p_lead and l.choice_token = p_token and l.routed_at is null and l.withdrawn_at is null
     and l.created_at > now() - interval '1 day'
   for update;
  if lead.id is null then
    raise exception 'Photos can be added only before the request is sent to builders.'
      using errcode = 'P0001', hint = 'lead_choice_closed';
  end if;
  return lead;
end
$function$;

revoke all on function private.lead_taking_photos(p_lead uuid, p_token uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.request_photos_left(p_lead uuid, p_token uuid)
 RETURNS integer
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select 6 - (select count(*)::integer from public.request_photos p where p.lead_id = l.id)
  from private.lead_taking_photos(p_lead, p_token) l
$function$;

revoke all on function public.request_photos_left(p_lead uuid, p_token uuid) from public, anon, authenticated, service_role;
grant execute on function public.request_photos_left(p_lead uuid, p_token uuid) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.add_request_photo(p_lead uuid, p_token uuid, p_id uuid, p_file_type text, p_bytes integer)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions := private.lead_taking_photos(p_lead, p_token);
  held integer;
begin
  -- The lead's row is locked: two uploads at once cannot both be the seventh.
  select count(*) into held from public.request_photos p where p.lead_id = lead.id;
  if held >= 6 then
    raise exception 'A request holds 6 photos, the most it can.' using errcode = '23514', hint = 'request_photo_limit';
  end if;
  insert into public.request_photos (id, lead_id, position, file_type, original_bytes)
  values (p_id, lead.id, held + 1, p_file_type, p_bytes);
  return held + 1;
end
$function$;

revoke all on function public.add_request_photo(p_lead uuid, p_token uuid, p_id uuid, p_file_type text, p_bytes integer) from public, anon, authenticated, service_role;
grant execute on function public.add_request_photo(p_lead uuid, p_token uuid, p_id uuid, p_file_type text, p_bytes integer) to anon, authenticated, service_role;

-- A photo's files answer for an hour at the address signed here; the secret is the mail links'.
CREATE OR REPLACE FUNCTION private.request_photo_signature(p_id uuid, p_expires bigint)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.link_signature('request-photo.' || p_id::text || '.' || p_expires::text)
$function$;

revoke all on function private.request_photo_signature(p_id uuid, p_expires bigint) from public, anon, authenticated, service_role;

-- The request's ready photos with their signed addresses, for those already found allowed to see them.
CREATE OR REPLACE FUNCTION private.request_photo_links(p_lead uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'status', p.status, 'problem', p.problem, 'width', p.width, 'height', p.height,
           'expires', case when p.status = 'ready' then e.expires end,
           'signature', case when p.status = 'ready' then private.request_photo_signature(p.id, e.expires) end)
         order by p.position), '[]'::jsonb)
  from public.request_photos p
  cross join (select extract(epoch from now() + interval '60 minutes')::bigint as expires) e
  where p.lead_id = p_lead
$function$;

revoke all on function private.request_photo_links(p_lead uuid) from public, anon, authenticated, service_role;

-- The Worker's question before it answers a file: is this address one we signed, still in time, for
-- a photo that is ready? Anyone may ask; only a signature made here says yes.
CREATE OR REPLACE FUNCTION public.request_photo_allowed(p_id uuid, p_expires bigint, p_signature text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p_expires >= extract(epoch from now())::bigint
     and p_expires <= extract(epoch from now() + interval '60 minutes')::bigint + 1
     and p_signature = private.request_photo_signature(p_id, p_expires)
     and exists (select 1 from public.request_photos p where p.id = p_id and p.status = 'ready')
$function$;

revoke all on function public.request_photo_allowed(p_id uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;
grant execute on function public.request_photo_allowed(p_id uuid, p_expires bigint, p_signature text) to anon, authenticated, service_role;

-- Staff open a request's photos from its page in the staff inbox.
CREATE OR REPLACE FUNCTION public.staff_request_photos(p_lead uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_staff() then
    raise exception 'Only staff can see a request''s photos.' using errcode = '42501', hint = 'not_staff';
  end if;
  return private.request_photo_links(p_lead);
end
$function$;

revoke all on function public.staff_request_photos(p_lead uuid) from public, anon, authenticated, service_role;
grant execute on function public.staff_request_photos(p_lead uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.request_photo_processed(p_id uuid, p_width integer, p_height integer, p_stored_bytes integer)
 RETURNS boolean
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  with made as (
    update public.request_photos
    set status = 'ready', width = p_width, height = p_height, stored_bytes = p_stored_bytes, processed_at = now(), problem = null
    where id = p_id
    returning id
  )
  select exists (select 1 from made)
$function$;

revoke all on function private.request_photo_processed(p_id uuid, p_width integer, p_height integer, p_stored_bytes integer) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.request_photo_rejected(p_id uuid, p_problem text)
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update public.request_photos set status = 'rejected', problem = p_problem, processed_at = now() where id = p_id
$function$;

revoke all on function private.request_photo_rejected(p_id uuid, p_problem text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.queue_request_photo_work()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    perform private.add_job('process_request_photo', json_build_object('id', new.id), 'request-photo:' || new.id, 'photos');
  else
    perform private.add_job('photo_files', json_build_object('id', old.id, 'action', 'delete', 'kind', 'request'), p_queue => 'photos');
  end if;
  return null;
end
$function$;

revoke all on function private.queue_request_photo_work() from public, anon, authenticated, service_role;

CREATE TRIGGER request_photos_work AFTER INSERT OR DELETE ON request_photos FOR EACH ROW EXECUTE FUNCTION private.queue_request_photo_work();
