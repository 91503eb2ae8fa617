-- Sign-in and proof without surprises (issue 32, part 5): an account becomes a partner's only once its
-- email is confirmed; proven sites are checked again every month by the job queue, a failing one is
-- flagged (the partner is mailed), checked daily, and no longer proven after three failures in a row.

/** The account of a partner's email is that partner's, once the address is confirmed. */
create or replace function private.mark_partner_account() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id text;
begin
  if new.email_confirmed_at is null then
    return new;
  end if;
  select p.id into found_id from public.partners p where lower(p.email) = lower(new.email)
   order by p.created_at limit 1;
  if found_id is not null and coalesce(new.raw_app_meta_data ->> 'role', '') <> 'staff' then
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb)
      || jsonb_build_object('role', 'partner', 'partner_id', found_id);
  end if;
  return new;
end
$$;
-- The sign-in link confirms the address (the first time it is used): the role comes with it.
create trigger users_partner_account_confirmed
  before update of email_confirmed_at on auth.users
  for each row when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.mark_partner_account();

/** A partner approved after its contact already had a confirmed account: that account becomes the partner's. */
create or replace function private.mark_existing_partner_account() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update auth.users u
     set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
           || jsonb_build_object('role', 'partner', 'partner_id', new.id)
   where lower(u.email) = lower(new.email)
     and u.email_confirmed_at is not null
     and coalesce(u.raw_app_meta_data ->> 'role', '') not in ('staff', 'partner');
  return null;
end
$$;

-- Accounts made partners before their address was confirmed are not, until it is.
update auth.users
   set raw_app_meta_data = raw_app_meta_data - 'role' - 'partner_id'
 where email_confirmed_at is null and raw_app_meta_data ->> 'role' = 'partner';

-- Checks of proven sites: when one last matched, and how many have failed since.
alter table public.partner_sites
  add column verified_at timestamptz,
  add column failures integer not null default 0 constraint partner_site_failures check (failures >= 0);
update public.partner_sites set verified_at = proven_at where status = 'proven';

alter table public.email_outbox
  drop constraint outbox_template,
  add constraint outbox_template check (template in (
    'planner-copy', 'lead-to-builder', 'lead-confirmation', 'lead-withdrawn',
    'partner-application-received', 'partner-approved', 'partner-declined', 'partner-site-proven',
    'partner-statement', 'partner-site-check-failed'));

-- How many failed checks in a row un-prove a site, and how often proven sites are checked again.
create table private.site_check_policy (
  singleton boolean primary key default true check (singleton),
  failures_to_unprove integer not null check (failures_to_unprove > 0),
  recheck_every interval not null,
  retry_failing_every interval not null
);
insert into private.site_check_policy (failures_to_unprove, recheck_every, retry_failing_every)
values (3, interval '1 month', interval '20 hours');

/**
 * The answer to a check of a site's token file. A pending site that matches is proven (and its
 * partner mailed). A proven site that matches is verified again; one that fails is flagged, its
 * partner mailed on the first failure, and it is no longer proven after failures_to_unprove in a row
 * (mailed again); its subdomains close with it.
 */
create or replace function private.record_site_check(p_site uuid, p_matched boolean, p_error text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.record_site_check(uuid, boolean, text) from public;

/** The proven sites due a check: a month after they last matched, or a day after a failed check. */
create or replace function private.sites_due_for_recheck() returns setof uuid
language sql stable
security definer
set search_path = ''
as $$
  select s.id from public.partner_sites s, private.site_check_policy policy
   where s.status = 'proven'
     and ((s.failures = 0 and coalesce(s.verified_at, s.proven_at) < now() - policy.recheck_every)
          or (s.failures > 0 and s.checked_at < now() - policy.retry_failing_every))
   order by s.checked_at nulls first
$$;
revoke execute on function private.sites_due_for_recheck() from public;
