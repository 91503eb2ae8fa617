CREATE OR REPLACE FUNCTION private.queue_builder_digests()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  queued integer;
begin
  with held as (
    update public.email_outbox o
    set status = case when l.withdrawn_at is null then 'digested' else 'cancelled' end,
        last_error = case when l.withdrawn_at is null then null else 'The homeowner withdrew the request.' end
    from public.lead_submissions l
    where o.status = 'held' and o.template = 'lead-to-builder' and l.id = o.lead_id
    returning o.contractor_id, o.to_email, o.to_name, o.lead_id, l.withdrawn_at, l.created_at
  ), digests as (
    insert into public.email_outbox (template, to_email, to_name, payload, contractor_id)
    select 'builder-request-digest', h.to_email, min(h.to_name),
           jsonb_build_object('lead_ids', jsonb_agg(h.lead_id order by h.created_at)), h.contractor_id
    from held h
    where h.withdrawn_at is null
    group by h.contractor_id, h.to_email
    returning 1
  )
  select count(*) into queued from digests;
  return queued;
end
$function$;

revoke all on function private.queue_builder_digests() from public, anon, authenticated, service_role;

-- What the homeowner added so builders can price the request, as one object (blanks left out).
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
$function$;

revoke all on function private.request_details(l lead_submissions) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.request_status(l lead_submissions)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case
           when l.withdrawn_at is not null then 'withdrawn'
           when l.contacted_at is not null
             or exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.contacted_at is not null)
             then 'contacted'
           when exists (select 1 from public.lead_routes r where r.lead_id = l.id) then 'routed'
           else 'with staff'
         end
$function$;

revoke all on function private.request_status(l lead_submissions) from public, anon, authenticated, service_role;
grant execute on function private.request_status(l lead_submissions) to authenticated;

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
$function$;

revoke all on function public.builder_requests() from public, anon, authenticated, service_role;
grant execute on function public.builder_requests() to authenticated, service_role;

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
  -- Not a fit frees the builder's place at once: the homeowner hears of it, and the page offers others.
  if p_mark = 'not_fit' and route.outcome is distinct from 'not_fit' then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    select 'request-waiting', l.email, l.name, jsonb_build_object('lead_id', l.id, 'why', 'not_fit'), l.id, mine
    from public.lead_submissions l
    where l.id = p_lead and private.offers_others(l);
  end if;
end
$function$;

revoke all on function public.mark_request(p_lead uuid, p_mark text, p_amount integer, p_note text, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.mark_request(p_lead uuid, p_mark text, p_amount integer, p_note text, p_reason text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_request_mail(p_mode text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_mode not in ('each', 'daily') then
    raise exception 'Choose a mail for each request or a daily digest.' using errcode = '22023', hint = 'request_mail_invalid';
  end if;
  update public.builder_accounts set request_mail = p_mode where contractor_id = private.my_listing();
  if p_mode = 'each' then
    update public.email_outbox set status = 'queued'
    where status = 'held' and template = 'lead-to-builder' and contractor_id = private.my_listing();
  end if;
end
$function$;

revoke all on function public.set_request_mail(p_mode text) from public, anon, authenticated, service_role;
grant execute on function public.set_request_mail(p_mode text) to authenticated, service_role;
