create table public.webhook_deliveries (
  id uuid default gen_random_uuid() not null,
  partner_id text not null,
  event text not null,
  data jsonb not null,
  status text default 'queued'::text not null,
  attempts integer default 0 not null,
  last_status integer,
  last_error text,
  created_at timestamp with time zone default now() not null,
  last_attempt_at timestamp with time zone,
  delivered_at timestamp with time zone,
  constraint webhook_deliveries_pkey PRIMARY KEY (id),
  constraint webhook_delivery_status CHECK (status = ANY (ARRAY['queued'::text, 'delivering'::text, 'delivered'::text, 'failed'::text])),
  constraint webhook_event CHECK (event = ANY (ARRAY['request.created'::text, 'request.routed'::text, 'request.withdrawn'::text, 'request.confirmed'::text, 'plan.created'::text]))
);

alter table public.webhook_deliveries add constraint webhook_deliveries_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES partners(id) ON DELETE CASCADE;

CREATE INDEX webhook_deliveries_partner ON public.webhook_deliveries USING btree (partner_id, created_at DESC);

revoke all on table public.webhook_deliveries from public, anon, authenticated, service_role;
grant select on table public.webhook_deliveries to authenticated;
grant all on table public.webhook_deliveries to service_role;

alter table public.webhook_deliveries enable row level security;

create policy "Partners read their deliveries, staff all" on public.webhook_deliveries
  for select to authenticated
  using (((partner_id = private.partner_id()) OR private.is_staff()));

CREATE OR REPLACE FUNCTION private.queue_webhook(p_partner text, p_event text, p_data jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.webhook_deliveries (partner_id, event, data)
  select w.partner_id, p_event, p_data from public.partner_webhooks w where w.partner_id = p_partner
$function$;

revoke all on function private.queue_webhook(p_partner text, p_event text, p_data jsonb) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.webhook_request_data(l lead_submissions)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', l.id, 'created_at', l.created_at, 'project_type', l.project_type, 'city', l.city, 'state', l.state,
    'status', private.request_status(l),
    'widget', case when l.source like 'widget:%' then substr(l.source, 8) else 'our pages' end,
    'origin', l.request_origin, 'attributed', true, 'confirmed', private.request_confirmed(l), 'verified', true,
    'campaign', l.campaign, 'utm_source', l.utm_source, 'utm_medium', l.utm_medium, 'utm_campaign', l.utm_campaign)
$function$;

revoke all on function private.webhook_request_data(l lead_submissions) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.confirmed_webhooks()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
  was_confirmed boolean;
begin
  if tg_table_name = 'lead_routes' then
    select * into lead from public.lead_submissions l where l.id = new.lead_id;
    -- Confirmed before this builder's mark: by the mailbox, by staff, or by another builder.
    was_confirmed := lead.confirmed_at is not null or lead.contacted_at is not null
      or exists (select 1 from public.lead_routes r
                  where r.lead_id = new.lead_id and r.contractor_id <> new.contractor_id and r.contacted_at is not null);
  else
    lead := new;
    was_confirmed := (old.confirmed_at is not null or old.contacted_at is not null
      or exists (select 1 from public.lead_routes r where r.lead_id = new.id and r.contacted_at is not null));
  end if;
  if not was_confirmed and private.request_confirmed(lead)
     and lead.partner is not null and private.is_proven_origin(lead.partner, lead.request_origin) then
    perform private.queue_webhook(lead.partner, 'request.confirmed', private.webhook_request_data(lead));
  end if;
  return null;
end
$function$;

revoke all on function private.confirmed_webhooks() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.plan_webhooks()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.partner is not null and private.is_proven_origin(new.partner, new.request_origin) then
    -- What the dashboard counts of a plan: when, which widget, from where, and its campaign.
    perform private.queue_webhook(new.partner, 'plan.created', jsonb_build_object(
      'id', new.id, 'created_at', new.created_at,
      'widget', case when new.source like 'widget:%' then substr(new.source, 8) else 'our pages' end,
      'origin', new.request_origin, 'attributed', true, 'verified', true,
      'campaign', new.campaign, 'utm_source', new.utm_source, 'utm_medium', new.utm_medium,
      'utm_campaign', new.utm_campaign));
  end if;
  return null;
end
$function$;

revoke all on function private.plan_webhooks() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.queue_webhook_job()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- One queue per partner: a partner's slow endpoint takes one worker slot, never all of mail's.
  perform private.add_job('deliver_webhook', json_build_object('id', new.id), 'webhook:' || new.id,
                          'webhook:' || new.partner_id);
  return null;
end
$function$;

revoke all on function private.queue_webhook_job() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.request_webhooks()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function private.request_webhooks() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.route_webhooks()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
begin
  select * into lead from public.lead_submissions l where l.id = new.lead_id;
  if lead.partner is not null and private.is_proven_origin(lead.partner, lead.request_origin) then
    perform private.queue_webhook(lead.partner, 'request.routed', private.webhook_request_data(lead));
  end if;
  return null;
end
$function$;

revoke all on function private.route_webhooks() from public, anon, authenticated, service_role;

CREATE TRIGGER webhook_deliveries_queue_job AFTER INSERT ON webhook_deliveries FOR EACH ROW EXECUTE FUNCTION private.queue_webhook_job();
