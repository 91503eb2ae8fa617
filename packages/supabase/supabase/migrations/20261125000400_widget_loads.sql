-- Widget loads, counted without tracking anyone (issue 24, part 4). Each element on a partner's page
-- sends one beacon when it loads: partner, widget, kit version. The database adds it to a daily
-- counter per origin (the Origin header the browser attached, never a value the page sent), with a
-- cap per origin and day. No cookie, no storage, no address, no identifier of anyone is kept. Loads
-- are an indication for the partner, never the basis of credit.

create table public.widget_loads (
  day date not null,
  origin text not null,
  partner text not null constraint widget_load_partner check (partner ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  widget text not null constraint widget_load_widget
    check (widget in ('pond-directory', 'pond-quote-form', 'pond-planner', 'pond-calculator')),
  kit_version text not null constraint widget_load_version check (kit_version ~ '^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$'),
  loads integer not null default 0,
  primary key (day, origin, partner, widget, kit_version)
);

alter table public.widget_loads enable row level security;
revoke all on public.widget_loads from anon, authenticated;
grant select on public.widget_loads to authenticated;
create policy "Staff read widget loads" on public.widget_loads for select to authenticated using (private.is_staff());

-- Beacons one origin may add in a day; past it they are dropped (a loop or a forger cannot inflate
-- the counters without bound). Tunable without a migration.
create table private.widget_load_limits (
  singleton boolean primary key default true check (singleton),
  per_origin_per_day integer not null check (per_origin_per_day > 0)
);
insert into private.widget_load_limits (per_origin_per_day) values (50000);

/**
 * One widget load (the kit's beacon). Counted under the request's own Origin; a beacon without one
 * (not from a browser page), with an unknown widget, a malformed partner or version, or past the
 * origin's daily cap counts nothing. Always answers nothing, so a page learns nothing from it.
 */
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
  counted integer;
begin
  if v_origin is null or v_origin = 'null'
     or p_partner !~ '^[a-z0-9][a-z0-9-]{0,62}$'
     or p_widget not in ('pond-directory', 'pond-quote-form', 'pond-planner', 'pond-calculator')
     or p_version !~ '^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$' then
    return;
  end if;
  select coalesce(sum(w.loads), 0) into counted from public.widget_loads w where w.day = v_day and w.origin = v_origin;
  if counted >= (select l.per_origin_per_day from private.widget_load_limits l) then
    return;
  end if;
  insert into public.widget_loads as w (day, origin, partner, widget, kit_version, loads)
  values (v_day, v_origin, p_partner, p_widget, p_version, 1)
  on conflict (day, origin, partner, widget, kit_version) do update set loads = w.loads + 1;
end
$$;
revoke execute on function public.count_widget_load(text, text, text) from public;
grant execute on function public.count_widget_load(text, text, text) to anon, authenticated;

-- Per month and widget, the signed-in partner's widget loads (from any origin: an indication), its
-- verified requests (how many reached builders, how many were withdrawn) and plans, and apart from
-- them, the requests and plans that named it from anywhere else.
create view public.partner_figures as
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
  select date_trunc('month', w.day)::date as month, w.widget, sum(w.loads)::integer as loads
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
       coalesce(r.unverified_requests, 0) as unverified_requests, coalesce(p.unverified_plans, 0) as unverified_plans
from keys k
left join requests r on r.month = k.month and r.widget = k.widget
left join plans p on p.month = k.month and p.widget = k.widget
left join loads l on l.month = k.month and l.widget = k.widget;
revoke all on public.partner_figures from anon;
grant select on public.partner_figures to authenticated;
