-- Issue 25: signed webhooks. A partner registers one endpoint (HTTPS; plain http only on this
-- machine, for local use) and gets a signing secret, shown once and rotatable. When a request or plan
-- from one of its proven sites is saved, routed or withdrawn, a delivery is queued: the job queue POSTs
-- the event, signed with HMAC-SHA256 over the timestamp and the body, and retries with backoff. Each
-- delivery keeps its id across tries, so a receiver can drop duplicates. The event carries the same
-- fields as the partner's dashboard: never a homeowner's name, email, phone or message.

create table public.partner_webhooks (
  partner_id text primary key references public.partners (id) on delete cascade,
  url text not null constraint partner_webhook_url check (
    char_length(url) <= 500
    and (url ~ '^https://[^\s/?#]+' or url ~ '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?(/|$)')),
  -- The signing secret: only the database and the job queue read it (the column is not granted).
  secret text not null,
  created_at timestamptz not null default now(),
  secret_rotated_at timestamptz not null default now()
);
alter table public.partner_webhooks enable row level security;
revoke all on public.partner_webhooks from anon, authenticated;
grant select (partner_id, url, created_at, secret_rotated_at) on public.partner_webhooks to authenticated;
create policy "Partners read their webhook, staff all" on public.partner_webhooks for select to authenticated
  using (partner_id = private.partner_id() or private.is_staff());

create table public.webhook_deliveries (
  -- The delivery id a receiver sees in Pond-Webhook-Id, the same on every try.
  id uuid primary key default gen_random_uuid(),
  partner_id text not null references public.partners (id) on delete cascade,
  event text not null constraint webhook_event check (
    event in ('request.created', 'request.routed', 'request.withdrawn', 'plan.created')),
  -- The event's data: the fields the partner's dashboard shows.
  data jsonb not null,
  status text not null default 'queued' constraint webhook_delivery_status
    check (status in ('queued', 'delivering', 'delivered', 'failed')),
  attempts integer not null default 0,
  last_status integer,
  last_error text,
  created_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  delivered_at timestamptz
);
create index webhook_deliveries_partner on public.webhook_deliveries (partner_id, created_at desc);
alter table public.webhook_deliveries enable row level security;
revoke all on public.webhook_deliveries from anon, authenticated;
grant select on public.webhook_deliveries to authenticated;
create policy "Partners read their deliveries, staff all" on public.webhook_deliveries for select to authenticated
  using (partner_id = private.partner_id() or private.is_staff());

/** A new signing secret. */
create or replace function private.webhook_secret() returns text
language sql volatile
set search_path = ''
as $$ select 'whsec_' || encode(extensions.gen_random_bytes(24), 'hex') $$;

/**
 * The signed-in partner sets its endpoint. A new endpoint gets a new secret, returned this once;
 * changing the address of an existing one keeps the secret (returns null).
 */
create or replace function public.set_partner_webhook(p_url text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me text := private.partner_id();
  made text;
begin
  if me is null then
    raise exception 'Sign in as a partner first' using errcode = '42501';
  end if;
  if p_url is null or not (btrim(p_url) ~ '^https://[^\s/?#]+'
     or btrim(p_url) ~ '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?(/|$)') or char_length(p_url) > 500 then
    raise exception 'Enter an https:// address (plain http only on localhost, for testing)'
      using errcode = 'P0001', hint = 'partner_webhook_url';
  end if;
  insert into public.partner_webhooks (partner_id, url, secret) values (me, btrim(p_url), private.webhook_secret())
  on conflict (partner_id) do update set url = excluded.url
  returning case when xmax = 0 then secret end into made;
  return made;
end
$$;

/** A new secret for the signed-in partner's endpoint, returned this once; the old one stops at once. */
create or replace function public.rotate_partner_webhook_secret() returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  made text;
begin
  update public.partner_webhooks w set secret = private.webhook_secret(), secret_rotated_at = now()
   where w.partner_id = private.partner_id()
  returning secret into made;
  if made is null then
    raise exception 'Add an endpoint first' using errcode = 'P0001', hint = 'partner_webhook_missing';
  end if;
  return made;
end
$$;

/** The signed-in partner removes its endpoint: no more deliveries are queued. */
create or replace function public.remove_partner_webhook() returns void
language sql
security definer
set search_path = ''
as $$ delete from public.partner_webhooks w where w.partner_id = private.partner_id() $$;

revoke execute on function public.set_partner_webhook(text), public.rotate_partner_webhook_secret(),
  public.remove_partner_webhook() from public;
grant execute on function public.set_partner_webhook(text), public.rotate_partner_webhook_secret(),
  public.remove_partner_webhook() to authenticated;

/** A request's event data: what the partner's dashboard shows of it. */
create or replace function private.webhook_request_data(l public.lead_submissions) returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', l.id, 'created_at', l.created_at, 'project_type', l.project_type, 'city', l.city, 'state', l.state,
    'status', private.request_status(l),
    'widget', case when l.source like 'widget:%' then substr(l.source, 8) else 'our pages' end,
    'origin', l.request_origin, 'verified', true,
    'campaign', l.campaign, 'utm_source', l.utm_source, 'utm_medium', l.utm_medium, 'utm_campaign', l.utm_campaign)
$$;

/** Queues an event for a partner with an endpoint; the insert trigger below makes it a job. */
create or replace function private.queue_webhook(p_partner text, p_event text, p_data jsonb) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.webhook_deliveries (partner_id, event, data)
  select w.partner_id, p_event, p_data from public.partner_webhooks w where w.partner_id = p_partner
$$;

/** Requests from a partner's proven sites: saved, withdrawn (once). */
create or replace function private.request_webhooks() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.partner is null or not private.is_proven_origin(new.partner, new.request_origin) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.queue_webhook(new.partner, 'request.created', private.webhook_request_data(new));
  elsif old.withdrawn_at is null and new.withdrawn_at is not null then
    perform private.queue_webhook(new.partner, 'request.withdrawn', private.webhook_request_data(new));
  end if;
  return null;
end
$$;
create trigger lead_submissions_webhooks after insert or update of withdrawn_at
  on public.lead_submissions for each row execute function private.request_webhooks();

/**
 * Routed: the request reached builders the homeowner chose (its first route; a homeowner who let our
 * staff match them routes to nobody, and nothing is sent). Fired after the statement that added the
 * routes, so the event's status is 'routed'.
 */
create or replace function private.route_webhooks() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.lead_submissions;
begin
  select * into lead from public.lead_submissions l where l.id = new.lead_id;
  if lead.partner is not null and private.is_proven_origin(lead.partner, lead.request_origin) then
    perform private.queue_webhook(lead.partner, 'request.routed', private.webhook_request_data(lead));
  end if;
  return null;
end
$$;
create trigger lead_routes_webhooks after insert on public.lead_routes
  for each row when (new.slot = 1) execute function private.route_webhooks();

/** Plans from a partner's proven sites. */
create or replace function private.plan_webhooks() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.partner is not null and private.is_proven_origin(new.partner, new.request_origin) then
    -- What the dashboard counts of a plan: when, which widget, from where, and its campaign.
    perform private.queue_webhook(new.partner, 'plan.created', jsonb_build_object(
      'id', new.id, 'created_at', new.created_at,
      'widget', case when new.source like 'widget:%' then substr(new.source, 8) else 'our pages' end,
      'origin', new.request_origin, 'verified', true,
      'campaign', new.campaign, 'utm_source', new.utm_source, 'utm_medium', new.utm_medium,
      'utm_campaign', new.utm_campaign));
  end if;
  return null;
end
$$;
create trigger pond_planner_submissions_webhooks after insert on public.pond_planner_submissions
  for each row execute function private.plan_webhooks();

-- Each delivery becomes a job: 8 tries with graphile-worker's backoff (exp(n) seconds), keyed by the
-- delivery so it is queued once, in its partner's own queue (one delivery at a time per partner). Before the worker first started, it queues what waits when it starts.
create or replace function private.queue_webhook_job() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if to_regnamespace('graphile_worker') is not null then
    -- One queue per partner: a partner's slow endpoint takes one worker slot, never all of mail's.
    execute 'select graphile_worker.add_job($1, json_build_object(''id'', $2), job_key => $3, max_attempts => 8,
                                            queue_name => $4)'
      using 'deliver_webhook', new.id, 'webhook:' || new.id, 'webhook:' || new.partner_id;
  end if;
  return null;
end
$$;
revoke execute on function private.queue_webhook_job(), private.request_webhooks(), private.route_webhooks(),
  private.plan_webhooks(),
  private.queue_webhook(text, text, jsonb), private.webhook_request_data(public.lead_submissions),
  private.webhook_secret() from public;
create trigger webhook_deliveries_queue_job after insert on public.webhook_deliveries
  for each row execute function private.queue_webhook_job();
