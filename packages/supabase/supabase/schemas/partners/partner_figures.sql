create view public.partner_figures with (security_barrier=true) as
 WITH requests AS (
         SELECT date_trunc('month'::text, r_1.created_at)::date AS month,
            r_1.widget,
            count(*) FILTER (WHERE r_1.attributed)::integer AS requests,
            count(*) FILTER (WHERE r_1.confirmed)::integer AS confirmed_requests,
            count(*) FILTER (WHERE r_1.attributed AND (r_1.status = ANY (ARRAY['routed'::text, 'contacted'::text])))::integer AS reached_builders,
            count(*) FILTER (WHERE r_1.attributed AND r_1.status = 'withdrawn'::text)::integer AS withdrawn,
            count(*) FILTER (WHERE NOT r_1.attributed)::integer AS unattributed_requests
           FROM partner_requests r_1
          GROUP BY (date_trunc('month'::text, r_1.created_at)::date), r_1.widget
        ), plans AS (
         SELECT date_trunc('month'::text, p_1.created_at)::date AS month,
                CASE
                    WHEN p_1.source ~~ 'widget:%'::text THEN substr(p_1.source, 8)
                    ELSE 'our pages'::text
                END AS widget,
            count(*) FILTER (WHERE private.is_proven_origin(p_1.partner, p_1.request_origin))::integer AS plans,
            count(*) FILTER (WHERE NOT private.is_proven_origin(p_1.partner, p_1.request_origin))::integer AS unattributed_plans
           FROM pond_planner_submissions p_1
          WHERE p_1.partner IS NOT NULL AND p_1.partner = private.partner_id()
          GROUP BY (date_trunc('month'::text, p_1.created_at)::date), (
                CASE
                    WHEN p_1.source ~~ 'widget:%'::text THEN substr(p_1.source, 8)
                    ELSE 'our pages'::text
                END)
        ), loads AS (
         SELECT date_trunc('month'::text, w.day::timestamp with time zone)::date AS month,
            w.widget,
            COALESCE(sum(w.loads) FILTER (WHERE private.is_proven_origin(w.partner, w.origin)), 0::bigint)::integer AS loads,
            COALESCE(sum(w.loads) FILTER (WHERE NOT private.is_proven_origin(w.partner, w.origin)), 0::bigint)::integer AS loads_elsewhere
           FROM widget_loads w
          WHERE w.partner = private.partner_id()
          GROUP BY (date_trunc('month'::text, w.day::timestamp with time zone)::date), w.widget
        ), keys AS (
         SELECT requests.month,
            requests.widget
           FROM requests
        UNION
         SELECT plans.month,
            plans.widget
           FROM plans
        UNION
         SELECT loads.month,
            loads.widget
           FROM loads
        )
 SELECT k.month,
    k.widget,
    COALESCE(l.loads, 0) AS loads,
    COALESCE(l.loads_elsewhere, 0) AS loads_elsewhere,
    COALESCE(r.requests, 0) AS requests,
    COALESCE(r.confirmed_requests, 0) AS confirmed_requests,
    COALESCE(r.reached_builders, 0) AS reached_builders,
    COALESCE(r.withdrawn, 0) AS withdrawn,
    COALESCE(p.plans, 0) AS plans,
    COALESCE(r.unattributed_requests, 0) AS unattributed_requests,
    COALESCE(p.unattributed_plans, 0) AS unattributed_plans
   FROM keys k
     LEFT JOIN requests r ON r.month = k.month AND r.widget = k.widget
     LEFT JOIN plans p ON p.month = k.month AND p.widget = k.widget
     LEFT JOIN loads l ON l.month = k.month AND l.widget = k.widget;

revoke all on table public.partner_figures from public, anon, authenticated, service_role;
grant select on table public.partner_figures to authenticated;
grant all on table public.partner_figures to service_role;
