create table public.partner_statements (
  partner_id text not null,
  month date not null,
  created_at timestamp with time zone default now() not null,
  lines jsonb not null,
  constraint partner_statements_pkey PRIMARY KEY (partner_id, month),
  constraint statement_month CHECK (month = date_trunc('month'::text, month::timestamp with time zone)::date)
);

alter table public.partner_statements add constraint partner_statements_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES partners(id) ON DELETE CASCADE;

revoke all on table public.partner_statements from public, anon, authenticated, service_role;
grant select on table public.partner_statements to authenticated;
grant all on table public.partner_statements to service_role;

alter table public.partner_statements enable row level security;

create policy "Partners read their statements, staff all" on public.partner_statements
  for select to authenticated
  using (((partner_id = private.partner_id()) OR private.is_staff()));

CREATE OR REPLACE FUNCTION private.queue_partner_statements(p_month date)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  queued integer;
begin
  with made as (
    insert into public.partner_statements (partner_id, month)
    select p.id, date_trunc('month', p_month)::date from public.partners p where p.status = 'active'
    on conflict do nothing
    returning partner_id, month
  )
  insert into public.email_outbox (template, to_email, to_name, payload)
  select 'partner-statement', p.email, p.contact_name,
         jsonb_build_object('partner_id', p.id, 'month', to_char(m.month, 'YYYY-MM-DD'))
    from made m join public.partners p on p.id = m.partner_id;
  get diagnostics queued = row_count;
  return queued;
end
$function$;

revoke all on function private.queue_partner_statements(p_month date) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.statement_lines(p_partner text, p_month date)
 RETURNS TABLE(site text, attributed boolean, campaign text, loads integer, requests integer, confirmed integer, reached_builders integer, withdrawn integer, plans integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select l ->> 'site', (l ->> 'attributed')::boolean, l ->> 'campaign', (l ->> 'loads')::integer,
         (l ->> 'requests')::integer, (l ->> 'confirmed')::integer, (l ->> 'reached_builders')::integer,
         (l ->> 'withdrawn')::integer, (l ->> 'plans')::integer
    from public.partner_statements s, jsonb_array_elements(s.lines) with ordinality as e(l, n)
   where s.partner_id = p_partner and s.month = p_month
   order by e.n
$function$;

revoke all on function private.statement_lines(p_partner text, p_month date) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.statement_rows_now(p_partner text, p_month date)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  ),
  line as (
    select k.site, k.site <> private.elsewhere() as attributed, k.campaign,
           coalesce(lo.loads, 0) as loads, coalesce(r.requests, 0) as requests,
           case when k.site <> private.elsewhere() then coalesce(r.confirmed, 0) else 0 end as confirmed,
           coalesce(r.reached, 0) as reached_builders, coalesce(r.withdrawn, 0) as withdrawn,
           coalesce(p.plans, 0) as plans
      from keys k
      left join requests r on r.site = k.site and r.campaign is not distinct from k.campaign
      left join plans p on p.site = k.site and p.campaign is not distinct from k.campaign
      left join loads lo on lo.site = k.site and lo.campaign is not distinct from k.campaign
  )
  -- Kept as the statement's lines when it is made: proven sites first, then by site and campaign.
  select coalesce(jsonb_agg(to_jsonb(line) order by line.attributed desc, line.site, line.campaign nulls first),
                  '[]'::jsonb)
    from line
$function$;

revoke all on function private.statement_rows_now(p_partner text, p_month date) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.partner_statement_lines(p_month date)
 RETURNS TABLE(site text, attributed boolean, campaign text, loads integer, requests integer, confirmed integer, reached_builders integer, withdrawn integer, plans integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine text := private.partner_id();
begin
  if mine is null or not exists (
    select 1 from public.partner_statements s where s.partner_id = mine and s.month = p_month
  ) then
    raise exception 'There is no statement of yours for this month.' using errcode = 'P0001',
      hint = 'partner_statement_not_found';
  end if;
  return query select * from private.statement_lines(mine, p_month);
end
$function$;

revoke all on function public.partner_statement_lines(p_month date) from public, anon, authenticated, service_role;
grant execute on function public.partner_statement_lines(p_month date) to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.keep_statement_lines()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.lines := private.statement_rows_now(new.partner_id, new.month);
  return new;
end
$function$;

revoke all on function private.keep_statement_lines() from public, anon, authenticated, service_role;

CREATE TRIGGER partner_statements_lines BEFORE INSERT ON partner_statements FOR EACH ROW EXECUTE FUNCTION private.keep_statement_lines();
