-- The planner's promise and partner credit (issue 7 of 9).
--
-- The planner's results say a copy of the plan will be emailed. That is true only if the mail is
-- queued, so plans are saved through save_pond_plan, which writes the plan and queues its copy in
-- one transaction and says whether it did. The mail worker that sends the outbox comes later; the
-- outbox records who, what, when and how far each message got.

alter table public.pond_planner_submissions
  add column partner text constraint planner_partner_format
    check (partner is null or partner ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  add column page_origin text constraint planner_page_origin_length check (char_length(page_origin) <= 300);

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  -- What to send; the worker renders it from the rows the payload names.
  template text not null constraint outbox_template check (template in ('planner-copy')),
  to_email text not null,
  to_name text,
  payload jsonb not null default '{}',
  status text not null default 'queued' constraint outbox_status
    check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index email_outbox_pending on public.email_outbox (created_at) where status in ('queued', 'sending');
create index email_outbox_recipient on public.email_outbox (lower(to_email), created_at desc);

-- Only staff read the outbox; nobody writes it through the API (save_pond_plan does, as its owner).
alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from anon, authenticated;
grant select on public.email_outbox to authenticated;
create policy "Staff read the outbox" on public.email_outbox
  for select to authenticated using (private.is_staff());

-- At most this many plan copies to one address a day: the planner must not be a way to mail
-- strangers. Past it the plan is still saved, and the page does not claim a copy was sent.
create table private.outbox_limits (
  singleton boolean primary key default true check (singleton),
  planner_copies_per_address_per_day integer not null check (planner_copies_per_address_per_day > 0)
);
insert into private.outbox_limits (planner_copies_per_address_per_day) values (3);

/**
 * Saves a pond plan (spec §7 'Planner': the same columns and checks as an insert) and queues the
 * copy of it for the homeowner. Returns the plan's id and whether the copy was queued.
 */
create or replace function public.save_pond_plan(p_plan jsonb)
returns table (plan_id uuid, copy_queued boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  plan public.pond_planner_submissions;
  copies_today integer;
  copy_limit integer;
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

  select planner_copies_per_address_per_day into copy_limit from private.outbox_limits;
  select count(*) into copies_today from public.email_outbox o
   where o.template = 'planner-copy' and lower(o.to_email) = lower(plan.email)
     and o.created_at > now() - interval '1 day';

  plan_id := plan.id;
  copy_queued := copies_today < copy_limit;
  if copy_queued then
    insert into public.email_outbox (template, to_email, to_name, payload)
    values ('planner-copy', plan.email, plan.name, jsonb_build_object('plan_id', plan.id));
  end if;
  return next;
end
$$;

revoke execute on function public.save_pond_plan(jsonb) from public;
grant execute on function public.save_pond_plan(jsonb) to anon, authenticated, service_role;
