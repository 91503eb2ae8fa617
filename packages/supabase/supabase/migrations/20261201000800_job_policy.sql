-- Issue 36: the job queue's policy in one place. @pond/core's JOB_POLICY is written here by the job
-- worker when it starts (before it creates the queue's own schema, so no job is ever queued without
-- it), and every function that queues a job goes through private.add_job, which reads it: tries, and
-- a delay before the first try by the kind of job.

create table private.job_policy (
  task text primary key,
  max_attempts integer not null check (max_attempts between 1 and 100),
  -- Seconds before the first try, by kind (send_mail: the template).
  delays jsonb not null default '{}'
);

create or replace function private.add_job(
  p_task text,
  p_payload json,
  p_job_key text default null,
  p_queue text default null,
  p_kind text default null,
  p_job_key_mode text default 'replace'
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  policy private.job_policy;
begin
  -- Before the worker has first started, the queue is not there: the worker queues what waits.
  if to_regnamespace('graphile_worker') is null then
    return;
  end if;
  select * into policy from private.job_policy where task = p_task;
  if policy.task is null then
    raise warning 'No policy for the job %: the queue''s defaults apply until the worker starts', p_task;
  end if;
  perform graphile_worker.add_job(p_task, p_payload, queue_name => p_queue,
    run_at => now() + coalesce((policy.delays ->> p_kind)::numeric, 0) * interval '1 second',
    max_attempts => policy.max_attempts, job_key => p_job_key, job_key_mode => p_job_key_mode);
end
$$;
revoke execute on function private.add_job(text, json, text, text, text, text) from public;

create or replace function private.queue_mail_job() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'queued' then
    perform private.add_job('send_mail', json_build_object('id', new.id), 'mail:' || new.id, p_kind => new.template);
  end if;
  return null;
end
$$;

create or replace function private.queue_webhook_job() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One queue per partner: a partner's slow endpoint takes one worker slot, never all of mail's.
  perform private.add_job('deliver_webhook', json_build_object('id', new.id), 'webhook:' || new.id,
                          'webhook:' || new.partner_id);
  return null;
end
$$;

-- Builders' pages to purge; a purge that cannot be queued never stops the change itself: the pages
-- expire on their own.
create or replace function private.queue_purge(p_changed jsonb) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_changed is not null then
    perform private.add_job('purge_pages', json_build_object('contractors', p_changed));
  end if;
exception when others then
  raise warning 'Could not queue the purge of the pages of % builders: %', jsonb_array_length(p_changed), sqlerrm;
end
$$;
revoke execute on function private.queue_purge(jsonb) from public;

create or replace function private.queue_page_purge() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed jsonb;
begin
  if to_regnamespace('graphile_worker') is null then
    return null;
  end if;
  -- Each statement's transition tables exist only for its kind: inserts have no old rows.
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('id', n.id, 'city', n.city, 'state', n.state)) into changed from new_rows n;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('id', o.id, 'city', o.city, 'state', o.state)) into changed from old_rows o;
  else
    select jsonb_agg(distinct x) into changed from (
      select jsonb_build_object('id', n.id, 'city', n.city, 'state', n.state) as x from new_rows n
      union all
      select jsonb_build_object('id', o.id, 'city', o.city, 'state', o.state) from old_rows o
    ) both_sides;
  end if;
  perform private.queue_purge(changed);
  return null;
end
$$;

create or replace function private.queue_route_purge() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if to_regnamespace('graphile_worker') is null then
    return null;
  end if;
  perform private.queue_purge((
    select jsonb_agg(distinct jsonb_build_object('id', c.id, 'city', c.city, 'state', c.state))
    from new_rows n join old_rows o using (lead_id, contractor_id) join public.contractors c on c.id = n.contractor_id
    where n.contacted_at is distinct from o.contacted_at));
  return null;
end
$$;

create or replace function private.queue_photo_work() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.add_job('process_photo', json_build_object('id', new.id), 'photo:' || new.id, 'photo:' || new.id);
  elsif tg_op = 'DELETE' then
    perform private.add_job('photo_files', json_build_object('id', old.id, 'action', 'delete'), p_queue => 'photo:' || old.id);
  elsif new.hidden_at is distinct from old.hidden_at then
    perform private.add_job('photo_files',
      json_build_object('id', new.id, 'action', case when new.hidden_at is null then 'show' else 'hide' end),
      p_queue => 'photo:' || new.id);
  end if;
  return null;
end
$$;

create or replace function public.check_partner_site(p_site uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  site public.partner_sites;
begin
  select * into site from public.partner_sites s where s.id = p_site and s.partner_id = private.partner_id();
  if site.id is null then
    raise exception 'No such site of yours' using errcode = 'P0001', hint = 'partner_site_not_found';
  end if;
  if site.status = 'revoked' then
    raise exception 'This site was revoked by our staff; write to us to restore it' using errcode = 'P0001',
      hint = 'partner_site_revoked';
  end if;
  if site.check_requested_at > now() - interval '30 seconds' and site.checked_at is null then
    return;
  end if;
  update public.partner_sites s set check_requested_at = now(), checked_at = null, check_error = null
   where s.id = site.id;
  perform private.add_job('prove_site', json_build_object('id', site.id), 'site:' || site.id);
end
$$;

-- A message released from 'held' (a builder back to a mail for each request) is queued like a new one.
create or replace function private.queue_released_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_job('send_mail', json_build_object('id', new.id), 'mail:' || new.id, p_kind => new.template);
  return null;
end
$$;
revoke execute on function private.queue_released_mail() from public;
create trigger email_outbox_queue_released after update of status on public.email_outbox
  for each row when (old.status = 'held' and new.status = 'queued') execute function private.queue_released_mail();

create or replace function public.set_request_mail(p_mode text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_mode not in ('each', 'daily') then
    raise exception 'Choose a mail for each request or a daily digest.' using errcode = '22023', hint = 'request_mail_invalid';
  end if;
  update public.builder_accounts set request_mail = p_mode where contractor_id = private.my_listing();
  if p_mode = 'each' then
    update public.email_outbox set status = 'queued'
    where status = 'held' and template = 'lead-to-builder' and contractor_id = private.my_listing();
  end if;
end
$$;
