-- The planner's emailed copy must not be a way to mail strangers in bulk. Besides the three copies
-- a day to one address, a network address may have only so many copies queued a day, and two
-- plans saved at the same moment for one address cannot both slip under its limit.

alter table public.email_outbox add column client_address text;
create index email_outbox_client_address on public.email_outbox (client_address, created_at desc);

alter table private.outbox_limits
  add column planner_copies_per_caller_per_day integer not null default 20
    check (planner_copies_per_caller_per_day > 0);

/**
 * Saves a pond plan (spec §7 'Planner': the same columns and checks as an insert) and queues the
 * copy of it for the homeowner when neither its address nor the caller's network is over the day's
 * limit. Returns the plan's id and whether the copy was queued.
 */
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
     cost_estimate_min, cost_estimate_max, source, partner, page_origin)
  values (
    btrim(p_plan ->> 'name'), btrim(p_plan ->> 'email'), p_plan ->> 'pond_type',
    (p_plan ->> 'length')::numeric, (p_plan ->> 'width')::numeric, (p_plan ->> 'depth')::numeric,
    p_plan ->> 'state', p_plan ->> 'sun_exposure', p_plan ->> 'budget', p_plan ->> 'timeline',
    nullif(btrim(p_plan ->> 'features'), ''),
    (p_plan ->> 'cost_estimate_min')::integer, (p_plan ->> 'cost_estimate_max')::integer,
    coalesce(p_plan ->> 'source', 'site'), nullif(p_plan ->> 'partner', ''), nullif(p_plan ->> 'page_origin', ''))
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
    values ('planner-copy', plan.email, plan.name, jsonb_build_object('plan_id', plan.id), caller);
  end if;
  return next;
end
$$;

revoke execute on function public.save_pond_plan(jsonb) from public;
grant execute on function public.save_pond_plan(jsonb) to anon, authenticated, service_role;
