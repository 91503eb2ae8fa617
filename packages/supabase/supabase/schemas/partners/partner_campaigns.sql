create view public.partner_campaigns with (security_barrier=true) as
 WITH requests AS (
         SELECT date_trunc('month'::text, r_1.created_at)::date AS month,
            r_1.campaign,
            r_1.utm_source,
            r_1.utm_medium,
            r_1.utm_campaign,
            count(*) FILTER (WHERE r_1.attributed)::integer AS requests,
            count(*) FILTER (WHERE r_1.confirmed)::integer AS confirmed_requests,
            count(*) FILTER (WHERE r_1.attributed AND (r_1.status = ANY (ARRAY['routed'::text, 'contacted'::text])))::integer AS reached_builders,
            count(*) FILTER (WHERE r_1.attributed AND r_1.status = 'withdrawn'::text)::integer AS withdrawn,
            count(*) FILTER (WHERE NOT r_1.attributed)::integer AS unattributed_requests
           FROM partner_requests r_1
          GROUP BY (date_trunc('month'::text, r_1.created_at)::date), r_1.campaign, r_1.utm_source, r_1.utm_medium, r_1.utm_campaign
        ), plans AS (
         SELECT date_trunc('month'::text, p_1.created_at)::date AS month,
            p_1.campaign,
            p_1.utm_source,
            p_1.utm_medium,
            p_1.utm_campaign,
            count(*) FILTER (WHERE private.is_proven_origin(p_1.partner, p_1.request_origin))::integer AS plans,
            count(*) FILTER (WHERE NOT private.is_proven_origin(p_1.partner, p_1.request_origin))::integer AS unattributed_plans
           FROM pond_planner_submissions p_1
          WHERE p_1.partner IS NOT NULL AND p_1.partner = private.partner_id()
          GROUP BY (date_trunc('month'::text, p_1.created_at)::date), p_1.campaign, p_1.utm_source, p_1.utm_medium, p_1.utm_campaign
        )
 SELECT COALESCE(r.month, p.month) AS month,
    COALESCE(r.campaign, p.campaign) AS campaign,
    COALESCE(r.utm_source, p.utm_source) AS utm_source,
    COALESCE(r.utm_medium, p.utm_medium) AS utm_medium,
    COALESCE(r.utm_campaign, p.utm_campaign) AS utm_campaign,
    COALESCE(r.requests, 0) AS requests,
    COALESCE(r.confirmed_requests, 0) AS confirmed_requests,
    COALESCE(r.reached_builders, 0) AS reached_builders,
    COALESCE(r.withdrawn, 0) AS withdrawn,
    COALESCE(p.plans, 0) AS plans,
    COALESCE(r.unattributed_requests, 0) AS unattributed_requests,
    COALESCE(p.unattributed_plans, 0) AS unattributed_plans
   FROM requests r
     FULL JOIN plans p ON p.month = r.month AND NOT p.campaign IS DISTINCT FROM r.campaign AND NOT p.utm_source IS DISTINCT FROM r.utm_source AND NOT p.utm_medium IS DISTINCT FROM r.utm_medium AND NOT p.utm_campaign IS DISTINCT FROM r.utm_campaign;

revoke all on table public.partner_campaigns from public, anon, authenticated, service_role;
grant select on table public.partner_campaigns to authenticated;
grant all on table public.partner_campaigns to service_role;
