-- Nothing changes that its owner did not change (issue 32, part 1): read models no API role can
-- write, plans only through save_pond_plan, a suspended partner is nobody's partner, and new
-- relations start with no write privilege at all. The write matrix test (test/write-matrix.test.ts)
-- keeps it so.

-- A view over one table is updatable, and these run with their owner's rights, past row-level
-- security: a partner could PATCH or DELETE homeowners' requests through partner_requests.
revoke insert, update, delete, truncate, references, trigger
  on public.lead_inbox, public.partner_report, public.partner_requests, public.partner_figures,
     public.partner_campaigns
  from anon, authenticated;
-- The partner views filter by the caller: no function of a caller's query may see rows first.
alter view public.partner_requests set (security_barrier = true);
alter view public.partner_figures set (security_barrier = true);
alter view public.partner_campaigns set (security_barrier = true);

-- Supabase grants every privilege on new tables and views to the API roles; from here on a new
-- relation gets its writes granted by name, or none.
alter default privileges in schema public
  revoke insert, update, delete, truncate, references, trigger on tables from anon, authenticated;

-- What row-level security already refused, refused by privilege as well.
revoke insert, update, delete, truncate, references, trigger on public.cities, public.zip_codes
  from anon, authenticated;
revoke insert, update, delete, truncate, references, trigger on public.contractors from anon;
revoke delete, truncate, references, trigger on public.contractors, public.contractor_emails from authenticated;
revoke update, delete, truncate, references, trigger on public.lead_submissions from anon;
revoke delete, truncate, references, trigger on public.lead_submissions from authenticated;
do $$
declare
  relation record;
begin
  for relation in select c.oid::regclass as name from pg_class c
                   where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm') loop
    execute format('revoke truncate, references, trigger on %s from anon, authenticated', relation.name);
  end loop;
end
$$;

-- Plans only through save_pond_plan (security definer), which sets their time and applies limits.
drop policy "Visitors submit plans" on public.pond_planner_submissions;
revoke insert, update, delete on public.pond_planner_submissions from anon, authenticated;

/**
 * The signed-in account's partner id, only while that partner is active: a suspended partner reads
 * nothing of its own and calls no partner function (its widgets keep working; credit is kept).
 * security definer: partners' own read policy calls this, and must not call itself again.
 */
create or replace function private.partner_id() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.partners p
   where auth.jwt() -> 'app_metadata' ->> 'role' = 'partner'
     and p.id = auth.jwt() -> 'app_metadata' ->> 'partner_id'
     and p.status = 'active'
$$;
