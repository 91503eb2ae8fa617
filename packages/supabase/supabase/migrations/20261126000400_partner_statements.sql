-- Issue 25: monthly statements. On the first of each month the job queue asks for last month's
-- statements: each active partner gets one mail with that month's figures by site and campaign and
-- their CSV attached. A statement is a row, unique per partner and month, written in the same
-- transaction as its mail: asked twice (a restart, a second worker, a retry), it is sent once.

create table public.partner_statements (
  partner_id text not null references public.partners (id) on delete cascade,
  month date not null constraint statement_month check (month = date_trunc('month', month)::date),
  created_at timestamptz not null default now(),
  primary key (partner_id, month)
);
alter table public.partner_statements enable row level security;
revoke all on public.partner_statements from anon, authenticated;
grant select on public.partner_statements to authenticated;
create policy "Partners read their statements, staff all" on public.partner_statements for select
  to authenticated using (partner_id = private.partner_id() or private.is_staff());

alter table public.email_outbox
  drop constraint outbox_template,
  add constraint outbox_template check (template in (
    'planner-copy', 'lead-to-builder', 'lead-confirmation', 'lead-withdrawn',
    'partner-application-received', 'partner-approved', 'partner-declined', 'partner-site-proven',
    'partner-statement'));

/**
 * A partner's month, by site and campaign: widget loads (by the page's origin), quote requests, how
 * many reached builders and were withdrawn, and plans; each line says whether its site is proven.
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
    select coalesce(l.request_origin, '(unknown)') as site, l.campaign,
           count(*)::integer as requests,
           count(*) filter (where private.request_status(l) in ('routed', 'contacted'))::integer as reached,
           count(*) filter (where l.withdrawn_at is not null)::integer as withdrawn
      from public.lead_submissions l, span
     where l.partner = p_partner and l.created_at >= span.first and l.created_at < span.next
     group by 1, 2
  ), plans as (
    select coalesce(p.request_origin, '(unknown)') as site, p.campaign, count(*)::integer as plans
      from public.pond_planner_submissions p, span
     where p.partner = p_partner and p.created_at >= span.first and p.created_at < span.next
     group by 1, 2
  ), loads as (
    select w.origin as site, null::text as campaign, sum(w.loads)::integer as loads
      from public.widget_loads w, span
     where w.partner = p_partner and w.day >= span.first and w.day < span.next
     group by 1
  ), keys as (
    select site, campaign from requests union select site, campaign from plans union select site, campaign from loads
  )
  select k.site, private.is_proven_origin(p_partner, k.site), k.campaign,
         coalesce(lo.loads, 0), coalesce(r.requests, 0), coalesce(r.reached, 0), coalesce(r.withdrawn, 0),
         coalesce(p.plans, 0)
    from keys k
    left join requests r on r.site = k.site and r.campaign is not distinct from k.campaign
    left join plans p on p.site = k.site and p.campaign is not distinct from k.campaign
    left join loads lo on lo.site = k.site and lo.campaign is not distinct from k.campaign
   order by 2 desc, 1, 3 nulls first
$$;
revoke execute on function private.partner_statement_rows(text, date) from public;

/**
 * Queues the statements of a month for every active partner that has none yet, each with its mail.
 * Returns how many were queued (0 when asked again).
 */
create or replace function private.queue_partner_statements(p_month date) returns integer
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.queue_partner_statements(date) from public;
