create view public.partner_figures with (security_barrier=true) as
 WITH tallies AS (
         SELECT * FROM private.partner_tallies WHERE by_widget
        ), loads AS (
         SELECT date_trunc('month'::text, w.day::timestamp with time zone)::date AS month,
            w.widget,
            COALESCE(sum(w.loads) FILTER (WHERE private.is_proven_origin(w.partner, w.origin)), 0::bigint)::integer AS loads,
            COALESCE(sum(w.loads) FILTER (WHERE NOT private.is_proven_origin(w.partner, w.origin)), 0::bigint)::integer AS loads_elsewhere
           FROM widget_loads w
          WHERE w.partner = private.partner_id()
          GROUP BY (date_trunc('month'::text, w.day::timestamp with time zone)::date), w.widget
        )
 SELECT COALESCE(t.month, l.month) AS month,
    COALESCE(t.widget, l.widget) AS widget,
    COALESCE(l.loads, 0) AS loads,
    COALESCE(l.loads_elsewhere, 0) AS loads_elsewhere,
    COALESCE(t.requests, 0) AS requests,
    COALESCE(t.confirmed_requests, 0) AS confirmed_requests,
    COALESCE(t.reached_builders, 0) AS reached_builders,
    COALESCE(t.withdrawn, 0) AS withdrawn,
    COALESCE(t.plans, 0) AS plans,
    COALESCE(t.unattributed_requests, 0) AS unattributed_requests,
    COALESCE(t.unattributed_plans, 0) AS unattributed_plans
   FROM tallies t
     FULL JOIN loads l ON l.month = t.month AND l.widget = t.widget;

revoke all on table public.partner_figures from public, anon, authenticated, service_role;
grant select on table public.partner_figures to authenticated;
grant all on table public.partner_figures to service_role;
