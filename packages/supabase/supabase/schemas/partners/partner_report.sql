create view public.partner_report with (security_invoker=true) as
 SELECT partner,
    date_trunc('month'::text, created_at)::date AS month,
    page_origin AS claimed_origin,
    request_origin AS recorded_origin,
    private.is_proven_origin(partner, request_origin) AS attributed,
    count(*)::integer AS requests,
    count(*) FILTER (WHERE private.request_confirmed(l.*))::integer AS confirmed,
    count(*) FILTER (WHERE (EXISTS ( SELECT 1
           FROM lead_routes r
          WHERE r.lead_id = l.id)))::integer AS routed,
    campaign,
    utm_source,
    utm_medium,
    utm_campaign
   FROM lead_submissions l
  WHERE partner IS NOT NULL
  GROUP BY partner, (date_trunc('month'::text, created_at)::date), page_origin, request_origin, (private.is_proven_origin(partner, request_origin)), campaign, utm_source, utm_medium, utm_campaign;

revoke all on table public.partner_report from public, anon, authenticated, service_role;
grant select on table public.partner_report to authenticated;
grant all on table public.partner_report to service_role;
