-- Issue 34, mended: a photo's jobs run one after another (its own queue), so a photo deleted or hidden
-- while it is being re-encoded cannot have its files written after they were dropped or moved aside;
-- and the re-encoder learns what became of the photo meanwhile (photo_processed says so), so it drops
-- or hides the files it has just written.

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
                                    job_key => 'photo:' || new.id, queue_name => 'photo:' || new.id);
  elsif tg_op = 'DELETE' then
    perform graphile_worker.add_job('photo_files', json_build_object('id', old.id, 'action', 'delete'),
                                    max_attempts => 10, queue_name => 'photo:' || old.id);
  elsif new.hidden_at is distinct from old.hidden_at then
    perform graphile_worker.add_job('photo_files',
      json_build_object('id', new.id, 'action', case when new.hidden_at is null then 'show' else 'hide' end),
      max_attempts => 10, queue_name => 'photo:' || new.id);
  end if;
  return null;
end
$$;

-- The photo made ready; what became of it meanwhile: 'shown', 'hidden' (staff hid it) or 'gone'
-- (its builder deleted it).
drop function private.photo_processed(uuid, integer, integer, integer);
create function private.photo_processed(p_id uuid, p_width integer, p_height integer, p_stored_bytes integer)
returns text
language sql
set search_path = ''
as $$
  with made as (
    update public.contractor_photos
    set status = 'ready', width = p_width, height = p_height, stored_bytes = p_stored_bytes, processed_at = now(), problem = null
    where id = p_id
    returning hidden_at
  )
  select coalesce((select case when hidden_at is null then 'shown' else 'hidden' end from made), 'gone')
$$;
revoke execute on function private.photo_processed(uuid, integer, integer, integer) from public;

-- A pause's log says what it was before (paused or not, and until when), not the opposite of the new.
create or replace function public.set_listing_pause(p_paused boolean, p_until date default null) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.my_listing();
  today date := (now() at time zone 'America/New_York')::date;
  before jsonb;
begin
  if p_paused and p_until is not null and (p_until < today or p_until > today + 366) then
    raise exception 'Choose a day from today to a year from now, or leave it empty.'
      using errcode = '22023', hint = 'pause_until_invalid';
  end if;
  select jsonb_strip_nulls(jsonb_build_object('paused', paused_at is not null, 'until', paused_until)) into before
  from public.contractors where id = mine;
  update public.contractors
  set paused_at = case when p_paused then coalesce(paused_at, now()) end,
      paused_until = case when p_paused then p_until end
  where id = mine;
  insert into public.contractor_changes (contractor_id, changed_by, changed_by_email, role, before, after)
  values (mine, auth.uid(), auth.jwt() ->> 'email', 'builder', before,
          jsonb_strip_nulls(jsonb_build_object('paused', p_paused, 'until', case when p_paused then p_until end)));
end
$$;

-- Back to a mail for each request: what the digest was holding goes now, not at the next digest.
create or replace function public.set_request_mail(p_mode text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.my_listing();
  released record;
begin
  if p_mode not in ('each', 'daily') then
    raise exception 'Choose a mail for each request or a daily digest.' using errcode = '22023', hint = 'request_mail_invalid';
  end if;
  update public.builder_accounts set request_mail = p_mode where contractor_id = mine;
  if p_mode = 'each' then
    for released in
      update public.email_outbox set status = 'queued'
      where status = 'held' and template = 'lead-to-builder' and contractor_id = mine
      returning id
    loop
      if to_regnamespace('graphile_worker') is not null then
        perform graphile_worker.add_job('send_mail', json_build_object('id', released.id),
                                        job_key => 'mail:' || released.id, max_attempts => 10);
      end if;
    end loop;
  end if;
end
$$;
