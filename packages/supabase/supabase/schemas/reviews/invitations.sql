CREATE OR REPLACE FUNCTION private.queue_review_invitations()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mailed integer;
begin
  -- One pass for both mails: the invitation 14 days after the builder was reached, the reminder at 45
  -- days; a request first invited late gets its reminder a week after the invitation at least.
  with due as (
    update public.lead_routes r
       set review_invited_at = coalesce(r.review_invited_at, now()),
           review_reminded_at = case when r.review_invited_at is null then null else now() end
      from public.lead_submissions l
     where l.id = r.lead_id and l.withdrawn_at is null and r.review_reminded_at is null
       and r.reached_at > now() - interval '90 days'
       and ((r.review_invited_at is null and r.reached_at <= now() - interval '14 days')
            or (r.reached_at <= now() - interval '45 days' and r.review_invited_at <= now() - interval '7 days'))
       and not exists (select 1 from public.reviews v where v.lead_id = r.lead_id and v.contractor_id = r.contractor_id)
       and private.review_earned(r.lead_id, r.contractor_id)
    returning r.lead_id, r.contractor_id, l.email, l.name, r.review_reminded_at is not null as reminder
  )
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-invitation', due.email, due.name, jsonb_build_object('reminder', due.reminder), due.lead_id,
         due.contractor_id
    from due;
  get diagnostics mailed = row_count;
  return mailed;
end
$function$;

revoke all on function private.queue_review_invitations() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.review_earned(p_lead uuid, p_contractor uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
    where r.lead_id = p_lead and r.contractor_id = p_contractor and l.withdrawn_at is null
      and (r.contacted_at is not null or r.outcome in ('quoted', 'won')
           or (l.confirmed_at is not null and r.reached_at is not null))
  ) and not exists (select 1 from public.lead_routes r
                    where r.lead_id = p_lead and r.contractor_id = p_contractor and r.own_request)
    and not private.is_own_request(p_lead, p_contractor)
$function$;

revoke all on function private.review_earned(p_lead uuid, p_contractor uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.review_link(p_lead uuid, p_contractor uuid)
 RETURNS TABLE(expires bigint, signature text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select e, private.review_signature(p_lead, p_contractor, e)
  from (select extract(epoch from now() + interval '120 days')::bigint as e) expiry
$function$;

revoke all on function private.review_link(p_lead uuid, p_contractor uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.review_signature(p_lead uuid, p_contractor uuid, p_expires bigint)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select rtrim(translate(encode(extensions.hmac(
    convert_to('review.' || p_lead::text || '.' || p_contractor::text || '.' || p_expires::text, 'UTF8'),
    (select k.secret from private.link_keys k), 'sha256'), 'base64'), '+/', '-_'), '=')
$function$;

revoke all on function private.review_signature(p_lead uuid, p_contractor uuid, p_expires bigint) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.reviewable_route(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text)
 RETURNS lead_routes
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  route public.lead_routes;
begin
  if p_lead is null or p_contractor is null or p_expires is null or p_signature is null
     or p_signature is distinct from private.review_signature(p_lead, p_contractor, p_expires) then
    raise exception 'This review link is not valid.' using errcode = 'P0001', hint = 'review_link_invalid';
  end if;
  if to_timestamp(p_expires) < now() then
    raise exception 'This review link has expired.' using errcode = 'P0001', hint = 'review_link_expired';
  end if;
  select * into route from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor;
  if route.lead_id is null then
    raise exception 'This review link is not valid.' using errcode = 'P0001', hint = 'review_link_invalid';
  end if;
  if route.reached_at is null or not private.review_earned(p_lead, p_contractor) then
    raise exception 'Your request has not reached this builder yet, so there is nothing to review.'
      using errcode = 'P0001', hint = 'review_not_reached';
  end if;
  return route;
end
$function$;

revoke all on function private.reviewable_route(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.send_review_invitation(p_lead uuid, p_contractor uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_staff() then
    raise exception 'Only staff send review invitations.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor) then
    raise exception 'This request did not choose this builder.' using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.lead_submissions l where l.id = p_lead and l.withdrawn_at is not null) then
    raise exception 'The homeowner withdrew this request: no invitation is sent.'
      using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if private.is_own_request(p_lead, p_contractor) then
    raise exception 'This request came from the builder''s own email, phone or network: it earns no review.'
      using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.lead_routes r
              where r.lead_id = p_lead and r.contractor_id = p_contractor and r.reached_at is null)
     or not private.review_earned(p_lead, p_contractor) then
    raise exception 'The builder has not answered this request and the homeowner has not confirmed their email: mark them contacted first.'
      using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.reviews v where v.lead_id = p_lead and v.contractor_id = p_contractor) then
    raise exception 'The homeowner has reviewed this builder already.' using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  update public.lead_routes r set review_invited_at = coalesce(r.review_invited_at, now())
   where r.lead_id = p_lead and r.contractor_id = p_contractor;
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-invitation', l.email, l.name, jsonb_build_object('reminder', false, 'early', true), l.id, p_contractor
    from public.lead_submissions l where l.id = p_lead;
end
$function$;

revoke all on function public.send_review_invitation(p_lead uuid, p_contractor uuid) from public, anon, authenticated, service_role;
grant execute on function public.send_review_invitation(p_lead uuid, p_contractor uuid) to authenticated, service_role;
