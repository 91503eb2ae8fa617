-- Leads reach people (issue 9 of 9). The homeowner chooses who hears from them, at most three
-- builders, each choice recorded with the consent text they saw; the outbox mails each chosen
-- builder that has an address and confirms to the homeowner; every mail to a homeowner carries a
-- signed link that withdraws the request; staff see every request, its routing and its mail.
create extension if not exists pgcrypto with schema extensions;

-- Builders may have an address for requests (optional: one without is phoned by staff). Kept
-- beside the public listing, not in it: the directory is read by everyone, and an inbox that takes
-- requests would only collect spam there. Staff read it.
create table public.contractor_emails (
  contractor_id uuid primary key references public.contractors (id) on delete cascade,
  email text not null constraint contractor_email_format
    check (char_length(email) <= 254 and email ~ '^[^@\s<>"]+@[^@\s<>"]+\.[^@\s<>"]+$')
);
alter table public.contractor_emails enable row level security;
revoke all on public.contractor_emails from anon, authenticated;
grant select, insert, update on public.contractor_emails to authenticated;
create policy "Staff read builders' emails" on public.contractor_emails
  for select to authenticated using (private.is_staff());
create policy "Staff add builders' emails" on public.contractor_emails
  for insert to authenticated with check (private.is_staff());
create policy "Staff correct builders' emails" on public.contractor_emails
  for update to authenticated using (private.is_staff()) with check (private.is_staff());

alter table public.lead_submissions
  -- When the homeowner confirmed who may hear from them (none is a choice too: staff take it).
  add column routed_at timestamptz,
  -- When the homeowner withdrew the request through a signed link.
  add column withdrawn_at timestamptz,
  -- When staff reached the homeowner themselves.
  add column contacted_at timestamptz,
  -- A secret only the browser that sent the request holds: it, not the request's id (which a
  -- withdraw link carries), is what lets that browser choose the builders. Never sent in a mail.
  add column choice_token uuid;

-- Visitors send a request's fields and its id (made by the browser, so a retry after a lost answer
-- is the same request), never its routing, withdrawal or contact times.
revoke insert on public.lead_submissions from anon, authenticated;
grant insert (id, name, email, phone, project_type, message, location, city, state, contractor_id,
  contractor_name, source, partner, page_origin, choice_token) on public.lead_submissions to anon, authenticated;
-- Staff change one thing of a request: that they reached the homeowner.
revoke update on public.lead_submissions from anon, authenticated;
grant update (contacted_at) on public.lead_submissions to authenticated;
create policy "Staff mark requests contacted" on public.lead_submissions
  for update to authenticated using (private.is_staff()) with check (private.is_staff());

create table public.lead_routes (
  lead_id uuid not null references public.lead_submissions (id) on delete cascade,
  contractor_id uuid not null references public.contractors (id),
  -- 1, 2 or 3: a fourth choice has no slot, so the database refuses it whoever asks.
  slot smallint not null constraint lead_route_slot check (slot between 1 and 3),
  consent_text text not null constraint lead_route_consent check (char_length(btrim(consent_text)) between 1 and 2000),
  chosen_at timestamptz not null default now(),
  -- How the request reaches the builder: mailed, or phoned by staff when the builder has no address.
  delivery text not null constraint lead_route_delivery check (delivery in ('email', 'phone')),
  -- When the builder reached the homeowner (staff record it); the response time is from chosen_at.
  contacted_at timestamptz constraint lead_route_contacted_after_chosen check (contacted_at >= chosen_at),
  primary key (lead_id, contractor_id),
  constraint lead_route_slot_taken unique (lead_id, slot)
);
create index lead_routes_contractor on public.lead_routes (contractor_id) where contacted_at is not null;

alter table public.lead_routes enable row level security;
revoke all on public.lead_routes from anon, authenticated;
grant select, update (contacted_at) on public.lead_routes to authenticated;
create policy "Staff read routing" on public.lead_routes
  for select to authenticated using (private.is_staff());
create policy "Staff mark builders contacted" on public.lead_routes
  for update to authenticated using (private.is_staff()) with check (private.is_staff());

-- The outbox learns the lead's mails and a 'cancelled' state for mail a withdrawal stopped.
alter table public.email_outbox
  drop constraint outbox_template,
  add constraint outbox_template check (template in ('planner-copy', 'lead-to-builder', 'lead-confirmation')),
  drop constraint outbox_status,
  add constraint outbox_status check (status in ('queued', 'sending', 'sent', 'failed', 'cancelled')),
  add column lead_id uuid references public.lead_submissions (id) on delete cascade,
  -- A builder removed from the directory keeps its mail history, without the link.
  add column contractor_id uuid references public.contractors (id) on delete set null,
  -- When a worker took the message to send it: one left 'sending' long after was dropped by a
  -- worker that died, and is tried again.
  add column claimed_at timestamptz;
create index email_outbox_lead on public.email_outbox (lead_id) where lead_id is not null;

-- Each queued message becomes a job of the queue (graphile-worker), keyed by the message so it is
-- queued once. Before the worker has first started, its schema is not there yet: the worker queues
-- what is waiting when it starts.
create or replace function private.queue_mail_job() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'queued' and to_regnamespace('graphile_worker') is not null then
    -- 10 tries: MAIL_ATTEMPTS of @pond/mail, which queues the same way at start. A plan's copy waits
    -- a few seconds: the plan's request is saved just after the plan, and the copy links to it.
    execute 'select graphile_worker.add_job($1, json_build_object(''id'', $2), job_key => $3, max_attempts => 10,
                                            run_at => $4)'
      using 'send_mail', new.id, 'mail:' || new.id,
            now() + case when new.template = 'planner-copy' then interval '5 seconds' else interval '0 seconds' end;
  end if;
  return null;
end
$$;
revoke execute on function private.queue_mail_job() from public;
create trigger email_outbox_queue_job after insert on public.email_outbox
  for each row execute function private.queue_mail_job();

-- The key that signs withdraw links; made here, never leaves the database.
create table private.link_keys (
  only_row boolean primary key default true check (only_row),
  secret bytea not null default extensions.gen_random_bytes(32)
);
insert into private.link_keys default values;

create or replace function private.withdraw_signature(p_lead uuid, p_expires bigint) returns text
language sql stable
security definer
set search_path = ''
as $$
  select rtrim(translate(encode(extensions.hmac(convert_to(p_lead::text || '.' || p_expires::text, 'UTF8'),
    (select k.secret from private.link_keys k), 'sha256'), 'base64'), '+/', '-_'), '=')
$$;

/** A withdraw link's parts for a lead: valid for 60 days. Only the mail worker (the owner) calls it. */
create or replace function private.withdraw_link(p_lead uuid)
returns table (expires bigint, signature text)
language sql stable
security definer
set search_path = ''
as $$
  select e, private.withdraw_signature(p_lead, e)
  from (select extract(epoch from now() + interval '60 days')::bigint as e) expiry
$$;
revoke execute on function private.withdraw_signature(uuid, bigint) from public;
revoke execute on function private.withdraw_link(uuid) from public;

/**
 * Sends a saved request to the builders the homeowner chose (at most three, in their order) and
 * confirms to the homeowner. Once per request, within a day of it, never after a withdrawal, and
 * only with the request's choice token (which only the browser that sent it holds). The same choice
 * sent again (a retry after a lost answer) gets the same answer and sends nothing more.
 */
create or replace function public.choose_builders(
  p_lead uuid, p_token uuid, p_contractors uuid[], p_consent text)
returns table (contractor_id uuid, name text, delivery text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.lead_submissions;
begin
  update public.lead_submissions l set routed_at = now()
   where l.id = p_lead and l.choice_token = p_token and l.routed_at is null and l.withdrawn_at is null
     and l.created_at > now() - interval '1 day'
  returning * into lead;
  if lead.id is null then
    -- Already chosen, exactly so: the first answer was lost on its way back.
    if exists (select 1 from public.lead_submissions l
                where l.id = p_lead and l.choice_token = p_token and l.withdrawn_at is null)
       and array(select r.contractor_id from public.lead_routes r where r.lead_id = p_lead order by r.slot)
           = array(select u.id from unnest(p_contractors) with ordinality u(id, position)
                   group by u.id order by min(u.position)) then
      return query
        select c.id, c.name, r.delivery from public.lead_routes r join public.contractors c on c.id = r.contractor_id
        where r.lead_id = p_lead order by r.slot;
      return;
    end if;
    raise exception 'This request can no longer be sent to builders.'
      using errcode = 'P0001', hint = 'lead_choice_closed';
  end if;

  -- Slots in the homeowner's order, a builder named twice counted once.
  insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery)
  select p_lead, c.id, row_number() over (order by picked.first_at), p_consent,
         case when e.email is null then 'phone' else 'email' end
  from (select u.id, min(u.position) as first_at
        from unnest(p_contractors) with ordinality u(id, position) group by u.id) picked
  join public.contractors c on c.id = picked.id
  left join public.contractor_emails e on e.contractor_id = c.id;

  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'lead-to-builder', e.email, c.name, jsonb_build_object('lead_id', p_lead), p_lead, c.id
  from public.lead_routes r join public.contractors c on c.id = r.contractor_id
  join public.contractor_emails e on e.contractor_id = c.id
  where r.lead_id = p_lead and r.delivery = 'email'
  order by r.slot;
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id)
  values ('lead-confirmation', lead.email, lead.name, jsonb_build_object('lead_id', p_lead), p_lead);

  return query
    select c.id, c.name, r.delivery from public.lead_routes r join public.contractors c on c.id = r.contractor_id
    where r.lead_id = p_lead order by r.slot;
end
$$;
revoke execute on function public.choose_builders(uuid, uuid, uuid[], text) from public;
grant execute on function public.choose_builders(uuid, uuid, uuid[], text) to anon, authenticated;

/**
 * Withdraws a request through the signed link of a mail: no further routing, queued mail to
 * builders cancelled. Says which builders already have it (the privacy policy promises to). A link
 * that is altered or expired changes nothing.
 */
create or replace function public.withdraw_request(p_lead uuid, p_expires bigint, p_signature text)
returns table (withdrawn_at timestamptz, already_with text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.lead_submissions;
begin
  if p_lead is null or p_expires is null or p_signature is null
     or p_signature is distinct from private.withdraw_signature(p_lead, p_expires) then
    raise exception 'This withdraw link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  if to_timestamp(p_expires) < now() then
    raise exception 'This withdraw link has expired.' using errcode = 'P0001', hint = 'withdraw_link_expired';
  end if;
  update public.lead_submissions l set withdrawn_at = coalesce(l.withdrawn_at, now())
   where l.id = p_lead returning * into lead;
  if lead.id is null then
    raise exception 'This withdraw link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  update public.email_outbox o set status = 'cancelled', last_error = 'The homeowner withdrew the request.'
   where o.lead_id = p_lead and o.template = 'lead-to-builder' and o.status in ('queued', 'failed');
  withdrawn_at := lead.withdrawn_at;
  already_with := array(
    select c.name from public.lead_routes r join public.contractors c on c.id = r.contractor_id
    where r.lead_id = p_lead
      and (r.delivery = 'phone' and r.contacted_at is not null
           or exists (select 1 from public.email_outbox o where o.lead_id = p_lead
                      and o.contractor_id = r.contractor_id and o.status in ('sent', 'sending')))
    order by r.slot);
  return next;
end
$$;
revoke execute on function public.withdraw_request(uuid, bigint, text) from public;
grant execute on function public.withdraw_request(uuid, bigint, text) to anon, authenticated;

-- Staff's inbox: every request with its state. security_invoker: the caller's row-level security
-- applies, so only staff read anything.
create view public.lead_inbox with (security_invoker = true) as
select l.id, l.created_at, l.name, l.email, l.phone, l.project_type, l.message, l.location, l.city,
       l.state, l.contractor_id, l.contractor_name, l.source, l.partner, l.page_origin,
       l.request_origin, l.origin_mismatch, l.routed_at, l.withdrawn_at, l.contacted_at,
       (select count(*)::integer from public.lead_routes r where r.lead_id = l.id) as builders,
       case
         when l.withdrawn_at is not null then 'withdrawn'
         when l.contacted_at is not null
           or exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.contacted_at is not null)
           then 'contacted'
         when exists (select 1 from public.lead_routes r where r.lead_id = l.id) then 'routed'
         else 'with staff'
       end as status
from public.lead_submissions l;
revoke all on public.lead_inbox from anon;
grant select on public.lead_inbox to authenticated;

-- What each partner sent, per month, with the origin the widget claimed beside the one recorded.
create view public.partner_report with (security_invoker = true) as
select l.partner, date_trunc('month', l.created_at)::date as month,
       l.page_origin as claimed_origin, l.request_origin as recorded_origin,
       count(*)::integer as requests,
       count(*) filter (where exists (select 1 from public.lead_routes r where r.lead_id = l.id))::integer as routed
from public.lead_submissions l
where l.partner is not null
group by 1, 2, 3, 4;
revoke all on public.partner_report from anon;
grant select on public.partner_report to authenticated;

-- Builders' usual response times (all of them when no ids are given, for the build), each only
-- once enough requests were answered to be honest: five.
create or replace function public.contractor_response_times(p_contractors uuid[] default null)
returns table (contractor_id uuid, median_minutes integer, answered integer)
language sql stable
security definer
set search_path = ''
as $$
  select r.contractor_id,
         round(extract(epoch from percentile_cont(0.5) within group (order by r.contacted_at - r.chosen_at)) / 60)::integer,
         count(*)::integer
  from public.lead_routes r
  where r.contacted_at is not null and (p_contractors is null or r.contractor_id = any (p_contractors))
  group by r.contractor_id
  having count(*) >= 5
$$;
grant execute on function public.contractor_response_times(uuid[]) to anon, authenticated;

-- The planner's copy names its request, so the copy too can withdraw it. Otherwise as before.
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
    -- The plan's own request (saved right after it, with this id) for the copy's withdraw link;
    -- the worker links it only if that request has the plan's address.
    values ('planner-copy', plan.email, plan.name,
            jsonb_build_object('plan_id', plan.id)
              || case when p_plan ->> 'lead_id' ~* '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'
                      then jsonb_build_object('lead_id', p_plan ->> 'lead_id') else '{}' end,
            caller);
  end if;
  return next;
end
$$;

revoke execute on function public.save_pond_plan(jsonb) from public;
grant execute on function public.save_pond_plan(jsonb) to anon, authenticated, service_role;

-- The import takes a builder's email too (JSON and CSV); otherwise as before.
create or replace function public.import_contractors(p_records jsonb)
returns table (row_index integer, status text, contractor_id uuid, error text)
language plpgsql
set search_path = ''
as $$
declare
  item jsonb;
  position integer;
  inserted boolean;
begin
  if not (private.is_staff() or auth.role() = 'service_role') then
    raise exception 'Only staff may import contractors' using errcode = '42501';
  end if;
  if jsonb_typeof(p_records) <> 'array' then
    raise exception 'Data must be an array of contractor objects' using errcode = '22023';
  end if;

  for item, position in select value, ordinality from jsonb_array_elements(p_records) with ordinality loop
    row_index := position;
    begin
      insert into public.contractors as c
        (name, city, state, postal_code, street, phone, website, image_url, rating, reviews)
      values (
        btrim(item ->> 'name'), btrim(item ->> 'city'), upper(btrim(item ->> 'state')),
        nullif(btrim(item ->> 'postal_code'), ''), nullif(btrim(item ->> 'street'), ''),
        nullif(btrim(item ->> 'phone'), ''), nullif(btrim(item ->> 'website'), ''),
        nullif(btrim(item ->> 'image_url'), ''), (item ->> 'rating')::numeric, (item ->> 'reviews')::integer)
      on conflict (name_key, city_key, state) do update set
        name = excluded.name, city = excluded.city,
        postal_code = coalesce(excluded.postal_code, c.postal_code),
        street = coalesce(excluded.street, c.street),
        phone = coalesce(excluded.phone, c.phone),
        website = coalesce(excluded.website, c.website),
        image_url = coalesce(excluded.image_url, c.image_url),
        rating = coalesce(excluded.rating, c.rating),
        reviews = coalesce(excluded.reviews, c.reviews)
      returning c.id, (c.xmax = 0) into contractor_id, inserted;
      if nullif(btrim(item ->> 'email'), '') is not null then
        insert into public.contractor_emails (contractor_id, email)
        values (contractor_id, btrim(item ->> 'email'))
        on conflict on constraint contractor_emails_pkey do update set email = excluded.email;
      end if;
      status := case when inserted then 'inserted' else 'updated' end;
      error := null;
    exception when others then
      status := 'failed';
      contractor_id := null;
      error := sqlerrm;
    end;
    return next;
  end loop;

  perform public.refresh_cities();
end
$$;


-- 'Contacted' is stamped with the database's clock, not the staff browser's, and stays once set:
-- response times are measured from our own log.
create or replace function private.stamp_contacted() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.contacted_at is not null then
    new.contacted_at := old.contacted_at;
  elsif new.contacted_at is not null then
    new.contacted_at := now();
  end if;
  return new;
end
$$;
create trigger lead_routes_stamp_contacted before update of contacted_at on public.lead_routes
  for each row execute function private.stamp_contacted();
create trigger lead_submissions_stamp_contacted before update of contacted_at on public.lead_submissions
  for each row execute function private.stamp_contacted();
