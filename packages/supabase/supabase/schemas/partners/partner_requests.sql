create view public.partner_requests with (security_barrier=true) as
 SELECT id,
    created_at,
    project_type,
    city,
    state,
    private.request_status(l.*) AS status,
        CASE
            WHEN source ~~ 'widget:%'::text THEN substr(source, 8)
            ELSE 'our pages'::text
        END AS widget,
    request_origin,
    private.is_proven_origin(partner, request_origin) AS attributed,
    private.is_proven_origin(partner, request_origin) AND private.request_confirmed(l.*) AS confirmed,
    campaign,
    utm_source,
    utm_medium,
    utm_campaign
   FROM lead_submissions l
  WHERE partner IS NOT NULL AND partner = private.partner_id();

revoke all on table public.partner_requests from public, anon, authenticated, service_role;
grant select on table public.partner_requests to authenticated;
grant all on table public.partner_requests to service_role;
