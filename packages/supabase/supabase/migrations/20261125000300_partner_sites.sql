-- Proven sites and credit the database can prove (issue 24, part 3). A partner adds a site and gets
-- a token to serve at /.well-known/pond-partner.txt on it; the job queue fetches that file and the
-- origin is proven only when the token matches. A request or plan counts for a partner when the
-- Origin the database recorded with it is one of that partner's proven origins (or a subdomain of a
-- proven apex the partner opened to its subdomains); any other claim is kept, marked unverified.

create table public.partner_sites (
  id uuid primary key default gen_random_uuid(),
  partner_id text not null references public.partners (id) on delete cascade,
  -- Scheme, host and port, exactly as a browser's Origin header carries them.
  origin text not null constraint partner_site_origin check (origin ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$'),
  -- Asked for by the partner, allowed only on a proven site: its subdomains count as proven too.
  include_subdomains boolean not null default false,
  token text not null default encode(extensions.gen_random_bytes(18), 'hex'),
  status text not null default 'pending' constraint partner_site_status
    check (status in ('pending', 'proven', 'revoked')),
  check_requested_at timestamptz,
  checked_at timestamptz,
  check_error text,
  proven_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  constraint partner_site_once unique (partner_id, origin),
  constraint partner_site_subdomains_proven check (not include_subdomains or status = 'proven')
);

alter table public.partner_sites enable row level security;
revoke all on public.partner_sites from anon, authenticated;
grant select on public.partner_sites to authenticated;
create policy "Partners read their sites, staff all" on public.partner_sites for select to authenticated
  using (partner_id = private.partner_id() or private.is_staff());

-- Plans record the Origin they arrived with, as requests do.
alter table public.pond_planner_submissions add column request_origin text;
create trigger pond_planner_submissions_request_origin
  before insert on public.pond_planner_submissions
  for each row execute function private.record_request_origin();

-- The outbox learns the proven-site mail.
alter table public.email_outbox
  drop constraint outbox_template,
  add constraint outbox_template check (template in (
    'planner-copy', 'lead-to-builder', 'lead-confirmation',
    'partner-application-received', 'partner-approved', 'partner-declined', 'partner-site-proven')),
  add column site_id uuid references public.partner_sites (id) on delete cascade;

/** Whether an Origin is one of a partner's proven sites (or a subdomain of one opened to them). */
create or replace function private.is_proven_origin(p_partner text, p_origin text) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select p_partner is not null and p_origin is not null and exists (
    select 1 from public.partner_sites s
     where s.partner_id = p_partner and s.status = 'proven'
       and (s.origin = p_origin
            or (s.include_subdomains
                and split_part(p_origin, '://', 1) = split_part(s.origin, '://', 1)
                and split_part(p_origin, '://', 2) like '%.' || split_part(s.origin, '://', 2))))
$$;
revoke execute on function private.is_proven_origin(text, text) from public;
grant execute on function private.is_proven_origin(text, text) to authenticated;

/** Adds a site to the signed-in partner's list (pending until proven); returns it with its token. */
create or replace function public.add_partner_site(p_origin text)
returns public.partner_sites
language plpgsql
security definer
set search_path = ''
as $$
declare
  site public.partner_sites;
  v_origin text := lower(rtrim(btrim(coalesce(p_origin, '')), '/'));
begin
  if private.partner_id() is null then
    raise exception 'Only a signed-in partner may add a site' using errcode = '42501';
  end if;
  if v_origin !~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$' then
    raise exception 'Enter the site as its address without a path, for example https://example.com'
      using errcode = 'P0001', hint = 'partner_site_origin';
  end if;
  if (select count(*) from public.partner_sites s where s.partner_id = private.partner_id()) >= 20 then
    raise exception 'A partner may list at most 20 sites' using errcode = 'P0001', hint = 'partner_site_limit';
  end if;
  insert into public.partner_sites (partner_id, origin) values (private.partner_id(), v_origin)
  on conflict (partner_id, origin) do update set origin = excluded.origin
  returning * into site;
  return site;
end
$$;

/**
 * Asks the job queue to fetch the site's token file now: one check at a time per site (a new one only
 * once the last was answered, or after 30 seconds), so no one can use us to hammer a site. The answer
 * arrives on the site's row: proven, or why not.
 */
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
  if to_regnamespace('graphile_worker') is not null then
    execute 'select graphile_worker.add_job($1, json_build_object(''id'', $2), job_key => $3, max_attempts => 1)'
      using 'prove_site', site.id, 'site:' || site.id;
  end if;
end
$$;

/** The partner opens a proven site's subdomains to its credit, or closes them. */
create or replace function public.set_partner_site_subdomains(p_site uuid, p_include boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.partner_sites s set include_subdomains = p_include
   where s.id = p_site and s.partner_id = private.partner_id() and s.status = 'proven';
  if not found then
    raise exception 'Prove the site first: subdomains count only under a proven site' using errcode = 'P0001',
      hint = 'partner_site_not_proven';
  end if;
end
$$;

/** Staff revoke a site (its requests count as unverified from then on), or restore it to be proven again. */
create or replace function public.revoke_partner_site(p_site uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  update public.partner_sites s
     set status = 'revoked', revoked_at = now(), include_subdomains = false
   where s.id = p_site;
  if not found then
    raise exception 'No such site' using errcode = 'P0001', hint = 'partner_site_not_found';
  end if;
end
$$;

/**
 * The job queue's answer for a site (the worker calls it with the database owner's connection): proven,
 * with the partner's mail queued the first time, or the reason it is not.
 */
create or replace function private.record_site_check(p_site uuid, p_matched boolean, p_error text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  site public.partner_sites;
  partner public.partners;
begin
  update public.partner_sites s
     set checked_at = now(),
         check_error = case when p_matched then null else left(p_error, 300) end,
         status = case when p_matched and s.status = 'pending' then 'proven' else s.status end,
         proven_at = case when p_matched and s.status = 'pending' then now() else s.proven_at end
   where s.id = p_site
  returning * into site;
  if p_matched and site.proven_at = site.checked_at then
    select * into partner from public.partners p where p.id = site.partner_id;
    insert into public.email_outbox (template, to_email, to_name, site_id)
    values ('partner-site-proven', partner.email, partner.contact_name, site.id);
  end if;
end
$$;
revoke execute on function private.record_site_check(uuid, boolean, text) from public;

revoke execute on function public.add_partner_site(text), public.check_partner_site(uuid),
  public.set_partner_site_subdomains(uuid, boolean), public.revoke_partner_site(uuid) from public;
grant execute on function public.add_partner_site(text), public.check_partner_site(uuid),
  public.set_partner_site_subdomains(uuid, boolean), public.revoke_partner_site(uuid) to authenticated;

-- The requests that named the signed-in partner: when, what, where and how far each got, which widget
-- sent it, and whether the database can prove it came from one of the partner's proven sites. No
-- name, email, phone, message or street: a partner never sees who asked. Read as the view's owner
-- (the partner may not read the table), limited to the partner's own rows. Its figures per month and
-- widget are partner_figures (20261125000400, with the widget loads).
create view public.partner_requests as
select l.id, l.created_at, l.project_type, l.city, l.state, private.request_status(l) as status,
       case when l.source like 'widget:%' then substr(l.source, 8) else 'our pages' end as widget,
       l.request_origin,
       private.is_proven_origin(l.partner, l.request_origin) as verified
from public.lead_submissions l
where l.partner is not null and l.partner = private.partner_id();
revoke all on public.partner_requests from anon;
grant select on public.partner_requests to authenticated;

-- Staff's report: every partner's requests per month, verified and not, beside the claimed origin.
drop view public.partner_report;
create view public.partner_report with (security_invoker = true) as
select l.partner, date_trunc('month', l.created_at)::date as month,
       l.page_origin as claimed_origin, l.request_origin as recorded_origin,
       private.is_proven_origin(l.partner, l.request_origin) as verified,
       count(*)::integer as requests,
       count(*) filter (where exists (select 1 from public.lead_routes r where r.lead_id = l.id))::integer as routed
from public.lead_submissions l
where l.partner is not null
group by 1, 2, 3, 4, 5;
revoke all on public.partner_report from anon;
grant select on public.partner_report to authenticated;
