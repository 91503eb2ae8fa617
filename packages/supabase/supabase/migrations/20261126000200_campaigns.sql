-- Issue 25: campaigns. A widget's `campaign` (a short slug) and, when the partner opts in with `utm`,
-- the page's own utm_source, utm_medium and utm_campaign, recorded with each request and plan, shown
-- and filterable on the partner's dashboard and in staff's partner report, and in both CSVs.

alter table public.lead_submissions
  add column campaign text constraint lead_campaign_format check (campaign ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add constraint lead_utm_length check (
    char_length(utm_source) <= 100 and char_length(utm_medium) <= 100 and char_length(utm_campaign) <= 100);

alter table public.pond_planner_submissions
  add column campaign text constraint planner_campaign_format check (campaign ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add constraint planner_utm_length check (
    char_length(utm_source) <= 100 and char_length(utm_medium) <= 100 and char_length(utm_campaign) <= 100);

grant insert (campaign, utm_source, utm_medium, utm_campaign) on public.lead_submissions to anon, authenticated;

/** Saves a plan (as before) with its campaign and UTM values. */
create or replace function public.save_pond_plan(p_plan jsonb)
returns table (plan_id uuid, copy_queued boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  plan public.pond_planner_submissions;
  limits private.outbox_limits;
  forwarded text := coalesce(current_setting('request.headers', true), '{}')::json ->> 'x-forwarded-for';
  caller text;
begin
  insert into public.pond_planner_submissions
    (name, email, pond_type, length, width, depth, state, sun_exposure, budget, timeline, features,
     cost_estimate_min, cost_estimate_max, source, partner, page_origin,
     campaign, utm_source, utm_medium, utm_campaign)
  values (
    btrim(p_plan ->> 'name'), btrim(p_plan ->> 'email'), p_plan ->> 'pond_type',
    (p_plan ->> 'length')::numeric, (p_plan ->> 'width')::numeric, (p_plan ->> 'depth')::numeric,
    p_plan ->> 'state', p_plan ->> 'sun_exposure', p_plan ->> 'budget', p_plan ->> 'timeline',
    nullif(btrim(p_plan ->> 'features'), ''),
    (p_plan ->> 'cost_estimate_min')::integer, (p_plan ->> 'cost_estimate_max')::integer,
    coalesce(p_plan ->> 'source', 'site'), nullif(p_plan ->> 'partner', ''), nullif(p_plan ->> 'page_origin', ''),
    nullif(p_plan ->> 'campaign', ''), nullif(p_plan ->> 'utm_source', ''), nullif(p_plan ->> 'utm_medium', ''),
    nullif(p_plan ->> 'utm_campaign', ''))
  returning * into plan;

  -- The network address as the proxy in front of PostgREST reports it (never what the visitor typed).
  caller := nullif(btrim(split_part(coalesce(forwarded, ''), ',', 1)), '');
  -- One count per address at a time, so simultaneous saves cannot both pass the limit.
  perform pg_advisory_xact_lock(hashtext('planner-copy:' || lower(plan.email)));
  select * into limits from private.outbox_limits;

  plan_id := plan.id;
  copy_queued :=
    (select count(*) from public.email_outbox o
      where o.template = 'planner-copy' and lower(o.to_email) = lower(plan.email)
        and o.created_at > now() - interval '1 day') < limits.planner_copies_per_address_per_day
    and (caller is null
      or (select count(*) from public.email_outbox o
           where o.template = 'planner-copy' and o.client_address = caller
             and o.created_at > now() - interval '1 day') < limits.planner_copies_per_caller_per_day);
  if copy_queued then
    insert into public.email_outbox (template, to_email, to_name, payload, client_address)
    values ('planner-copy', plan.email, plan.name,
            jsonb_build_object('plan_id', plan.id)
              || case when p_plan ->> 'lead_id' ~* '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'
                      then jsonb_build_object('lead_id', p_plan ->> 'lead_id') else '{}' end,
            caller);
  end if;
  return next;
end
$$;

-- Staff's inbox and its CSV carry them.
create or replace view public.lead_inbox with (security_invoker = true) as
select l.id, l.created_at, l.name, l.email, l.phone, l.project_type, l.message, l.location, l.city,
       l.state, l.contractor_id, l.contractor_name, l.source, l.partner, l.page_origin,
       l.request_origin, l.origin_mismatch, l.routed_at, l.withdrawn_at, l.contacted_at,
       (select count(*)::integer from public.lead_routes r where r.lead_id = l.id) as builders,
       private.request_status(l) as status,
       l.campaign, l.utm_source, l.utm_medium, l.utm_campaign
from public.lead_submissions l;

-- The partner's requests carry their campaign (still no contact column).
create or replace view public.partner_requests as
select l.id, l.created_at, l.project_type, l.city, l.state, private.request_status(l) as status,
       case when l.source like 'widget:%' then substr(l.source, 8) else 'our pages' end as widget,
       l.request_origin,
       private.is_proven_origin(l.partner, l.request_origin) as verified,
       l.campaign, l.utm_source, l.utm_medium, l.utm_campaign
from public.lead_submissions l
where l.partner is not null and l.partner = private.partner_id();

-- Per month and campaign (with the UTM values that came with it), the signed-in partner's requests
-- and plans, verified and apart, as partner_figures counts them per widget.
create view public.partner_campaigns as
with requests as (
  select date_trunc('month', r.created_at)::date as month, r.campaign, r.utm_source, r.utm_medium, r.utm_campaign,
         count(*) filter (where r.verified)::integer as requests,
         count(*) filter (where r.verified and r.status in ('routed', 'contacted'))::integer as reached_builders,
         count(*) filter (where r.verified and r.status = 'withdrawn')::integer as withdrawn,
         count(*) filter (where not r.verified)::integer as unverified_requests
  from public.partner_requests r
  group by 1, 2, 3, 4, 5
), plans as (
  select date_trunc('month', p.created_at)::date as month, p.campaign, p.utm_source, p.utm_medium, p.utm_campaign,
         count(*) filter (where private.is_proven_origin(p.partner, p.request_origin))::integer as plans,
         count(*) filter (where not private.is_proven_origin(p.partner, p.request_origin))::integer as unverified_plans
  from public.pond_planner_submissions p
  where p.partner is not null and p.partner = private.partner_id()
  group by 1, 2, 3, 4, 5
)
select coalesce(r.month, p.month) as month, coalesce(r.campaign, p.campaign) as campaign,
       coalesce(r.utm_source, p.utm_source) as utm_source, coalesce(r.utm_medium, p.utm_medium) as utm_medium,
       coalesce(r.utm_campaign, p.utm_campaign) as utm_campaign,
       coalesce(r.requests, 0) as requests, coalesce(r.reached_builders, 0) as reached_builders,
       coalesce(r.withdrawn, 0) as withdrawn, coalesce(p.plans, 0) as plans,
       coalesce(r.unverified_requests, 0) as unverified_requests, coalesce(p.unverified_plans, 0) as unverified_plans
from requests r
full join plans p on p.month = r.month
  and p.campaign is not distinct from r.campaign and p.utm_source is not distinct from r.utm_source
  and p.utm_medium is not distinct from r.utm_medium and p.utm_campaign is not distinct from r.utm_campaign;
revoke all on public.partner_campaigns from anon;
grant select on public.partner_campaigns to authenticated;

-- Staff's report: per partner, month and campaign.
create or replace view public.partner_report with (security_invoker = true) as
select l.partner, date_trunc('month', l.created_at)::date as month,
       l.page_origin as claimed_origin, l.request_origin as recorded_origin,
       private.is_proven_origin(l.partner, l.request_origin) as verified,
       count(*)::integer as requests,
       count(*) filter (where exists (select 1 from public.lead_routes r where r.lead_id = l.id))::integer as routed,
       l.campaign, l.utm_source, l.utm_medium, l.utm_campaign
from public.lead_submissions l
where l.partner is not null
group by 1, 2, 3, 4, 5, l.campaign, l.utm_source, l.utm_medium, l.utm_campaign;
