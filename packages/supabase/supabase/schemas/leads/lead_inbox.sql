create view public.lead_inbox with (security_invoker=true) as
 SELECT id,
    created_at,
    name,
    email,
    phone,
    project_type,
    message,
    location,
    city,
    state,
    contractor_id,
    contractor_name,
    source,
    partner,
    page_origin,
    request_origin,
    origin_mismatch,
    routed_at,
    withdrawn_at,
    contacted_at,
    ( SELECT count(*)::integer AS count
           FROM lead_routes r
          WHERE r.lead_id = l.id) AS builders,
    private.request_status(l.*) AS status,
    campaign,
    utm_source,
    utm_medium,
    utm_campaign
   FROM lead_submissions l;

revoke all on table public.lead_inbox from public, anon, authenticated, service_role;
grant maintain, select on table public.lead_inbox to authenticated;
grant all on table public.lead_inbox to service_role;
