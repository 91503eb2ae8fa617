-- quote pdfs at signed addresses: generated from the schema files (pnpm --filter @pond/supabase schema:diff quote_pdfs_at_signed_addresses), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

alter table "public"."lead_routes" add column "quote_file_key" text;

alter table "public"."lead_routes" add column "quote_file_bytes" integer;

alter table "public"."lead_routes" add column "quote_file_at" timestamp with time zone;

alter table "public"."lead_routes" add constraint "lead_route_quote_file" CHECK ((((quote_file_key IS NULL) = (quote_file_bytes IS NULL)) AND ((quote_file_bytes IS NULL) OR ((quote_file_bytes >= 1) AND (quote_file_bytes <= 10485760))))) not valid;

alter table "public"."lead_routes" validate constraint "lead_route_quote_file";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.quote_file_link(p_lead uuid, p_contractor uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object('lead', p_lead, 'contractor', p_contractor, 'bytes', r.quote_file_bytes,
           'expires', e.expires, 'signature', private.quote_file_signature(p_lead, p_contractor, e.expires))
  from public.lead_routes r
  cross join (select extract(epoch from now() + interval '60 minutes')::bigint as expires) e
  where r.lead_id = p_lead and r.contractor_id = p_contractor and r.quote_file_key is not null
$function$
;

CREATE OR REPLACE FUNCTION private.quote_file_signature(p_lead uuid, p_contractor uuid, p_expires bigint)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.link_signature('quote-file.' || p_lead::text || '.' || p_contractor::text || '.' || p_expires::text)
$function$
;

CREATE OR REPLACE FUNCTION public.attach_quote_file(p_lead uuid, p_key text, p_bytes integer)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  replaced text;
begin
  if not public.may_attach_quote_file(p_lead) then
    raise exception 'Attach a PDF to a quote you sent, while the request is open.'
      using errcode = '42501', hint = 'quote_file_not_yours';
  end if;
  select r.quote_file_key into replaced from public.lead_routes r
   where r.lead_id = p_lead and r.contractor_id = private.builder_contractor_id() for update;
  update public.lead_routes r set quote_file_key = p_key, quote_file_bytes = p_bytes, quote_file_at = now()
   where r.lead_id = p_lead and r.contractor_id = private.builder_contractor_id();
  return replaced;
end
$function$
;

CREATE OR REPLACE FUNCTION public.may_attach_quote_file(p_lead uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
    where r.lead_id = p_lead and r.contractor_id = private.builder_contractor_id()
      and r.outcome in ('quoted', 'won') and l.withdrawn_at is null and l.closed_at is null)
$function$
;

CREATE OR REPLACE FUNCTION public.quote_file_key(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.quote_file_key from public.lead_routes r
  where r.lead_id = p_lead and r.contractor_id = p_contractor
    and p_expires >= extract(epoch from now())::bigint
    and p_expires <= extract(epoch from now() + interval '60 minutes')::bigint + 1
    and p_signature = private.quote_file_signature(p_lead, p_contractor, p_expires)
$function$
;

CREATE OR REPLACE FUNCTION public.staff_quote_files(p_lead uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_staff() then
    raise exception 'Only staff can open a request''s quotes.' using errcode = '42501', hint = 'not_staff';
  end if;
  return coalesce((select jsonb_agg(private.quote_file_link(r.lead_id, r.contractor_id) order by r.slot)
                     from public.lead_routes r where r.lead_id = p_lead and r.quote_file_key is not null), '[]'::jsonb);
end
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
         (select q.quote || jsonb_build_object('file', private.quote_file_link(r.lead_id, r.contractor_id))
            from private.latest_quotes(r.lead_id) q where q.contractor_id = r.contractor_id),
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
               'quote_file', case when r.outcome in ('quoted', 'won') then private.quote_file_link(lead.id, c.id) end,
               'answer_due', private.answer_due(r.chosen_at, c.state),
               'messages', private.thread(lead.id, c.id))
             order by r.slot)
      from public.lead_routes r join public.contractors c on c.id = r.contractor_id
      left join private.latest_quotes(lead.id) q on q.contractor_id = r.contractor_id
      where r.lead_id = lead.id), '[]'::jsonb));
end
$function$
;

revoke all on function private.quote_file_link(p_lead uuid, p_contractor uuid) from public, anon, authenticated, service_role;

revoke all on function private.quote_file_signature(p_lead uuid, p_contractor uuid, p_expires bigint) from public, anon, authenticated, service_role;

revoke all on function public.attach_quote_file(p_lead uuid, p_key text, p_bytes integer) from public, anon, authenticated, service_role;

grant execute on function public.attach_quote_file(p_lead uuid, p_key text, p_bytes integer) to authenticated, service_role;

revoke all on function public.may_attach_quote_file(p_lead uuid) from public, anon, authenticated, service_role;

grant execute on function public.may_attach_quote_file(p_lead uuid) to authenticated, service_role;

revoke all on function public.quote_file_key(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;

grant execute on function public.quote_file_key(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text) to anon, authenticated, service_role;

revoke all on function public.staff_quote_files(p_lead uuid) from public, anon, authenticated, service_role;

grant execute on function public.staff_quote_files(p_lead uuid) to authenticated, service_role;
