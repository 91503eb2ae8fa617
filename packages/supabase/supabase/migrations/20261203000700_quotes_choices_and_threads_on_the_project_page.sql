-- quotes choices and threads on the project page: generated from the schema files (pnpm --filter @pond/supabase schema:diff quotes_choices_and_threads_on_the_project_page), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

-- The rules the new constraints call, before the constraints.
CREATE OR REPLACE FUNCTION private.is_decline_reason(reason text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select reason in ('price', 'timing', 'chose_another', 'not_going_ahead') $function$
;

CREATE OR REPLACE FUNCTION private.quote_items_problem(p_items jsonb, p_total integer)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  item jsonb;
  labels text[] := '{}';
  label text;
  sum bigint := 0;
begin
  if jsonb_typeof(p_items) is distinct from 'array' then
    return 'quote_items_invalid';
  end if;
  if jsonb_array_length(p_items) > 20 then
    return 'quote_items_too_many';
  end if;
  for item in select value from jsonb_array_elements(p_items) loop
    if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'amount') <> 'number'
       or (item ->> 'amount') !~ '^[0-9]{1,8}$' or (item ->> 'amount')::bigint > 10000000 then
      return 'quote_item_amount';
    end if;
    label := case item ->> 'key'
      when 'excavation' then 'Excavation' when 'liner' then 'Liner and underlayment'
      when 'pump' then 'Pump' when 'filtration' then 'Filtration'
      when 'waterfall' then 'Waterfall or stream' when 'rock' then 'Rock and gravel'
      when 'lighting' then 'Lighting' when 'plants' then 'Plants' when 'fish' then 'Fish'
      when 'permits' then 'Permits' when 'other' then 'Other' end;
    if item ->> 'key' is not null and label is null then
      return 'quote_item_label';
    end if;
    label := coalesce(label, btrim(item ->> 'label'));
    if label is null or char_length(label) not between 1 and 60 then
      return 'quote_item_label';
    end if;
    if lower(label) = any (labels) then
      return 'quote_item_twice';
    end if;
    labels := labels || lower(label);
    sum := sum + (item ->> 'amount')::bigint;
  end loop;
  if jsonb_array_length(p_items) > 0 and sum is distinct from p_total then
    return 'quote_items_sum';
  end if;
  return null;
end
$function$
;

alter table "public"."email_outbox" drop constraint "outbox_template";

drop function if exists "public"."builder_requests"();

  create table "public"."request_messages" (
    "id" bigint generated always as identity not null,
    "lead_id" uuid not null,
    "contractor_id" uuid not null,
    "author" text not null,
    "body" text not null,
    "sent_at" timestamp with time zone not null default now()
      );

alter table "public"."request_messages" enable row level security;

  create table "public"."request_quotes" (
    "lead_id" uuid not null,
    "contractor_id" uuid not null,
    "revision" integer not null,
    "total" integer not null,
    "items" jsonb not null default '[]'::jsonb,
    "starts_on" date,
    "valid_until" date,
    "note" text,
    "sent_at" timestamp with time zone not null default now()
      );

alter table "public"."request_quotes" enable row level security;

  create table "public"."request_thread_reports" (
    "lead_id" uuid not null,
    "contractor_id" uuid not null,
    "reported_by" text not null,
    "reported_at" timestamp with time zone not null default now()
      );

alter table "public"."request_thread_reports" enable row level security;

alter table "public"."lead_routes" add column "homeowner_decision" text;

alter table "public"."lead_routes" add column "decline_reason" text;

alter table "public"."lead_routes" add column "decided_at" timestamp with time zone;

alter table "public"."lead_submissions" add column "closed_at" timestamp with time zone;

CREATE UNIQUE INDEX request_messages_pkey ON public.request_messages USING btree (id);

CREATE INDEX request_messages_thread ON public.request_messages USING btree (lead_id, contractor_id, sent_at);

CREATE UNIQUE INDEX request_quotes_pkey ON public.request_quotes USING btree (lead_id, contractor_id, revision);

CREATE UNIQUE INDEX request_thread_reports_pkey ON public.request_thread_reports USING btree (lead_id, contractor_id, reported_by);

alter table "public"."request_messages" add constraint "request_messages_pkey" PRIMARY KEY using index "request_messages_pkey";

alter table "public"."request_quotes" add constraint "request_quotes_pkey" PRIMARY KEY using index "request_quotes_pkey";

alter table "public"."request_thread_reports" add constraint "request_thread_reports_pkey" PRIMARY KEY using index "request_thread_reports_pkey";

alter table "public"."lead_routes" add constraint "lead_route_decline_reason" CHECK (((decline_reason IS NULL) OR private.is_decline_reason(decline_reason))) not valid;

alter table "public"."lead_routes" validate constraint "lead_route_decline_reason";

alter table "public"."lead_routes" add constraint "lead_route_homeowner_decision" CHECK ((homeowner_decision = ANY (ARRAY['chosen'::text, 'declined'::text]))) not valid;

alter table "public"."lead_routes" validate constraint "lead_route_homeowner_decision";

alter table "public"."request_messages" add constraint "request_message_author" CHECK ((author = ANY (ARRAY['homeowner'::text, 'builder'::text]))) not valid;

alter table "public"."request_messages" validate constraint "request_message_author";

alter table "public"."request_messages" add constraint "request_message_body" CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 2000) AND (body !~* '<[a-z/!?]'::text))) not valid;

alter table "public"."request_messages" validate constraint "request_message_body";

alter table "public"."request_messages" add constraint "request_messages_route_fkey" FOREIGN KEY (lead_id, contractor_id) REFERENCES lead_routes(lead_id, contractor_id) ON DELETE CASCADE not valid;

alter table "public"."request_messages" validate constraint "request_messages_route_fkey";

alter table "public"."request_quotes" add constraint "request_quote_items" CHECK ((private.quote_items_problem(items, total) IS NULL)) not valid;

alter table "public"."request_quotes" validate constraint "request_quote_items";

alter table "public"."request_quotes" add constraint "request_quote_note" CHECK ((char_length(note) <= 1000)) not valid;

alter table "public"."request_quotes" validate constraint "request_quote_note";

alter table "public"."request_quotes" add constraint "request_quote_revision" CHECK ((revision >= 1)) not valid;

alter table "public"."request_quotes" validate constraint "request_quote_revision";

alter table "public"."request_quotes" add constraint "request_quote_total" CHECK (((total >= 1) AND (total <= 10000000))) not valid;

alter table "public"."request_quotes" validate constraint "request_quote_total";

alter table "public"."request_quotes" add constraint "request_quotes_route_fkey" FOREIGN KEY (lead_id, contractor_id) REFERENCES lead_routes(lead_id, contractor_id) ON DELETE CASCADE not valid;

alter table "public"."request_quotes" validate constraint "request_quotes_route_fkey";

alter table "public"."request_thread_reports" add constraint "request_thread_reported_by" CHECK ((reported_by = ANY (ARRAY['homeowner'::text, 'builder'::text]))) not valid;

alter table "public"."request_thread_reports" validate constraint "request_thread_reported_by";

alter table "public"."request_thread_reports" add constraint "request_thread_reports_route_fkey" FOREIGN KEY (lead_id, contractor_id) REFERENCES lead_routes(lead_id, contractor_id) ON DELETE CASCADE not valid;

alter table "public"."request_thread_reports" validate constraint "request_thread_reports_route_fkey";

alter table "public"."email_outbox" add constraint "outbox_template" CHECK ((template = ANY (ARRAY['planner-copy'::text, 'lead-to-builder'::text, 'lead-confirmation'::text, 'lead-withdrawn'::text, 'partner-application-received'::text, 'partner-approved'::text, 'partner-declined'::text, 'partner-site-proven'::text, 'partner-statement'::text, 'partner-site-check-failed'::text, 'builder-claim-decided'::text, 'request-quoted'::text, 'builder-request-digest'::text, 'check-expiring'::text, 'review-invitation'::text, 'review-posted'::text, 'request-decided'::text, 'request-message'::text]))) not valid;

alter table "public"."email_outbox" validate constraint "outbox_template";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.latest_quotes(p_lead uuid)
 RETURNS TABLE(contractor_id uuid, quote jsonb)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select distinct on (q.contractor_id) q.contractor_id,
         jsonb_build_object('total', q.total, 'items', q.items, 'starts_on', q.starts_on,
           'valid_until', q.valid_until, 'note', q.note, 'revision', q.revision, 'sent_at', q.sent_at,
           'first_sent_at', (select min(f.sent_at) from public.request_quotes f
                              where f.lead_id = q.lead_id and f.contractor_id = q.contractor_id))
  from public.request_quotes q
  where q.lead_id = p_lead
  order by q.contractor_id, q.revision desc
$function$
;

CREATE OR REPLACE FUNCTION private.post_message(p_lead uuid, p_contractor uuid, p_author text, p_body text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
  posted bigint;
  body text := btrim(p_body);
begin
  select * into lead from public.lead_submissions l where l.id = p_lead;
  if lead.closed_at is not null or lead.withdrawn_at is not null then
    raise exception 'This request is closed, so its conversations are closed too.'
      using errcode = 'P0001', hint = 'request_closed';
  end if;
  if body is null or char_length(body) not between 1 and 2000 or body ~* '<[a-z/!?]' then
    raise exception 'A message is plain text of 1 to 2,000 characters.' using errcode = '22023', hint = 'message_invalid';
  end if;
  perform private.limit_act('request-message', p_author || ':' || p_lead || ':' || p_contractor,
    'You have sent many messages in this conversation within the hour. Please wait a while before the next.',
    'message_rate_limit');
  insert into public.request_messages (lead_id, contractor_id, author, body)
  values (p_lead, p_contractor, p_author, body) returning id into posted;
  -- The other side is told there is a message, with a link to the thread; one waiting mail is enough.
  if p_author = 'homeowner' then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    select 'request-message', e.email, c.name, jsonb_build_object('lead_id', p_lead, 'to', 'builder'), p_lead, c.id
    from public.contractors c join public.contractor_emails e on e.contractor_id = c.id
    where c.id = p_contractor and not exists (
      select 1 from public.email_outbox o where o.template = 'request-message' and o.lead_id = p_lead
         and o.contractor_id = p_contractor and o.payload ->> 'to' = 'builder' and o.status = 'queued');
  elsif not exists (
      select 1 from public.email_outbox o where o.template = 'request-message' and o.lead_id = p_lead
         and o.contractor_id = p_contractor and o.payload ->> 'to' = 'homeowner' and o.status = 'queued') then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    values ('request-message', lead.email, lead.name, jsonb_build_object('lead_id', p_lead, 'to', 'homeowner'), p_lead, p_contractor);
  end if;
  return posted;
end
$function$
;

CREATE OR REPLACE FUNCTION private.project_lead(p_lead uuid, p_expires bigint, p_signature text)
 RETURNS lead_submissions
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
begin
  if not coalesce(p_signature = private.withdraw_signature(p_lead, p_expires), false) then
    raise exception 'This link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  select * into lead from public.lead_submissions l where l.id = p_lead;
  if lead.id is null then
    raise exception 'This link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  -- The link lives as long as it can withdraw (60 days): after that, it shows and does nothing.
  if to_timestamp(p_expires) < now() then
    raise exception 'This withdraw link has expired.' using errcode = 'P0001', hint = 'withdraw_link_expired';
  end if;
  return lead;
end
$function$
;

CREATE OR REPLACE FUNCTION private.record_quote(p_lead uuid, p_contractor uuid, p_total integer, p_items jsonb, p_starts_on date, p_valid_until date, p_note text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  route public.lead_routes;
  problem text := private.quote_items_problem(coalesce(p_items, '[]'::jsonb), p_total);
begin
  if p_total is null or p_total not between 1 and 10000000 or char_length(p_note) > 1000 then
    raise exception 'A quote is a whole number of dollars and a note of at most 1,000 characters.'
      using errcode = '22023', hint = 'request_quote_invalid';
  end if;
  if problem is not null then
    raise exception 'The quote''s items are not valid (%).', problem using errcode = '22023', hint = 'quote_items_invalid';
  end if;
  -- A day behind the database's clock: the builder's own today, west of UTC.
  if p_starts_on not between current_date - 1 and current_date + 730 then
    raise exception 'The earliest start must be a date from today on.' using errcode = '22023', hint = 'quote_starts_on';
  end if;
  if p_valid_until not between current_date - 1 and current_date + 730 then
    raise exception 'A quote is valid until a date from today on.' using errcode = '22023', hint = 'quote_valid_until';
  end if;
  if exists (select 1 from public.lead_submissions l where l.id = p_lead and l.closed_at is not null) then
    raise exception 'The homeowner closed this request.' using errcode = 'P0001', hint = 'request_closed';
  end if;
  select * into route from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor for update;
  insert into public.request_quotes (lead_id, contractor_id, revision, total, items, starts_on, valid_until, note)
  values (p_lead, p_contractor,
          coalesce((select max(q.revision) from public.request_quotes q
                     where q.lead_id = p_lead and q.contractor_id = p_contractor), 0) + 1,
          p_total, coalesce(p_items, '[]'::jsonb), p_starts_on, p_valid_until, nullif(btrim(p_note), ''));
  update public.lead_routes r set
    contacted_at = coalesce(r.contacted_at, now()),
    outcome = case when r.outcome = 'won' then 'won' else 'quoted' end,
    quote_amount = p_total,
    quote_note = nullif(btrim(p_note), ''),
    not_fit_reason = null,
    outcome_at = now(),
    quote_mailed_amounts = case when p_total = any (r.quote_mailed_amounts) then r.quote_mailed_amounts
                                else r.quote_mailed_amounts || p_total end,
    own_request = r.own_request or private.is_own_request(p_lead, p_contractor)
  where r.lead_id = p_lead and r.contractor_id = p_contractor;
  -- One mail per amount: a revision that only changes the items or dates shows on the page unmailed.
  if not (p_total = any (route.quote_mailed_amounts)) then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    select 'request-quoted', l.email, l.name, jsonb_build_object('lead_id', l.id), l.id, p_contractor
    from public.lead_submissions l where l.id = p_lead and l.withdrawn_at is null;
  end if;
end
$function$
;

CREATE OR REPLACE FUNCTION private.tell_builders_decided(p_lead uuid, p_contractors uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'request-decided', e.email, c.name,
         jsonb_build_object('lead_id', p_lead, 'decision', r.homeowner_decision, 'reason', r.decline_reason),
         p_lead, c.id
  from public.lead_routes r join public.contractors c on c.id = r.contractor_id
  join public.contractor_emails e on e.contractor_id = c.id
  where r.lead_id = p_lead and r.contractor_id = any (p_contractors)
  order by r.slot
$function$
;

CREATE OR REPLACE FUNCTION private.thread(p_lead uuid, p_contractor uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'author', m.author, 'body', m.body, 'sent_at', m.sent_at)
                            order by m.sent_at, m.id), '[]'::jsonb)
  from public.request_messages m
  where m.lead_id = p_lead and m.contractor_id = p_contractor
$function$
;

CREATE OR REPLACE FUNCTION public.choose_builder(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_reason text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions := private.project_lead(p_lead, p_expires, p_signature);
  chosen uuid;
  told uuid[];
begin
  perform 1 from public.lead_submissions l where l.id = p_lead for update;
  select r.contractor_id into chosen from public.lead_routes r
   where r.lead_id = p_lead and r.homeowner_decision = 'chosen';
  if chosen = p_contractor then
    return;
  end if;
  if lead.withdrawn_at is not null or lead.closed_at is not null then
    raise exception 'This request is closed.' using errcode = 'P0001', hint = 'request_closed';
  end if;
  if chosen is not null then
    raise exception 'You already chose a builder for this request.' using errcode = 'P0001', hint = 'already_chosen';
  end if;
  if p_reason is not null and not private.is_decline_reason(p_reason) then
    raise exception 'Unknown reason %.', p_reason using errcode = '22023', hint = 'decline_reason_invalid';
  end if;
  update public.lead_routes r set homeowner_decision = 'chosen', decline_reason = null, decided_at = now()
   where r.lead_id = p_lead and r.contractor_id = p_contractor;
  if not found then
    raise exception 'This builder is not one you chose.' using errcode = 'P0002', hint = 'route_unknown';
  end if;
  with declined as (
    update public.lead_routes r set homeowner_decision = 'declined', decline_reason = p_reason, decided_at = now()
     where r.lead_id = p_lead and r.contractor_id <> p_contractor and r.homeowner_decision is null
    returning r.contractor_id)
  select array_agg(d.contractor_id) into told from declined d;
  -- The homeowner's choice is their word that the request was real: confirmed for the partner too.
  update public.lead_submissions l set confirmed_at = coalesce(l.confirmed_at, now()) where l.id = p_lead;
  perform private.tell_builders_decided(p_lead, p_contractor || coalesce(told, '{}'));
end
$function$
;

CREATE OR REPLACE FUNCTION public.close_request(p_lead uuid, p_expires bigint, p_signature text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions := private.project_lead(p_lead, p_expires, p_signature);
  told uuid[];
begin
  update public.lead_submissions l set closed_at = now() where l.id = p_lead and l.closed_at is null;
  if not found then
    return;
  end if;
  with declined as (
    update public.lead_routes r set homeowner_decision = 'declined', decline_reason = 'not_going_ahead', decided_at = now()
     where r.lead_id = p_lead and r.homeowner_decision is null
    returning r.contractor_id, r.reached_at)
  -- Only builders the request reached are told it closed; the rest never hear of it.
  select array_agg(d.contractor_id) filter (where d.reached_at is not null) into told from declined d;
  update public.email_outbox o set status = 'cancelled', last_error = 'The homeowner closed the request.'
   where o.lead_id = p_lead and o.template = 'lead-to-builder' and o.status in ('queued', 'failed', 'held');
  if lead.withdrawn_at is null then
    perform private.tell_builders_decided(p_lead, coalesce(told, '{}'));
  end if;
end
$function$
;

CREATE OR REPLACE FUNCTION public.report_builder_thread(p_lead uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null or not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = mine) then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  insert into public.request_thread_reports (lead_id, contractor_id, reported_by)
  values (p_lead, mine, 'builder') on conflict do nothing;
end
$function$
;

CREATE OR REPLACE FUNCTION public.report_project_thread(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.project_lead(p_lead, p_expires, p_signature);
  if not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor) then
    raise exception 'This builder is not one you chose.' using errcode = 'P0002', hint = 'route_unknown';
  end if;
  insert into public.request_thread_reports (lead_id, contractor_id, reported_by)
  values (p_lead, p_contractor, 'homeowner') on conflict do nothing;
end
$function$
;

CREATE OR REPLACE FUNCTION public.send_builder_message(p_lead uuid, p_body text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null then
    raise exception 'Sign in as a builder to write to homeowners.' using errcode = '42501', hint = 'not_builder';
  end if;
  if not exists (select 1 from public.lead_routes r
                  where r.lead_id = p_lead and r.contractor_id = mine and r.chosen_at >= private.builder_sees_from()) then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  return private.post_message(p_lead, mine, 'builder', p_body);
end
$function$
;

CREATE OR REPLACE FUNCTION public.send_project_message(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_body text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.project_lead(p_lead, p_expires, p_signature);
  if not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor) then
    raise exception 'This builder is not one you chose.' using errcode = 'P0002', hint = 'route_unknown';
  end if;
  return private.post_message(p_lead, p_contractor, 'homeowner', p_body);
end
$function$
;

CREATE OR REPLACE FUNCTION public.send_quote(p_lead uuid, p_total integer, p_items jsonb DEFAULT '[]'::jsonb, p_starts_on date DEFAULT NULL::date, p_valid_until date DEFAULT NULL::date, p_note text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null then
    raise exception 'Sign in as a builder to send quotes.' using errcode = '42501', hint = 'not_builder';
  end if;
  if not exists (select 1 from public.lead_routes r
                  where r.lead_id = p_lead and r.contractor_id = mine and r.chosen_at >= private.builder_sees_from()) then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  perform private.note_builder_network(mine);
  perform private.record_quote(p_lead, mine, p_total, p_items, p_starts_on, p_valid_until, p_note);
end
$function$
;

CREATE OR REPLACE FUNCTION public.builder_requests()
 RETURNS TABLE(lead_id uuid, chosen_at timestamp with time zone, name text, email text, phone text, project_type text, message text, location text, city text, state text, builders_chosen integer, withdrawn boolean, contacted_at timestamp with time zone, outcome text, quote_amount integer, quote_note text, not_fit_reason text, quote jsonb, messages jsonb, homeowner_decision text, decline_reason text, closed boolean)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.lead_id, r.chosen_at,
         case when owed then l.name end, case when owed then l.email end, case when owed then l.phone end,
         l.project_type, l.message, l.location, l.city, l.state,
         (select count(*)::integer from public.lead_routes o where o.lead_id = r.lead_id),
         l.withdrawn_at is not null, r.contacted_at, r.outcome, r.quote_amount, r.quote_note, r.not_fit_reason,
         (select q.quote from private.latest_quotes(r.lead_id) q where q.contractor_id = r.contractor_id),
         private.thread(r.lead_id, r.contractor_id), r.homeowner_decision, r.decline_reason, l.closed_at is not null
  from public.lead_routes r
  join public.lead_submissions l on l.id = r.lead_id
  cross join lateral (
    select r.chosen_at > now() - interval '60 days' and l.withdrawn_at is null
       and not exists (
         select 1 from public.email_outbox o
          where o.lead_id = r.lead_id and o.contractor_id = r.contractor_id and o.template = 'lead-to-builder'
            and (o.status = 'held'
                 or (o.status = 'digested' and not exists (
                       select 1 from public.email_outbox d
                        where d.template = 'builder-request-digest' and d.contractor_id = r.contractor_id
                          and d.status = 'sent' and d.payload -> 'lead_ids' ? r.lead_id::text)))) as owed
  ) contact
  where r.contractor_id = private.builder_contractor_id() and r.chosen_at >= private.builder_sees_from()
  order by r.chosen_at desc
  limit 500
$function$
;

CREATE OR REPLACE FUNCTION public.mark_request(p_lead uuid, p_mark text, p_amount integer DEFAULT NULL::integer, p_note text DEFAULT NULL::text, p_reason text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
  route public.lead_routes;
begin
  if mine is null then
    raise exception 'Sign in as a builder to mark requests.' using errcode = '42501', hint = 'not_builder';
  end if;
  select * into route from public.lead_routes
   where lead_id = p_lead and contractor_id = mine and chosen_at >= private.builder_sees_from()
   for update;
  if route.lead_id is null then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  if p_mark not in ('contacted', 'quoted', 'won', 'not_fit') then
    raise exception 'Unknown mark %.', p_mark using errcode = '22023', hint = 'request_mark_invalid';
  end if;
  if p_mark = 'not_fit' and not coalesce(private.is_not_fit_reason(p_reason), false) then
    raise exception 'Choose why the request is not a fit.' using errcode = '22023', hint = 'request_reason_invalid';
  end if;
  perform private.note_builder_network(mine);
  if p_mark = 'quoted' and p_amount is not null then
    -- A quote by its total alone: the same record, revision and mail as a quote with items.
    perform private.record_quote(p_lead, mine, p_amount, '[]'::jsonb, null, null, p_note);
    return;
  end if;
  update public.lead_routes r set
    contacted_at = case when p_mark <> 'not_fit' then coalesce(r.contacted_at, now()) else r.contacted_at end,
    outcome = case when p_mark = 'contacted' then r.outcome else p_mark end,
    -- A quote mark with no amount says a quote went by other means; its note is kept.
    quote_note = case when p_mark = 'quoted' then coalesce(nullif(btrim(p_note), ''), r.quote_note) else r.quote_note end,
    not_fit_reason = case when p_mark = 'not_fit' then p_reason else null end,
    outcome_at = case when p_mark = 'contacted' then r.outcome_at else now() end,
    own_request = r.own_request or private.is_own_request(p_lead, mine)
  where r.lead_id = p_lead and r.contractor_id = mine;
end
$function$
;

CREATE OR REPLACE FUNCTION public.request_page(p_lead uuid, p_expires bigint, p_signature text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions := private.project_lead(p_lead, p_expires, p_signature);
begin
  return jsonb_build_object(
    'project_type', lead.project_type, 'location', lead.location, 'city', lead.city, 'state', lead.state,
    'message', lead.message, 'sent_at', lead.created_at, 'withdrawn', lead.withdrawn_at is not null,
    'closed', lead.closed_at is not null,
    'builders', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'name', c.name, 'slug', c.slug, 'city', c.city, 'state', c.state,
               'contacted_at', r.contacted_at, 'outcome', nullif(r.outcome, 'not_fit'),
               'not_fit', r.outcome = 'not_fit',
               'decision', r.homeowner_decision, 'decline_reason', r.decline_reason,
               'verified', c.verified and c.verified_until >= current_date,
               'reviews', c.verified_reviews, 'rating', c.verified_rating,
               'response_minutes', (select f.median_minutes from private.response_figures(array[c.id]) f
                                     where f.contacted >= private.response_time_min_contacted()),
               'quote', case when r.outcome in ('quoted', 'won') then q.quote end,
               'messages', private.thread(lead.id, c.id))
             order by r.slot)
      from public.lead_routes r join public.contractors c on c.id = r.contractor_id
      left join private.latest_quotes(lead.id) q on q.contractor_id = r.contractor_id
      where r.lead_id = lead.id), '[]'::jsonb));
end
$function$
;

revoke all on table public.request_quotes from public, anon, authenticated, service_role;
grant select on table public.request_quotes to authenticated;
grant all on table public.request_quotes to service_role;

revoke all on table public.request_messages from public, anon, authenticated, service_role;
grant select on table public.request_messages to authenticated;
grant all on table public.request_messages to service_role;

revoke all on table public.request_thread_reports from public, anon, authenticated, service_role;
grant select on table public.request_thread_reports to authenticated;
grant all on table public.request_thread_reports to service_role;

  create policy "Staff read reported threads"
  on "public"."request_messages"
  as permissive
  for select
  to authenticated
using ((private.is_staff() AND (EXISTS ( SELECT 1
   FROM request_thread_reports t
  WHERE ((t.lead_id = request_messages.lead_id) AND (t.contractor_id = request_messages.contractor_id))))));

  create policy "Staff read quotes"
  on "public"."request_quotes"
  as permissive
  for select
  to authenticated
using (private.is_staff());

  create policy "Staff read thread reports"
  on "public"."request_thread_reports"
  as permissive
  for select
  to authenticated
using (private.is_staff());

revoke all on function private.is_decline_reason(reason text) from public, anon, authenticated, service_role;

grant execute on function private.is_decline_reason(reason text) to public;

revoke all on function private.latest_quotes(p_lead uuid) from public, anon, authenticated, service_role;

revoke all on function private.post_message(p_lead uuid, p_contractor uuid, p_author text, p_body text) from public, anon, authenticated, service_role;

revoke all on function private.project_lead(p_lead uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;

revoke all on function private.quote_items_problem(p_items jsonb, p_total integer) from public, anon, authenticated, service_role;

grant execute on function private.quote_items_problem(p_items jsonb, p_total integer) to public;

revoke all on function private.record_quote(p_lead uuid, p_contractor uuid, p_total integer, p_items jsonb, p_starts_on date, p_valid_until date, p_note text) from public, anon, authenticated, service_role;

revoke all on function private.tell_builders_decided(p_lead uuid, p_contractors uuid[]) from public, anon, authenticated, service_role;

revoke all on function private.thread(p_lead uuid, p_contractor uuid) from public, anon, authenticated, service_role;

revoke all on function public.choose_builder(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_reason text) from public, anon, authenticated, service_role;

grant execute on function public.choose_builder(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_reason text) to anon, authenticated, service_role;

revoke all on function public.close_request(p_lead uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;

grant execute on function public.close_request(p_lead uuid, p_expires bigint, p_signature text) to anon, authenticated, service_role;

revoke all on function public.report_builder_thread(p_lead uuid) from public, anon, authenticated, service_role;

grant execute on function public.report_builder_thread(p_lead uuid) to authenticated, service_role;

revoke all on function public.report_project_thread(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid) from public, anon, authenticated, service_role;

grant execute on function public.report_project_thread(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid) to anon, authenticated, service_role;

revoke all on function public.send_builder_message(p_lead uuid, p_body text) from public, anon, authenticated, service_role;

grant execute on function public.send_builder_message(p_lead uuid, p_body text) to authenticated, service_role;

revoke all on function public.send_project_message(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_body text) from public, anon, authenticated, service_role;

grant execute on function public.send_project_message(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_body text) to anon, authenticated, service_role;

revoke all on function public.send_quote(p_lead uuid, p_total integer, p_items jsonb, p_starts_on date, p_valid_until date, p_note text) from public, anon, authenticated, service_role;

grant execute on function public.send_quote(p_lead uuid, p_total integer, p_items jsonb, p_starts_on date, p_valid_until date, p_note text) to authenticated, service_role;

revoke all on function public.builder_requests() from public, anon, authenticated, service_role;

grant execute on function public.builder_requests() to authenticated, service_role;

-- One side's messages to one thread in an hour (@pond/core's ACT_LIMITS).
insert into private.act_limits (kind, per_hour) values ('request-message', 10);
