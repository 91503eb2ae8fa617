create view public.partner_campaigns with (security_barrier=true) as
 SELECT month,
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
  WHERE NOT by_widget;

revoke all on table public.partner_campaigns from public, anon, authenticated, service_role;
grant select on table public.partner_campaigns to authenticated;
grant all on table public.partner_campaigns to service_role;
