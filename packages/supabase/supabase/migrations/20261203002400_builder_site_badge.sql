-- builder site badge: generated from the schema files (pnpm --filter @pond/supabase schema:diff builder_site_badge), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

create table "private"."builder_site_loads" (
    "day" date not null,
    "contractor_id" uuid not null,
    "origin" text not null,
    "loads" integer not null default 0
      );


revoke all on table "private"."builder_site_loads" from public, anon, authenticated, service_role;

grant maintain on table "private"."builder_site_loads" to "service_role";

CREATE UNIQUE INDEX builder_site_loads_pkey ON private.builder_site_loads USING btree (day, contractor_id, origin);

alter table "private"."builder_site_loads" add constraint "builder_site_loads_pkey" PRIMARY KEY using index "builder_site_loads_pkey";

alter table "private"."builder_site_loads" add constraint "builder_site_loads_contractor_id_fkey" FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE not valid;

alter table "private"."builder_site_loads" validate constraint "builder_site_loads_contractor_id_fkey";

alter table "public"."lead_submissions" add constraint "lead_builder_site_partner" CHECK (((source <> 'builder-site'::text) OR (partner IS NULL))) not valid;

alter table "public"."lead_submissions" validate constraint "lead_builder_site_partner";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.builder_site_limits(OUT loads_per_day integer, OUT origins_per_day integer)
 RETURNS record
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 5000, 20 $function$
;

CREATE OR REPLACE FUNCTION public.count_badge_load(p_contractor uuid, p_version text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_origin text := left(nullif(btrim(
    coalesce(current_setting('request.headers', true), '{}')::json ->> 'origin'), ''), 300);
  v_day date := (now() at time zone 'utc')::date;
  limits record := private.builder_site_limits();
begin
  if v_origin is null or v_origin = 'null'
     or coalesce(p_version, '') !~ '^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$'
     or not exists (select 1 from public.contractors c where c.id = p_contractor) then
    return;
  end if;
  -- One builder's count is taken one load at a time.
  perform pg_advisory_xact_lock(hashtext('badge-loads:' || p_contractor::text));
  if (select coalesce(sum(s.loads), 0) from private.builder_site_loads s
       where s.day = v_day and s.contractor_id = p_contractor) >= limits.loads_per_day
     or (not exists (select 1 from private.builder_site_loads s
                      where s.day = v_day and s.contractor_id = p_contractor and s.origin = v_origin)
         and (select count(*) from private.builder_site_loads s
               where s.day = v_day and s.contractor_id = p_contractor) >= limits.origins_per_day) then
    return;
  end if;
  insert into private.builder_site_loads as s (day, contractor_id, origin, loads)
  values (v_day, p_contractor, v_origin, 1)
  on conflict (day, contractor_id, origin) do update set loads = s.loads + 1;
end
$function$
;

CREATE OR REPLACE FUNCTION public.my_site_figures(p_days integer DEFAULT 30)
 RETURNS TABLE(origin text, loads bigint, requests bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.my_listing();
begin
  if p_days is null or p_days < 1 or p_days > 366 then
    raise exception 'Choose from 1 to 366 days.' using errcode = '22023', hint = 'site_figures_days';
  end if;
  return query
    with loads as (
      select s.origin, sum(s.loads)::bigint as loads from private.builder_site_loads s
       where s.contractor_id = mine and s.day > (now() at time zone 'utc')::date - p_days
       group by s.origin),
    requests as (
      select coalesce(l.page_origin, 'unknown') as origin, count(*)::bigint as requests
        from public.lead_submissions l
       where l.contractor_id = mine and l.source = 'builder-site' and l.created_at > now() - make_interval(days => p_days)
       group by 1)
    select coalesce(a.origin, r.origin), coalesce(a.loads, 0), coalesce(r.requests, 0)
      from loads a full join requests r on r.origin = a.origin
     order by 2 desc, 3 desc, 1;
end
$function$
;

CREATE OR REPLACE FUNCTION private.offers_others(l lead_submissions)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select l.withdrawn_at is null and l.closed_at is null
     -- A request from a builder's own website is theirs: we never offer it to others.
     and l.source <> 'builder-site'
     and not exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.homeowner_decision = 'chosen')
     and (l.waiting_offered_at is not null
          or exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.outcome = 'not_fit'))
     and (select count(*) from public.lead_routes r where r.lead_id = l.id and r.slot > 3) < 3
$function$
;

CREATE OR REPLACE FUNCTION private.queue_waiting_offers()
 RETURNS integer
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with due as (
    select l.id from public.lead_submissions l
    where l.withdrawn_at is null and l.closed_at is null and l.waiting_offered_at is null
      -- A request from a builder's own website is theirs: no offer of others.
      and l.source <> 'builder-site'
      -- Requests of the last two weeks: older ones are past an offer's use (and staff's to follow).
      and l.created_at > now() - interval '14 days'
      and exists (select 1 from public.lead_routes r where r.lead_id = l.id)
      and not exists (
        select 1 from public.lead_routes r join public.contractors c on c.id = r.contractor_id
         where r.lead_id = l.id
           and (r.contacted_at is not null or r.outcome is not null or r.homeowner_decision is not null
                or now() < private.answer_due(r.chosen_at, c.state)))
    for update of l skip locked
  ), offered as (
    update public.lead_submissions l set waiting_offered_at = now() from due where l.id = due.id
    returning l.id, l.email, l.name
  ), mailed as (
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id)
    select 'request-waiting', o.email, o.name, jsonb_build_object('lead_id', o.id, 'why', 'silent'), o.id
    from offered o
    returning 1
  )
  select count(*)::integer from mailed
$function$
;

CREATE OR REPLACE FUNCTION public.choose_builders(p_lead uuid, p_token uuid, p_contractors uuid[], p_consent_id text, p_details jsonb DEFAULT '{}'::jsonb)
 RETURNS TABLE(contractor_id uuid, name text, delivery text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
  limits private.routing_limits;
  chosen bigint;
  consent public.consent_texts;
begin
  select * into consent from public.consent_texts c where c.id = p_consent_id;
  if consent.id is null then
    raise exception 'This page showed a consent we do not know. Please reload the page and choose again.'
      using errcode = 'P0001', hint = 'consent_unknown';
  end if;

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

  -- What the homeowner added so builders can price it ("Help builders quote"), before any builder
  -- gets the request; a value the columns' checks refuse refuses the whole choice.
  if coalesce(p_details, '{}'::jsonb) <> '{}'::jsonb then
    update public.lead_submissions l set
      pond_length_ft = (p_details ->> 'pond_length_ft')::integer,
      pond_width_ft = (p_details ->> 'pond_width_ft')::integer,
      pond_size = p_details ->> 'pond_size',
      budget = p_details ->> 'budget',
      timing = p_details ->> 'timing',
      machine_access = p_details ->> 'machine_access',
      rebuild = (p_details ->> 'rebuild')::boolean,
      call_time = p_details ->> 'call_time',
      plan = p_details -> 'plan'
    where l.id = p_lead
    returning * into lead;
  end if;

  -- Sent from a builder's own website: that builder alone, never another or our staff's match.
  if lead.source = 'builder-site'
     and array(select distinct u.id from unnest(p_contractors) u(id)) is distinct from array[lead.contractor_id] then
    raise exception 'This request is for % only.',
      coalesce((select c.name from public.contractors c where c.id = lead.contractor_id), 'its builder')
      using errcode = 'P0001', hint = 'lead_builder_site_only';
  end if;

  select * into limits from private.routing_limits;
  select count(distinct u.id) into chosen from unnest(p_contractors) u(id);
  -- Three at first (spec: up to three quotes); slots 4 to 6 are the offer's, when these go quiet.
  if chosen > 3 then
    raise exception 'You can choose up to 3 builders.' using errcode = 'P0001', hint = 'lead_builder_count';
  end if;
  perform private.enforce_builder_allowance(lead, chosen);

  -- Slots in the homeowner's order, a builder named twice counted once.
  insert into public.lead_routes (lead_id, contractor_id, slot, consent_id, consent_text, delivery)
  select p_lead, c.id, row_number() over (order by picked.first_at), consent.id, consent.text,
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
  -- Our domain never mails a stranger twice: a second confirmation to an address within the hour is
  -- not sent (the builders still get the request).
  if (select count(*) from public.email_outbox o
       where o.template = 'lead-confirmation' and lower(o.to_email) = lower(lead.email)
         and o.created_at > now() - interval '1 hour') < limits.confirmations_per_address_per_hour then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id)
    values ('lead-confirmation', lead.email, lead.name, jsonb_build_object('lead_id', p_lead), p_lead);
  end if;

  return query
    select c.id, c.name, r.delivery from public.lead_routes r join public.contractors c on c.id = r.contractor_id
    where r.lead_id = p_lead order by r.slot;
end
$function$
;

revoke all on function private.builder_site_limits(OUT loads_per_day integer, OUT origins_per_day integer) from public, anon, authenticated, service_role;

revoke all on function public.count_badge_load(p_contractor uuid, p_version text) from public, anon, authenticated, service_role;

grant execute on function public.count_badge_load(p_contractor uuid, p_version text) to anon, authenticated, service_role;

revoke all on function public.my_site_figures(p_days integer) from public, anon, authenticated, service_role;

grant execute on function public.my_site_figures(p_days integer) to authenticated;
