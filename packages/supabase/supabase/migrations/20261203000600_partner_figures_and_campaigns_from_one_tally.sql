-- partner figures and campaigns from one tally: generated from the schema files (pnpm --filter @pond/supabase schema:diff partner_figures_and_campaigns_from_one_tally), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

create or replace view "private"."partner_tallies" as  WITH facts AS (
         SELECT (date_trunc('month'::text, r.created_at))::date AS month,
            r.widget,
            r.campaign,
            r.utm_source,
            r.utm_medium,
            r.utm_campaign,
            r.attributed AS request,
            r.confirmed,
            (r.attributed AND (r.status = ANY (ARRAY['routed'::text, 'contacted'::text]))) AS reached,
            (r.attributed AND (r.status = 'withdrawn'::text)) AS withdrawn,
            (NOT r.attributed) AS unattributed_request,
            false AS plan,
            false AS unattributed_plan
           FROM partner_requests r
        UNION ALL
         SELECT (date_trunc('month'::text, p.created_at))::date AS month,
                CASE
                    WHEN (p.source ~~ 'widget:%'::text) THEN substr(p.source, 8)
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
            private.is_proven_origin(p.partner, p.request_origin) AS is_proven_origin,
            (NOT private.is_proven_origin(p.partner, p.request_origin))
           FROM pond_planner_submissions p
          WHERE ((p.partner IS NOT NULL) AND (p.partner = private.partner_id()))
        )
 SELECT month,
    widget,
    campaign,
    utm_source,
    utm_medium,
    utm_campaign,
    (GROUPING(widget) = 0) AS by_widget,
    (count(*) FILTER (WHERE request))::integer AS requests,
    (count(*) FILTER (WHERE confirmed))::integer AS confirmed_requests,
    (count(*) FILTER (WHERE reached))::integer AS reached_builders,
    (count(*) FILTER (WHERE withdrawn))::integer AS withdrawn,
    (count(*) FILTER (WHERE plan))::integer AS plans,
    (count(*) FILTER (WHERE unattributed_request))::integer AS unattributed_requests,
    (count(*) FILTER (WHERE unattributed_plan))::integer AS unattributed_plans
   FROM facts
  GROUP BY GROUPING SETS ((month, widget), (month, campaign, utm_source, utm_medium, utm_campaign));


create or replace view "public"."partner_campaigns" as  SELECT month,
    campaign,
    utm_source,
    utm_medium,
    utm_campaign,
    requests,
    confirmed_requests,
    reached_builders,
    withdrawn,
    plans,
    unattributed_requests,
    unattributed_plans
   FROM private.partner_tallies
  WHERE (NOT by_widget);


create or replace view "public"."partner_figures" as  WITH tallies AS (
         SELECT partner_tallies.month,
            partner_tallies.widget,
            partner_tallies.campaign,
            partner_tallies.utm_source,
            partner_tallies.utm_medium,
            partner_tallies.utm_campaign,
            partner_tallies.by_widget,
            partner_tallies.requests,
            partner_tallies.confirmed_requests,
            partner_tallies.reached_builders,
            partner_tallies.withdrawn,
            partner_tallies.plans,
            partner_tallies.unattributed_requests,
            partner_tallies.unattributed_plans
           FROM private.partner_tallies
          WHERE partner_tallies.by_widget
        ), loads AS (
         SELECT (date_trunc('month'::text, (w.day)::timestamp with time zone))::date AS month,
            w.widget,
            (COALESCE(sum(w.loads) FILTER (WHERE private.is_proven_origin(w.partner, w.origin)), (0)::bigint))::integer AS loads,
            (COALESCE(sum(w.loads) FILTER (WHERE (NOT private.is_proven_origin(w.partner, w.origin))), (0)::bigint))::integer AS loads_elsewhere
           FROM widget_loads w
          WHERE (w.partner = private.partner_id())
          GROUP BY ((date_trunc('month'::text, (w.day)::timestamp with time zone))::date), w.widget
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
   FROM (tallies t
     FULL JOIN loads l ON (((l.month = t.month) AND (l.widget = t.widget))));

alter view private.partner_tallies set (security_barrier=true);

alter view public.partner_campaigns set (security_barrier=true);

alter view public.partner_figures set (security_barrier=true);
