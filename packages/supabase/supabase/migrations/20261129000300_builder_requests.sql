-- Issue 34 (part): the requests a builder was chosen for. The builder reads each request that chose
-- them (contact details only for 60 days) with how many builders the homeowner chose, and marks it
-- contacted, quoted (an optional amount and note for staff and the homeowner), won or not a fit (a
-- reason from a short list). 'Contacted' is the same contacted_at staff set, so response times and
-- partners' confirmed credit come from the builders' own marks; a quote mails the homeowner. Marks
-- change the profile's response time: they purge the builder's pages as an edit does.

alter table public.lead_routes
  add column outcome text constraint lead_route_outcome check (outcome in ('quoted', 'won', 'not_fit')),
  add column quote_amount integer constraint lead_route_quote_amount check (quote_amount between 1 and 10000000),
  add column quote_note text constraint lead_route_quote_note check (char_length(quote_note) <= 1000),
  add column not_fit_reason text,
  add column outcome_at timestamptz;

-- Why a request was not a fit (@pond/core NOT_FIT_REASONS).
create or replace function private.is_not_fit_reason(reason text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select reason in ('Outside my service area', 'Not a service I offer', 'Fully booked',
  'Budget too small for the project', 'Could not reach the homeowner') $$;

alter table public.lead_routes
  add constraint lead_route_not_fit_reason check (not_fit_reason is null or private.is_not_fit_reason(not_fit_reason));

alter table public.email_outbox
  drop constraint outbox_template,
  add constraint outbox_template check (template in (
    'planner-copy', 'lead-to-builder', 'lead-confirmation', 'lead-withdrawn',
    'partner-application-received', 'partner-approved', 'partner-declined', 'partner-site-proven',
    'partner-statement', 'partner-site-check-failed', 'builder-claim-decided', 'request-quoted'));

-- The signed-in builder's requests, newest first: what the homeowner shared (name, email and phone
-- only for 60 days after they chose), how many builders they chose, and the builder's marks.
create or replace function public.builder_requests()
returns table (
  lead_id uuid, chosen_at timestamptz, name text, email text, phone text, project_type text, message text,
  location text, city text, state text, builders_chosen integer, withdrawn boolean, contacted_at timestamptz,
  outcome text, quote_amount integer, quote_note text, not_fit_reason text
)
language sql stable
security definer
set search_path = ''
as $$
  select r.lead_id, r.chosen_at,
         case when recent then l.name end, case when recent then l.email end, case when recent then l.phone end,
         l.project_type, l.message, l.location, l.city, l.state,
         (select count(*)::integer from public.lead_routes o where o.lead_id = r.lead_id),
         l.withdrawn_at is not null, r.contacted_at, r.outcome, r.quote_amount, r.quote_note, r.not_fit_reason
  from public.lead_routes r
  join public.lead_submissions l on l.id = r.lead_id
  cross join lateral (select r.chosen_at > now() - interval '60 days' as recent) age
  where r.contractor_id = private.builder_contractor_id()
  order by r.chosen_at desc
  limit 500
$$;

-- The builder marks a request that chose them. Quoted and won count as contacted too (the homeowner
-- heard from them); a quote mails the homeowner once.
create or replace function public.mark_request(
  p_lead uuid, p_mark text, p_amount integer default null, p_note text default null, p_reason text default null
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.builder_contractor_id();
  route public.lead_routes;
begin
  if mine is null then
    raise exception 'Sign in as a builder to mark requests.' using errcode = '42501', hint = 'not_builder';
  end if;
  select * into route from public.lead_routes where lead_id = p_lead and contractor_id = mine for update;
  if route.lead_id is null then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  if p_mark not in ('contacted', 'quoted', 'won', 'not_fit') then
    raise exception 'Unknown mark %.', p_mark using errcode = '22023', hint = 'request_mark_invalid';
  end if;
  if p_mark = 'not_fit' and not coalesce(private.is_not_fit_reason(p_reason), false) then
    raise exception 'Choose why the request is not a fit.' using errcode = '22023', hint = 'request_reason_invalid';
  end if;
  if p_mark = 'quoted' and (p_amount not between 1 and 10000000 or char_length(p_note) > 1000) then
    raise exception 'A quote is a whole number of dollars and a note of at most 1,000 characters.'
      using errcode = '22023', hint = 'request_quote_invalid';
  end if;
  update public.lead_routes r set
    contacted_at = case when p_mark <> 'not_fit' then coalesce(r.contacted_at, now()) else r.contacted_at end,
    outcome = case when p_mark = 'contacted' then r.outcome else p_mark end,
    quote_amount = case when p_mark = 'quoted' then p_amount else r.quote_amount end,
    quote_note = case when p_mark = 'quoted' then nullif(btrim(p_note), '') else r.quote_note end,
    not_fit_reason = case when p_mark = 'not_fit' then p_reason else null end,
    outcome_at = case when p_mark = 'contacted' then r.outcome_at else now() end
  where r.lead_id = p_lead and r.contractor_id = mine;
  if p_mark = 'quoted' and route.outcome is distinct from 'quoted' then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    select 'request-quoted', l.email, l.name, jsonb_build_object('lead_id', l.id), l.id, mine
    from public.lead_submissions l where l.id = p_lead and l.withdrawn_at is null;
  end if;
end
$$;

-- The homeowner's request page (the signed link of their mails): who it went to and how far each got.
create or replace function public.request_progress(p_lead uuid, p_expires bigint, p_signature text)
returns table (name text, city text, state text, contacted_at timestamptz, outcome text, quote_amount integer,
  withdrawn boolean)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if p_lead is null or p_expires is null or p_signature is null
     or p_signature is distinct from private.withdraw_signature(p_lead, p_expires) then
    raise exception 'This link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  return query
  select c.name, c.city, c.state, r.contacted_at, case when r.outcome = 'not_fit' then null else r.outcome end,
         case when r.outcome in ('quoted', 'won') then r.quote_amount end, l.withdrawn_at is not null
  from public.lead_routes r
  join public.contractors c on c.id = r.contractor_id
  join public.lead_submissions l on l.id = r.lead_id
  where r.lead_id = p_lead
  order by r.slot;
end
$$;

-- A builder's marks change their response time on their pages: purge them as an edit does.
create or replace function private.queue_route_purge() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed jsonb;
begin
  if to_regnamespace('graphile_worker') is null then
    return null;
  end if;
  select jsonb_agg(distinct jsonb_build_object('id', c.id, 'city', c.city, 'state', c.state)) into changed
  from new_rows n join old_rows o using (lead_id, contractor_id) join public.contractors c on c.id = n.contractor_id
  where n.contacted_at is distinct from o.contacted_at;
  if changed is not null then
    begin
      execute 'select graphile_worker.add_job($1, json_build_object(''contractors'', $2), max_attempts => 5)'
        using 'purge_pages', changed;
    exception when others then
      raise warning 'Could not queue the purge of the pages of % builders: %', jsonb_array_length(changed), sqlerrm;
    end;
  end if;
  return null;
end
$$;
create trigger lead_routes_purge_marked after update on public.lead_routes
  referencing old table as old_rows new table as new_rows for each statement execute function private.queue_route_purge();

revoke execute on function private.queue_route_purge() from public;
revoke execute on function public.builder_requests(), public.mark_request(uuid, text, integer, text, text) from public, anon;
grant execute on function public.builder_requests(), public.mark_request(uuid, text, integer, text, text) to authenticated;
revoke execute on function public.request_progress(uuid, bigint, text) from public;
grant execute on function public.request_progress(uuid, bigint, text) to anon, authenticated;
