create table public.partner_sites (
  id uuid default gen_random_uuid() not null,
  partner_id text not null,
  origin text not null,
  include_subdomains boolean default false not null,
  token text default encode(extensions.gen_random_bytes(18), 'hex'::text) not null,
  status text default 'pending'::text not null,
  check_requested_at timestamp with time zone,
  checked_at timestamp with time zone,
  check_error text,
  proven_at timestamp with time zone,
  revoked_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  verified_at timestamp with time zone,
  failures integer default 0 not null,
  constraint partner_site_failures CHECK (failures >= 0),
  constraint partner_site_once UNIQUE (partner_id, origin),
  constraint partner_site_origin CHECK (origin ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$'::text),
  constraint partner_site_status CHECK (status = ANY (ARRAY['pending'::text, 'proven'::text, 'revoked'::text])),
  constraint partner_site_subdomains_proven CHECK (NOT include_subdomains OR status = 'proven'::text),
  constraint partner_sites_pkey PRIMARY KEY (id)
);

alter table public.partner_sites add constraint partner_sites_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES partners(id) ON DELETE CASCADE;

revoke all on table public.partner_sites from public, anon, authenticated, service_role;
grant select on table public.partner_sites to authenticated;
grant all on table public.partner_sites to service_role;

alter table public.partner_sites enable row level security;

create policy "Partners read their sites, staff all" on public.partner_sites
  for select to authenticated
  using (((partner_id = private.partner_id()) OR private.is_staff()));

CREATE OR REPLACE FUNCTION private.elsewhere()
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 'elsewhere' $function$;

revoke all on function private.elsewhere() from public, anon, authenticated, service_role;
grant execute on function private.elsewhere() to public;

CREATE OR REPLACE FUNCTION private.record_site_check(p_site uuid, p_matched boolean, p_error text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  site public.partner_sites;
  was text;
  policy private.site_check_policy;
  partner public.partners;
begin
  select * into policy from private.site_check_policy;
  select s.status into was from public.partner_sites s where s.id = p_site for update;
  update public.partner_sites s
     set checked_at = now(),
         check_error = case when p_matched then null else left(p_error, 300) end,
         failures = case when p_matched or s.status <> 'proven' then 0 else s.failures + 1 end,
         verified_at = case when p_matched then now() else s.verified_at end,
         status = case when p_matched and s.status = 'pending' then 'proven'
                       when not p_matched and s.status = 'proven' and s.failures + 1 >= policy.failures_to_unprove
                         then 'pending'
                       else s.status end,
         proven_at = case when p_matched and s.status = 'pending' then now()
                          when not p_matched and s.status = 'proven' and s.failures + 1 >= policy.failures_to_unprove
                            then null
                          else s.proven_at end,
         include_subdomains = case when not p_matched and s.status = 'proven'
                                        and s.failures + 1 >= policy.failures_to_unprove then false
                                   else s.include_subdomains end
   where s.id = p_site
  returning * into site;
  if site.id is null then
    return;
  end if;
  select * into partner from public.partners p where p.id = site.partner_id;
  if p_matched and was = 'pending' then
    insert into public.email_outbox (template, to_email, to_name, site_id)
    values ('partner-site-proven', partner.email, partner.contact_name, site.id);
  elsif not p_matched and was = 'proven' and (site.failures = 1 or site.status = 'pending') then
    insert into public.email_outbox (template, to_email, to_name, site_id, payload)
    values ('partner-site-check-failed', partner.email, partner.contact_name, site.id,
            jsonb_build_object('unproven', site.status = 'pending', 'failures', policy.failures_to_unprove));
  end if;
end
$function$;

revoke all on function private.record_site_check(p_site uuid, p_matched boolean, p_error text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.sites_due_for_recheck()
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select s.id from public.partner_sites s, private.site_check_policy policy
   where s.status = 'proven'
     and ((s.failures = 0 and coalesce(s.verified_at, s.proven_at) < now() - policy.recheck_every)
          or (s.failures > 0 and s.checked_at < now() - policy.retry_failing_every))
   order by s.checked_at nulls first
$function$;

revoke all on function private.sites_due_for_recheck() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.add_partner_site(p_origin text)
 RETURNS partner_sites
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.add_partner_site(p_origin text) from public, anon, authenticated, service_role;
grant execute on function public.add_partner_site(p_origin text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.check_partner_site(p_site uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.check_partner_site(p_site uuid) from public, anon, authenticated, service_role;
grant execute on function public.check_partner_site(p_site uuid) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.revoke_partner_site(p_site uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff();
  update public.partner_sites s
     set status = 'revoked', revoked_at = now(), include_subdomains = false
   where s.id = p_site;
  if not found then
    raise exception 'No such site' using errcode = 'P0001', hint = 'partner_site_not_found';
  end if;
end
$function$;

revoke all on function public.revoke_partner_site(p_site uuid) from public, anon, authenticated, service_role;
grant execute on function public.revoke_partner_site(p_site uuid) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_partner_site_subdomains(p_site uuid, p_include boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.partner_sites s set include_subdomains = p_include
   where s.id = p_site and s.partner_id = private.partner_id() and s.status = 'proven';
  if not found then
    raise exception 'Prove the site first: subdomains count only under a proven site' using errcode = 'P0001',
      hint = 'partner_site_not_proven';
  end if;
end
$function$;

revoke all on function public.set_partner_site_subdomains(p_site uuid, p_include boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_partner_site_subdomains(p_site uuid, p_include boolean) to anon, authenticated, service_role;
