-- Credit that says what it is (issue 32, part 4). A request is *attributed* to a partner when it
-- arrived from one of the partner's proven origins: a browser cannot forge that, a script can. It is
-- *confirmed* when, besides, the homeowner then proved their mailbox (the "Yes, this was me" link in
-- the confirmation mail, signed like the withdraw link) or a chosen builder was marked contacted.
-- Dashboard, CSV, statement, webhooks and staff's report show both; the word "verified" goes.

alter table public.lead_submissions add column confirmed_at timestamptz;

/** Whether a request was confirmed by its homeowner's mailbox or by a builder's contact. */
create or replace function private.request_confirmed(l public.lead_submissions) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select l.confirmed_at is not null or l.contacted_at is not null
      or exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.contacted_at is not null)
$$;
revoke execute on function private.request_confirmed(public.lead_submissions) from public;
grant execute on function private.request_confirmed(public.lead_submissions) to authenticated;

/** A "Yes, this was me" link's parts for a lead: valid for 60 days, signed apart from withdraw links. */
create or replace function private.confirm_link(p_lead uuid)
returns table (expires bigint, signature text)
language sql stable
security definer
set search_path = ''
as $$
  select e, private.link_signature('confirm-request.' || p_lead::text || '.' || e::text)
  from (select extract(epoch from now() + interval '60 days')::bigint as e) expiry
$$;
revoke execute on function private.confirm_link(uuid) from public;

/**
 * The homeowner's "Yes, this was me": marks the request confirmed (once; again is harmless). An
 * altered link changes nothing; an expired one says so.
 */
create or replace function public.confirm_request(p_lead uuid, p_expires bigint, p_signature text)
returns table (confirmed_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_signature is distinct from private.link_signature('confirm-request.' || p_lead::text || '.' || p_expires::text) then
    raise exception 'This confirmation link is not valid.' using errcode = 'P0001', hint = 'confirm_link_invalid';
  end if;
  if p_expires < extract(epoch from now()) then
    raise exception 'This confirmation link has expired.' using errcode = 'P0001', hint = 'confirm_link_expired';
  end if;
  return query
    update public.lead_submissions l set confirmed_at = coalesce(l.confirmed_at, now())
     where l.id = p_lead
    returning l.confirmed_at;
  if not found then
    raise exception 'This confirmation link is not valid.' using errcode = 'P0001', hint = 'confirm_link_invalid';
  end if;
end
$$;
revoke execute on function public.confirm_request(uuid, bigint, text) from public;
grant execute on function public.confirm_request(uuid, bigint, text) to anon, authenticated;

-- The partner's read models, renamed for what they count: drop and make again (a view's columns
-- cannot be renamed in place). Owner rights, filtered by the caller, unwritable, security barriers.
drop view public.partner_campaigns;
drop view public.partner_figures;
drop view public.partner_requests;

create view public.partner_requests with (security_barrier = true) as
select l.id, l.created_at, l.project_type, l.city, l.state, private.request_status(l) as status,
       case when l.source like 'widget:%' then substr(l.source, 8) else 'our pages' end as widget,
       l.request_origin,
       private.is_proven_origin(l.partner, l.request_origin) as attributed,
       private.is_proven_origin(l.partner, l.request_origin) and private.request_confirmed(l) as confirmed,
       l.campaign, l.utm_source, l.utm_medium, l.utm_campaign
from public.lead_submissions l
where l.partner is not null and l.partner = private.partner_id();

create view public.partner_figures with (security_barrier = true) as
with requests as (
  select date_trunc('month', r.created_at)::date as month, r.widget,
         count(*) filter (where r.attributed)::integer as requests,
         count(*) filter (where r.confirmed)::integer as confirmed_requests,
         count(*) filter (where r.attributed and r.status in ('routed', 'contacted'))::integer as reached_builders,
         count(*) filter (where r.attributed and r.status = 'withdrawn')::integer as withdrawn,
         count(*) filter (where not r.attributed)::integer as unattributed_requests
  from public.partner_requests r
  group by 1, 2
), plans as (
  select date_trunc('month', p.created_at)::date as month,
         case when p.source like 'widget:%' then substr(p.source, 8) else 'our pages' end as widget,
         count(*) filter (where private.is_proven_origin(p.partner, p.request_origin))::integer as plans,
         count(*) filter (where not private.is_proven_origin(p.partner, p.request_origin))::integer as unattributed_plans
  from public.pond_planner_submissions p
  where p.partner is not null and p.partner = private.partner_id()
  group by 1, 2
), loads as (
  select date_trunc('month', w.day)::date as month, w.widget,
         coalesce(sum(w.loads) filter (where private.is_proven_origin(w.partner, w.origin)), 0)::integer as loads,
         coalesce(sum(w.loads) filter (where not private.is_proven_origin(w.partner, w.origin)), 0)::integer
           as loads_elsewhere
  from public.widget_loads w
  where w.partner = private.partner_id()
  group by 1, 2
), keys as (
  select month, widget from requests union select month, widget from plans union select month, widget from loads
)
select k.month, k.widget,
       coalesce(l.loads, 0) as loads, coalesce(l.loads_elsewhere, 0) as loads_elsewhere,
       coalesce(r.requests, 0) as requests, coalesce(r.confirmed_requests, 0) as confirmed_requests,
       coalesce(r.reached_builders, 0) as reached_builders, coalesce(r.withdrawn, 0) as withdrawn,
       coalesce(p.plans, 0) as plans,
       coalesce(r.unattributed_requests, 0) as unattributed_requests,
       coalesce(p.unattributed_plans, 0) as unattributed_plans
from keys k
left join requests r on r.month = k.month and r.widget = k.widget
left join plans p on p.month = k.month and p.widget = k.widget
left join loads l on l.month = k.month and l.widget = k.widget;

create view public.partner_campaigns with (security_barrier = true) as
with requests as (
  select date_trunc('month', r.created_at)::date as month, r.campaign, r.utm_source, r.utm_medium, r.utm_campaign,
         count(*) filter (where r.attributed)::integer as requests,
         count(*) filter (where r.confirmed)::integer as confirmed_requests,
         count(*) filter (where r.attributed and r.status in ('routed', 'contacted'))::integer as reached_builders,
         count(*) filter (where r.attributed and r.status = 'withdrawn')::integer as withdrawn,
         count(*) filter (where not r.attributed)::integer as unattributed_requests
  from public.partner_requests r
  group by 1, 2, 3, 4, 5
), plans as (
  select date_trunc('month', p.created_at)::date as month, p.campaign, p.utm_source, p.utm_medium, p.utm_campaign,
         count(*) filter (where private.is_proven_origin(p.partner, p.request_origin))::integer as plans,
         count(*) filter (where not private.is_proven_origin(p.partner, p.request_origin))::integer as unattributed_plans
  from public.pond_planner_submissions p
  where p.partner is not null and p.partner = private.partner_id()
  group by 1, 2, 3, 4, 5
)
select coalesce(r.month, p.month) as month, coalesce(r.campaign, p.campaign) as campaign,
       coalesce(r.utm_source, p.utm_source) as utm_source, coalesce(r.utm_medium, p.utm_medium) as utm_medium,
       coalesce(r.utm_campaign, p.utm_campaign) as utm_campaign,
       coalesce(r.requests, 0) as requests, coalesce(r.confirmed_requests, 0) as confirmed_requests,
       coalesce(r.reached_builders, 0) as reached_builders,
       coalesce(r.withdrawn, 0) as withdrawn, coalesce(p.plans, 0) as plans,
       coalesce(r.unattributed_requests, 0) as unattributed_requests,
       coalesce(p.unattributed_plans, 0) as unattributed_plans
from requests r
full join plans p on p.month = r.month
  and p.campaign is not distinct from r.campaign and p.utm_source is not distinct from r.utm_source
  and p.utm_medium is not distinct from r.utm_medium and p.utm_campaign is not distinct from r.utm_campaign;

revoke all on public.partner_requests, public.partner_figures, public.partner_campaigns from anon, authenticated;
grant select on public.partner_requests, public.partner_figures, public.partner_campaigns to authenticated;

-- Staff's report: attributed, and how many of them were confirmed.
drop view public.partner_report;
create view public.partner_report with (security_invoker = true) as
select l.partner, date_trunc('month', l.created_at)::date as month,
       l.page_origin as claimed_origin, l.request_origin as recorded_origin,
       private.is_proven_origin(l.partner, l.request_origin) as attributed,
       count(*)::integer as requests,
       count(*) filter (where private.request_confirmed(l))::integer as confirmed,
       count(*) filter (where exists (select 1 from public.lead_routes r where r.lead_id = l.id))::integer as routed,
       l.campaign, l.utm_source, l.utm_medium, l.utm_campaign
from public.lead_submissions l
where l.partner is not null
group by 1, 2, 3, 4, 5, l.campaign, l.utm_source, l.utm_medium, l.utm_campaign;
revoke all on public.partner_report from anon, authenticated;
grant select on public.partner_report to authenticated;

/**
 * A partner's month, by proven site and campaign, and everything else on one line ("elsewhere"):
 * widget loads, requests attributed (from the site) and confirmed, how many reached builders and were
 * withdrawn, and plans.
 */
drop function private.partner_statement_rows(text, date);
create function private.partner_statement_rows(p_partner text, p_month date)
returns table (site text, attributed boolean, campaign text, loads integer, requests integer, confirmed integer,
               reached_builders integer, withdrawn integer, plans integer)
language sql stable
security definer
set search_path = ''
as $$
  with span as (select p_month as first, (p_month + interval '1 month')::date as next),
  requests as (
    select case when private.is_proven_origin(p_partner, l.request_origin) then l.request_origin
                else private.elsewhere() end as site,
           l.campaign,
           count(*)::integer as requests,
           count(*) filter (where private.request_confirmed(l))::integer as confirmed,
           count(*) filter (where private.request_status(l) in ('routed', 'contacted'))::integer as reached,
           count(*) filter (where l.withdrawn_at is not null)::integer as withdrawn
      from public.lead_submissions l, span
     where l.partner = p_partner and l.created_at >= span.first and l.created_at < span.next
     group by 1, 2
  ), plans as (
    select case when private.is_proven_origin(p_partner, p.request_origin) then p.request_origin
                else private.elsewhere() end as site,
           p.campaign, count(*)::integer as plans
      from public.pond_planner_submissions p, span
     where p.partner = p_partner and p.created_at >= span.first and p.created_at < span.next
     group by 1, 2
  ), loads as (
    select case when private.is_proven_origin(p_partner, w.origin) then w.origin else private.elsewhere() end as site,
           null::text as campaign, sum(w.loads)::integer as loads
      from public.widget_loads w, span
     where w.partner = p_partner and w.day >= span.first and w.day < span.next
     group by 1
  ), keys as (
    select site, campaign from requests union select site, campaign from plans union select site, campaign from loads
  )
  select k.site, k.site <> private.elsewhere(), k.campaign,
         coalesce(lo.loads, 0), coalesce(r.requests, 0),
         case when k.site <> private.elsewhere() then coalesce(r.confirmed, 0) else 0 end,
         coalesce(r.reached, 0), coalesce(r.withdrawn, 0), coalesce(p.plans, 0)
    from keys k
    left join requests r on r.site = k.site and r.campaign is not distinct from k.campaign
    left join plans p on p.site = k.site and p.campaign is not distinct from k.campaign
    left join loads lo on lo.site = k.site and lo.campaign is not distinct from k.campaign
   order by 2 desc, 1, 3 nulls first
$$;
revoke execute on function private.partner_statement_rows(text, date) from public;

-- Webhooks carry both (events version 2); `verified` stays one release, the same as `attributed`,
-- deprecated on /partners. A request that becomes confirmed sends request.confirmed.
alter table public.webhook_deliveries
  drop constraint webhook_event,
  add constraint webhook_event check (
    event in ('request.created', 'request.routed', 'request.withdrawn', 'request.confirmed', 'plan.created'));

create or replace function private.webhook_request_data(l public.lead_submissions) returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', l.id, 'created_at', l.created_at, 'project_type', l.project_type, 'city', l.city, 'state', l.state,
    'status', private.request_status(l),
    'widget', case when l.source like 'widget:%' then substr(l.source, 8) else 'our pages' end,
    'origin', l.request_origin, 'attributed', true, 'confirmed', private.request_confirmed(l), 'verified', true,
    'campaign', l.campaign, 'utm_source', l.utm_source, 'utm_medium', l.utm_medium, 'utm_campaign', l.utm_campaign)
$$;

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
      'origin', new.request_origin, 'attributed', true, 'verified', true,
      'campaign', new.campaign, 'utm_source', new.utm_source, 'utm_medium', new.utm_medium,
      'utm_campaign', new.utm_campaign));
  end if;
  return null;
end
$$;

/** request.confirmed: an attributed request confirmed for the first time (mailbox or builder contact). */
create or replace function private.confirmed_webhooks() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.confirmed_webhooks() from public;
create trigger lead_submissions_confirmed_webhooks
  after update of confirmed_at, contacted_at on public.lead_submissions
  for each row when (old.confirmed_at is null and old.contacted_at is null)
  execute function private.confirmed_webhooks();
create trigger lead_routes_confirmed_webhooks
  after update of contacted_at on public.lead_routes
  for each row when (old.contacted_at is null and new.contacted_at is not null)
  execute function private.confirmed_webhooks();
