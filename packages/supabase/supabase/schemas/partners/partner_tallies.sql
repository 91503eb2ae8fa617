-- The signed-in partner's requests and plans counted once, by month and widget and by month and
-- campaign: partner_figures and partner_campaigns each read one of the two groupings.
create view private.partner_tallies with (security_barrier=true) as
 WITH facts AS (
         SELECT date_trunc('month'::text, r.created_at)::date AS month,
            r.widget,
            r.campaign,
            r.utm_source,
            r.utm_medium,
            r.utm_campaign,
            r.attributed AS request,
            r.confirmed,
            r.attributed AND (r.status = ANY (ARRAY['routed'::text, 'contacted'::text])) AS reached,
            r.attributed AND r.status = 'withdrawn'::text AS withdrawn,
            NOT r.attributed AS unattributed_request,
            false AS plan,
            false AS unattributed_plan
           FROM partner_requests r
        UNION ALL
         SELECT date_trunc('month'::text, p.created_at)::date AS month,
                CASE
                    WHEN p.source ~~ 'widget:%'::text THEN substr(p.source, 8)
                    ELSE 'our pages'::text
                END AS widget,
            p.campaign,
            p.utm_source,
            p.utm_medium,
            p.utm_campaign,
            false,
            false,
            false,
            false,
            false,
            private.is_proven_origin(p.partner, p.request_origin),
            NOT private.is_proven_origin(p.partner, p.request_origin)
           FROM pond_planner_submissions p
          WHERE p.partner IS NOT NULL AND p.partner = private.partner_id()
        )
 SELECT month,
    widget,
    campaign,
    utm_source,
    utm_medium,
    utm_campaign,
    GROUPING(widget) = 0 AS by_widget,
    count(*) FILTER (WHERE request)::integer AS requests,
    count(*) FILTER (WHERE confirmed)::integer AS confirmed_requests,
    count(*) FILTER (WHERE reached)::integer AS reached_builders,
    count(*) FILTER (WHERE withdrawn)::integer AS withdrawn,
    count(*) FILTER (WHERE plan)::integer AS plans,
    count(*) FILTER (WHERE unattributed_request)::integer AS unattributed_requests,
    count(*) FILTER (WHERE unattributed_plan)::integer AS unattributed_plans
   FROM facts
  GROUP BY GROUPING SETS ((month, widget), (month, campaign, utm_source, utm_medium, utm_campaign));

revoke all on table private.partner_tallies from public, anon, authenticated, service_role;
