-- Widget loads that a script cannot inflate (issue 32, part 3). A script outside a browser writes any
-- Origin it likes, so loads are counted only for partners that exist; a load from one of the
-- partner's proven sites is counted under that site (capped per origin and day, as before); any other
-- is counted as "elsewhere", one counter per partner and day with a cap of its own, so 50,000 invented
-- origins neither fill the partner's figures nor crowd out its own sites.

alter table private.widget_load_limits
  add column elsewhere_per_partner_per_day integer not null default 5000
    constraint widget_load_elsewhere_cap check (elsewhere_per_partner_per_day > 0);

-- Loads from anywhere else, per partner and day: the cap's counter.
create table private.widget_load_elsewhere (
  day date not null,
  partner text not null references public.partners (id) on delete cascade,
  loads integer not null,
  primary key (day, partner)
);

-- The one origin under which loads from anywhere but a proven site are kept.
create or replace function private.elsewhere() returns text
language sql immutable
set search_path = ''
as $$ select 'elsewhere' $$;

create or replace function public.count_widget_load(p_partner text, p_widget text, p_version text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_origin text := left(nullif(btrim(
    coalesce(current_setting('request.headers', true), '{}')::json ->> 'origin'), ''), 300);
  v_day date := (now() at time zone 'utc')::date;
  limits private.widget_load_limits;
  counted integer;
begin
  if v_origin is null or v_origin = 'null'
     or p_partner !~ '^[a-z0-9][a-z0-9-]{0,62}$'
     or p_widget not in ('pond-directory', 'pond-quote-form', 'pond-planner', 'pond-calculator')
     or p_version !~ '^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$'
     or not exists (select 1 from public.partners p where p.id = p_partner) then
    return;
  end if;
  select * into limits from private.widget_load_limits;
  if not private.is_proven_origin(p_partner, v_origin) then
    v_origin := private.elsewhere();
    -- The day's allowance for everywhere else, taken one at a time (the row is locked while counted).
    insert into private.widget_load_elsewhere as e (day, partner, loads) values (v_day, p_partner, 1)
    on conflict (day, partner) do update set loads = e.loads + 1
      where e.loads < limits.elsewhere_per_partner_per_day
    returning e.loads into counted;
    if counted is null then
      return;
    end if;
  else
    select coalesce(sum(w.loads), 0) into counted from public.widget_loads w
     where w.day = v_day and w.origin = v_origin;
    if counted >= limits.per_origin_per_day then
      return;
    end if;
  end if;
  insert into public.widget_loads as w (day, origin, partner, widget, kit_version, loads)
  values (v_day, v_origin, p_partner, p_widget, p_version, 1)
  on conflict (day, origin, partner, widget, kit_version) do update set loads = w.loads + 1;
end
$$;

-- The partner's figures: loads on its proven sites and, on one line, loads elsewhere.
create or replace view public.partner_figures with (security_barrier = true) as
with requests as (
  select date_trunc('month', r.created_at)::date as month, r.widget,
         count(*) filter (where r.verified)::integer as requests,
         count(*) filter (where r.verified and r.status in ('routed', 'contacted'))::integer as reached_builders,
         count(*) filter (where r.verified and r.status = 'withdrawn')::integer as withdrawn,
         count(*) filter (where not r.verified)::integer as unverified_requests
  from public.partner_requests r
  group by 1, 2
), plans as (
  select date_trunc('month', p.created_at)::date as month,
         case when p.source like 'widget:%' then substr(p.source, 8) else 'our pages' end as widget,
         count(*) filter (where private.is_proven_origin(p.partner, p.request_origin))::integer as plans,
         count(*) filter (where not private.is_proven_origin(p.partner, p.request_origin))::integer as unverified_plans
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
       coalesce(l.loads, 0) as loads,
       coalesce(r.requests, 0) as requests, coalesce(r.reached_builders, 0) as reached_builders,
       coalesce(r.withdrawn, 0) as withdrawn, coalesce(p.plans, 0) as plans,
       coalesce(r.unverified_requests, 0) as unverified_requests, coalesce(p.unverified_plans, 0) as unverified_plans,
       coalesce(l.loads_elsewhere, 0) as loads_elsewhere
from keys k
left join requests r on r.month = k.month and r.widget = k.widget
left join plans p on p.month = k.month and p.widget = k.widget
left join loads l on l.month = k.month and l.widget = k.widget;

/**
 * A partner's month, by proven site and campaign, and everything from anywhere else on one line per
 * campaign ("elsewhere"): widget loads, quote requests, how many reached builders and were withdrawn,
 * and plans; each line says whether its site is proven.
 */
create or replace function private.partner_statement_rows(p_partner text, p_month date)
returns table (site text, verified boolean, campaign text, loads integer, requests integer,
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
         coalesce(lo.loads, 0), coalesce(r.requests, 0), coalesce(r.reached, 0), coalesce(r.withdrawn, 0),
         coalesce(p.plans, 0)
    from keys k
    left join requests r on r.site = k.site and r.campaign is not distinct from k.campaign
    left join plans p on p.site = k.site and p.campaign is not distinct from k.campaign
    left join loads lo on lo.site = k.site and lo.campaign is not distinct from k.campaign
   order by 2 desc, 1, 3 nulls first
$$;
