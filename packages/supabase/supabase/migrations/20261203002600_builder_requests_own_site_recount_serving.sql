-- A builder's requests say which came from their own website; a bulk load counts served places once; the badge counts the listed website apart from made-up sites: generated from the schema files (pnpm --filter @pond/supabase schema:diff builder_requests_own_site_recount_serving), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

drop function if exists "public"."builder_requests"();

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.recount_serving()
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  delete from private.place_serving;
  insert into private.place_serving (state, city_key, builders)
  select s.state, s.city_key, count(*)::integer
  from public.contractors b,
    lateral private.served_places(b.state, b.city, b.latitude, b.longitude, b.service_radius_miles, b.service_cities) s
  where b.service_radius_miles is not null or cardinality(b.service_cities) > 0
  group by s.state, s.city_key;
$function$
;

CREATE OR REPLACE FUNCTION private.site_host(p_address text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select nullif(regexp_replace(lower(substring(btrim(p_address) from '^(?:[A-Za-z][A-Za-z0-9+.-]*://)?([^/?#:]+)')), '^www\.', ''), '')
$function$
;

CREATE OR REPLACE FUNCTION public.builder_requests()
 RETURNS TABLE(lead_id uuid, chosen_at timestamp with time zone, name text, email text, phone text, project_type text, message text, location text, city text, state text, builders_chosen integer, withdrawn boolean, contacted_at timestamp with time zone, outcome text, quote_amount integer, quote_note text, not_fit_reason text, quote jsonb, messages jsonb, homeowner_decision text, decline_reason text, closed boolean, details jsonb, from_own_site boolean)
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
           || case when owed then jsonb_build_object('photos', private.request_photo_links(l.id)) else '{}'::jsonb end,
         -- Sent from the quote button on the builder's own website (the badge's form).
         l.source = 'builder-site'
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
  v_listed text;
  v_from_listed boolean;
  v_loads integer;
  v_sites integer;
begin
  if v_origin is null or v_origin = 'null'
     or coalesce(p_version, '') !~ '^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$' then
    return;
  end if;
  select private.site_host(c.website) into v_listed from public.contractors c where c.id = p_contractor;
  if not found then
    return;
  end if;
  v_from_listed := coalesce(private.site_host(v_origin) = v_listed, false);
  -- One builder's count is taken one load at a time.
  perform pg_advisory_xact_lock(hashtext('badge-loads:' || p_contractor::text));
  -- The day's loads and sites so far: the listed website's alone, or all the others'.
  select coalesce(sum(s.loads), 0), count(*) into v_loads, v_sites
    from private.builder_site_loads s
   where s.day = v_day and s.contractor_id = p_contractor
     and coalesce(private.site_host(s.origin) = v_listed, false) = v_from_listed;
  if v_loads >= limits.loads_per_day
     or (not v_from_listed and v_sites >= limits.origins_per_day
         and not exists (select 1 from private.builder_site_loads s
                          where s.day = v_day and s.contractor_id = p_contractor and s.origin = v_origin)) then
    return;
  end if;
  insert into private.builder_site_loads as s (day, contractor_id, origin, loads)
  values (v_day, p_contractor, v_origin, 1)
  on conflict (day, contractor_id, origin) do update set loads = s.loads + 1;
end
$function$
;

revoke all on function private.recount_serving() from public, anon, authenticated, service_role;

revoke all on function private.site_host(p_address text) from public, anon, authenticated, service_role;

-- Dropped and made again (its result has a new column): its grants again.
revoke all on function public.builder_requests() from public, anon, authenticated, service_role;
grant execute on function public.builder_requests() to authenticated, service_role;
