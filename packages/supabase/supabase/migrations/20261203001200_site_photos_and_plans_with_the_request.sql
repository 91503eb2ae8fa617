-- site photos and plans with the request: generated from the schema files (pnpm --filter @pond/supabase schema:diff site_photos_and_plans_with_the_request), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

create table "public"."request_photos" (
    "id" uuid not null,
    "lead_id" uuid not null,
    "position" integer not null,
    "file_type" text not null,
    "original_bytes" integer not null,
    "status" text not null default 'processing'::text,
    "problem" text,
    "width" integer,
    "height" integer,
    "stored_bytes" integer,
    "created_at" timestamp with time zone not null default now(),
    "processed_at" timestamp with time zone
      );


alter table "public"."request_photos" enable row level security;

CREATE OR REPLACE FUNCTION private.is_attached_plan(p_plan jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    jsonb_typeof(p_plan) = 'object'
    and (select count(*) from jsonb_object_keys(p_plan) k
          where k not in ('from', 'pond_type', 'length_ft', 'width_ft', 'area_sq_ft', 'depth_ft', 'gallons', 'cost_low', 'cost_high')) = 0
    and p_plan ->> 'from' in ('planner', 'calculator')
    and (p_plan ->> 'pond_type' is null or p_plan ->> 'pond_type' in ('koi', 'garden', 'ecosystem', 'waterfall', 'swimming', 'not-sure'))
    and (p_plan ->> 'from' = 'calculator' or p_plan ->> 'pond_type' is not null)
    and (p_plan ->> 'length_ft' is null) = (p_plan ->> 'width_ft' is null)
    and (p_plan ->> 'length_ft' is null or (jsonb_typeof(p_plan -> 'length_ft') = 'number'
         and (p_plan ->> 'length_ft')::numeric between 1 and 500 and (p_plan ->> 'width_ft')::numeric between 1 and 500))
    and jsonb_typeof(p_plan -> 'area_sq_ft') = 'number' and (p_plan ->> 'area_sq_ft')::numeric between 1 and 250000
    and jsonb_typeof(p_plan -> 'depth_ft') = 'number' and (p_plan ->> 'depth_ft')::numeric between 0.5 and 20
    and jsonb_typeof(p_plan -> 'gallons') = 'number' and (p_plan ->> 'gallons')::numeric between 1 and 40000000
    and (p_plan ->> 'gallons')::numeric = trunc((p_plan ->> 'gallons')::numeric)
    and jsonb_typeof(p_plan -> 'cost_low') = 'number' and jsonb_typeof(p_plan -> 'cost_high') = 'number'
    and (p_plan ->> 'cost_low')::numeric = trunc((p_plan ->> 'cost_low')::numeric)
    and (p_plan ->> 'cost_high')::numeric = trunc((p_plan ->> 'cost_high')::numeric)
    and (p_plan ->> 'cost_low')::numeric between 1 and 100000000
    and (p_plan ->> 'cost_high')::numeric between (p_plan ->> 'cost_low')::numeric and 100000000,
    false)
$function$
;

alter table "public"."lead_submissions" add column "plan" jsonb;

CREATE UNIQUE INDEX request_photos_lead_position ON public.request_photos USING btree (lead_id, "position");

CREATE UNIQUE INDEX request_photos_pkey ON public.request_photos USING btree (id);

alter table "public"."request_photos" add constraint "request_photos_pkey" PRIMARY KEY using index "request_photos_pkey";

alter table "public"."lead_submissions" add constraint "lead_plan" CHECK (((plan IS NULL) OR private.is_attached_plan(plan))) not valid;

alter table "public"."lead_submissions" validate constraint "lead_plan";

alter table "public"."request_photos" add constraint "request_photo_file_type" CHECK ((file_type = ANY (ARRAY['jpeg'::text, 'png'::text, 'webp'::text, 'heic'::text]))) not valid;

alter table "public"."request_photos" validate constraint "request_photo_file_type";

alter table "public"."request_photos" add constraint "request_photo_original_bytes" CHECK (((original_bytes >= 1) AND (original_bytes <= 15728640))) not valid;

alter table "public"."request_photos" validate constraint "request_photo_original_bytes";

alter table "public"."request_photos" add constraint "request_photo_position" CHECK ((("position" >= 1) AND ("position" <= 6))) not valid;

alter table "public"."request_photos" validate constraint "request_photo_position";

alter table "public"."request_photos" add constraint "request_photo_status" CHECK ((status = ANY (ARRAY['processing'::text, 'ready'::text, 'rejected'::text]))) not valid;

alter table "public"."request_photos" validate constraint "request_photo_status";

alter table "public"."request_photos" add constraint "request_photos_lead_id_fkey" FOREIGN KEY (lead_id) REFERENCES lead_submissions(id) ON DELETE CASCADE not valid;

alter table "public"."request_photos" validate constraint "request_photos_lead_id_fkey";

set check_function_bodies = off;



CREATE OR REPLACE FUNCTION private.lead_taking_photos(p_lead uuid, p_token uuid)
 RETURNS lead_submissions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
begin
  select * into lead from public.lead_submissions l
   where l.id = p_lead and l.choice_token = p_token and l.routed_at is null and l.withdrawn_at is null
     and l.created_at > now() - interval '1 day'
   for update;
  if lead.id is null then
    raise exception 'Photos can be added only before the request is sent to builders.'
      using errcode = 'P0001', hint = 'lead_choice_closed';
  end if;
  return lead;
end
$function$
;

CREATE OR REPLACE FUNCTION private.queue_request_photo_work()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    perform private.add_job('process_request_photo', json_build_object('id', new.id), 'request-photo:' || new.id, 'photos');
  else
    perform private.add_job('photo_files', json_build_object('id', old.id, 'action', 'delete', 'kind', 'request'), p_queue => 'photos');
  end if;
  return null;
end
$function$
;

CREATE OR REPLACE FUNCTION private.request_photo_links(p_lead uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'status', p.status, 'problem', p.problem, 'width', p.width, 'height', p.height,
           'expires', case when p.status = 'ready' then e.expires end,
           'signature', case when p.status = 'ready' then private.request_photo_signature(p.id, e.expires) end)
         order by p.position), '[]'::jsonb)
  from public.request_photos p
  cross join (select extract(epoch from now() + interval '60 minutes')::bigint as expires) e
  where p.lead_id = p_lead
$function$
;

CREATE OR REPLACE FUNCTION private.request_photo_processed(p_id uuid, p_width integer, p_height integer, p_stored_bytes integer)
 RETURNS boolean
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  with made as (
    update public.request_photos
    set status = 'ready', width = p_width, height = p_height, stored_bytes = p_stored_bytes, processed_at = now(), problem = null
    where id = p_id
    returning id
  )
  select exists (select 1 from made)
$function$
;

CREATE OR REPLACE FUNCTION private.request_photo_rejected(p_id uuid, p_problem text)
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update public.request_photos set status = 'rejected', problem = p_problem, processed_at = now() where id = p_id
$function$
;

CREATE OR REPLACE FUNCTION private.request_photo_signature(p_id uuid, p_expires bigint)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.link_signature('request-photo.' || p_id::text || '.' || p_expires::text)
$function$
;

CREATE OR REPLACE FUNCTION public.add_request_photo(p_lead uuid, p_token uuid, p_id uuid, p_file_type text, p_bytes integer)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions := private.lead_taking_photos(p_lead, p_token);
  held integer;
begin
  -- The lead's row is locked: two uploads at once cannot both be the seventh.
  select count(*) into held from public.request_photos p where p.lead_id = lead.id;
  if held >= 6 then
    raise exception 'A request holds 6 photos, the most it can.' using errcode = '23514', hint = 'request_photo_limit';
  end if;
  insert into public.request_photos (id, lead_id, position, file_type, original_bytes)
  values (p_id, lead.id, held + 1, p_file_type, p_bytes);
  return held + 1;
end
$function$
;

CREATE OR REPLACE FUNCTION public.request_photo_allowed(p_id uuid, p_expires bigint, p_signature text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p_expires >= extract(epoch from now())::bigint
     and p_expires <= extract(epoch from now() + interval '60 minutes')::bigint + 1
     and p_signature = private.request_photo_signature(p_id, p_expires)
     and exists (select 1 from public.request_photos p where p.id = p_id and p.status = 'ready')
$function$
;

CREATE OR REPLACE FUNCTION public.request_photos_left(p_lead uuid, p_token uuid)
 RETURNS integer
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select 6 - (select count(*)::integer from public.request_photos p where p.lead_id = l.id)
  from private.lead_taking_photos(p_lead, p_token) l
$function$
;

CREATE OR REPLACE FUNCTION public.staff_request_photos(p_lead uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_staff() then
    raise exception 'Only staff can see a request''s photos.' using errcode = '42501', hint = 'not_staff';
  end if;
  return private.request_photo_links(p_lead);
end
$function$
;

CREATE OR REPLACE FUNCTION private.request_details(l lead_submissions)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_strip_nulls(jsonb_build_object(
    'pond_length_ft', l.pond_length_ft, 'pond_width_ft', l.pond_width_ft, 'pond_size', l.pond_size,
    'budget', l.budget, 'timing', l.timing, 'machine_access', l.machine_access, 'rebuild', l.rebuild,
    'call_time', l.call_time, 'plan', l.plan))
$function$
;

CREATE OR REPLACE FUNCTION public.builder_requests()
 RETURNS TABLE(lead_id uuid, chosen_at timestamp with time zone, name text, email text, phone text, project_type text, message text, location text, city text, state text, builders_chosen integer, withdrawn boolean, contacted_at timestamp with time zone, outcome text, quote_amount integer, quote_note text, not_fit_reason text, quote jsonb, messages jsonb, homeowner_decision text, decline_reason text, closed boolean, details jsonb)
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
         private.thread(r.lead_id, r.contractor_id), r.homeowner_decision, r.decline_reason, l.closed_at is not null,
         -- Site photos only while the builder may still contact the homeowner.
         private.request_details(l)
           || case when owed then jsonb_build_object('photos', private.request_photo_links(l.id)) else '{}'::jsonb end
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
    'closed', lead.closed_at is not null, 'details', private.request_details(lead),
    'photos', private.request_photo_links(lead.id),
    'offers_others', private.offers_others(lead), 'waiting_offered_at', lead.waiting_offered_at,
    'more_builders_left', 3 - (select count(*) from public.lead_routes r where r.lead_id = lead.id and r.slot > 3),
    'builders', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'name', c.name, 'slug', c.slug, 'city', c.city, 'state', c.state,
               'contacted_at', r.contacted_at, 'outcome', nullif(r.outcome, 'not_fit'),
               'not_fit', r.outcome = 'not_fit',
               'decision', r.homeowner_decision, 'decline_reason', r.decline_reason,
               'verified', c.verified and c.verified_until >= current_date,
               'reviews', c.verified_reviews, 'rating', c.verified_rating,
               'response', (select jsonb_build_object('median_minutes', f.median_minutes, 'in_time', f.in_time, 'due', f.due)
                            from private.response_figures(array[c.id]) f
                            where f.contacted >= private.response_time_min_contacted()),
               'quote', case when r.outcome in ('quoted', 'won') then q.quote end,
               'answer_due', private.answer_due(r.chosen_at, c.state),
               'messages', private.thread(lead.id, c.id))
             order by r.slot)
      from public.lead_routes r join public.contractors c on c.id = r.contractor_id
      left join private.latest_quotes(lead.id) q on q.contractor_id = r.contractor_id
      where r.lead_id = lead.id), '[]'::jsonb));
end
$function$
;

revoke all on table public.request_photos from public, anon, authenticated, service_role;
grant select on table public.request_photos to authenticated;
grant all on table public.request_photos to service_role;


  create policy "Staff read site photos"
  on "public"."request_photos"
  as permissive
  for select
  to authenticated
using (private.is_staff());


CREATE TRIGGER request_photos_work AFTER INSERT OR DELETE ON public.request_photos FOR EACH ROW EXECUTE FUNCTION private.queue_request_photo_work();

revoke all on function private.is_attached_plan(p_plan jsonb) from public, anon, authenticated, service_role;

grant execute on function private.is_attached_plan(p_plan jsonb) to public;

revoke all on function private.lead_taking_photos(p_lead uuid, p_token uuid) from public, anon, authenticated, service_role;

revoke all on function private.queue_request_photo_work() from public, anon, authenticated, service_role;

revoke all on function private.request_photo_links(p_lead uuid) from public, anon, authenticated, service_role;

revoke all on function private.request_photo_processed(p_id uuid, p_width integer, p_height integer, p_stored_bytes integer) from public, anon, authenticated, service_role;

revoke all on function private.request_photo_rejected(p_id uuid, p_problem text) from public, anon, authenticated, service_role;

revoke all on function private.request_photo_signature(p_id uuid, p_expires bigint) from public, anon, authenticated, service_role;

revoke all on function public.add_request_photo(p_lead uuid, p_token uuid, p_id uuid, p_file_type text, p_bytes integer) from public, anon, authenticated, service_role;

grant execute on function public.add_request_photo(p_lead uuid, p_token uuid, p_id uuid, p_file_type text, p_bytes integer) to anon, authenticated, service_role;

revoke all on function public.request_photo_allowed(p_id uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;

grant execute on function public.request_photo_allowed(p_id uuid, p_expires bigint, p_signature text) to anon, authenticated, service_role;

revoke all on function public.request_photos_left(p_lead uuid, p_token uuid) from public, anon, authenticated, service_role;

grant execute on function public.request_photos_left(p_lead uuid, p_token uuid) to anon, authenticated, service_role;

revoke all on function public.staff_request_photos(p_lead uuid) from public, anon, authenticated, service_role;

grant execute on function public.staff_request_photos(p_lead uuid) to authenticated, service_role;
