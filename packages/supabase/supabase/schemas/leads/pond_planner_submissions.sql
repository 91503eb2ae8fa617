create table public.pond_planner_submissions (
  id uuid default gen_random_uuid() not null,
  name text not null,
  email text not null,
  pond_type text not null,
  length numeric not null,
  width numeric not null,
  depth numeric not null,
  state text not null,
  sun_exposure text not null,
  budget text not null,
  timeline text not null,
  features text,
  cost_estimate_min integer not null,
  cost_estimate_max integer not null,
  source text default 'site'::text not null,
  created_at timestamp with time zone default now() not null,
  partner text,
  page_origin text,
  request_origin text,
  campaign text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  client_address text,
  constraint planner_budget CHECK (budget = ANY (ARRAY['under-1000'::text, '1000-3000'::text, '3000-5000'::text, '5000-10000'::text, '10000-20000'::text, 'over-20000'::text, 'not-sure'::text])),
  constraint planner_campaign_format CHECK (private.is_campaign(campaign)),
  constraint planner_cost_min CHECK (cost_estimate_min > 0),
  constraint planner_cost_order CHECK (cost_estimate_max >= cost_estimate_min),
  constraint planner_depth_min CHECK (depth >= 0.5),
  constraint planner_email_format CHECK (private.is_email(email)),
  constraint planner_email_max CHECK (char_length(email) <= 254),
  constraint planner_features_max CHECK (char_length(features) <= 1000),
  constraint planner_length_min CHECK (length >= 1::numeric),
  constraint planner_name_length CHECK (char_length(btrim(name)) >= 2),
  constraint planner_name_max CHECK (char_length(name) <= 100),
  constraint planner_page_origin_length CHECK (char_length(page_origin) <= 300),
  constraint planner_partner_format CHECK (partner IS NULL OR private.is_partner_id(partner)),
  constraint planner_pond_type CHECK (pond_type = ANY (ARRAY['koi'::text, 'garden'::text, 'ecosystem'::text, 'waterfall'::text, 'swimming'::text, 'not-sure'::text])),
  constraint planner_request_origin_max CHECK (char_length(request_origin) <= 300),
  constraint planner_source_length CHECK (char_length(source) >= 1 AND char_length(source) <= 300),
  constraint planner_state_code CHECK (private.is_state_code(state)),
  constraint planner_sun_exposure CHECK (sun_exposure = ANY (ARRAY['full-sun'::text, 'partial-shade'::text, 'mostly-shade'::text])),
  constraint planner_timeline CHECK (timeline = ANY (ARRAY['within-month'::text, '1-3-months'::text, '3-6-months'::text, '6-12-months'::text, 'planning-only'::text])),
  constraint planner_utm_length CHECK (char_length(utm_source) <= 100 AND char_length(utm_medium) <= 100 AND char_length(utm_campaign) <= 100),
  constraint planner_width_min CHECK (width >= 1::numeric),
  constraint pond_planner_submissions_pkey PRIMARY KEY (id)
);

CREATE INDEX pond_planner_submissions_created_at ON public.pond_planner_submissions USING btree (created_at DESC);

revoke all on table public.pond_planner_submissions from public, anon, authenticated, service_role;
grant maintain, select on table public.pond_planner_submissions to anon, authenticated;
grant all on table public.pond_planner_submissions to service_role;

alter table public.pond_planner_submissions enable row level security;

create policy "Staff read plans" on public.pond_planner_submissions
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION public.save_pond_plan(p_plan jsonb)
 RETURNS TABLE(plan_id uuid, copy_queued boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  plan public.pond_planner_submissions;
  limits private.outbox_limits;
  caller text := private.client_address();
  v_email text := btrim(coalesce(p_plan ->> 'email', ''));
begin
  -- The same hourly limits as quote requests, counted in one place at a time per email.
  perform pg_advisory_xact_lock(hashtext('planner-copy:' || lower(v_email)));
  if coalesce(auth.role(), '') in ('anon', 'authenticated') then
    perform private.enforce_hourly_limits(
      (select count(*) from public.pond_planner_submissions p
        where lower(p.email) = lower(v_email) and p.created_at > now() - interval '1 hour'),
      (select count(*) from public.pond_planner_submissions p
        where caller is not null and p.client_address = caller and p.created_at > now() - interval '1 hour'));
  end if;

  insert into public.pond_planner_submissions
    (name, email, pond_type, length, width, depth, state, sun_exposure, budget, timeline, features,
     cost_estimate_min, cost_estimate_max, source, partner, page_origin,
     campaign, utm_source, utm_medium, utm_campaign, client_address)
  values (
    btrim(p_plan ->> 'name'), v_email, p_plan ->> 'pond_type',
    (p_plan ->> 'length')::numeric, (p_plan ->> 'width')::numeric, (p_plan ->> 'depth')::numeric,
    p_plan ->> 'state', p_plan ->> 'sun_exposure', p_plan ->> 'budget', p_plan ->> 'timeline',
    nullif(btrim(p_plan ->> 'features'), ''),
    (p_plan ->> 'cost_estimate_min')::integer, (p_plan ->> 'cost_estimate_max')::integer,
    coalesce(p_plan ->> 'source', 'site'), nullif(p_plan ->> 'partner', ''), nullif(p_plan ->> 'page_origin', ''),
    nullif(p_plan ->> 'campaign', ''), nullif(p_plan ->> 'utm_source', ''), nullif(p_plan ->> 'utm_medium', ''),
    nullif(p_plan ->> 'utm_campaign', ''), caller)
  returning * into plan;

  select * into limits from private.outbox_limits;
  plan_id := plan.id;
  copy_queued :=
    (select count(*) from public.email_outbox o
      where o.template = 'planner-copy' and lower(o.to_email) = lower(plan.email)
        and o.created_at > now() - interval '1 day') < limits.planner_copies_per_address_per_day
    and (caller is null
      or (select count(*) from public.email_outbox o
           where o.template = 'planner-copy' and o.client_address = caller
             and o.created_at > now() - interval '1 day') < limits.planner_copies_per_caller_per_day);
  if copy_queued then
    insert into public.email_outbox (template, to_email, to_name, payload, client_address)
    values ('planner-copy', plan.email, plan.name,
            jsonb_build_object('plan_id', plan.id)
              || case when p_plan ->> 'lead_id' ~* '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'
                      then jsonb_build_object('lead_id', p_plan ->> 'lead_id') else '{}' end,
            caller);
  end if;
  return next;
end
$function$;

revoke all on function public.save_pond_plan(p_plan jsonb) from public, anon, authenticated, service_role;
grant execute on function public.save_pond_plan(p_plan jsonb) to anon, authenticated, service_role;

CREATE TRIGGER pond_planner_submissions_request_origin BEFORE INSERT ON pond_planner_submissions FOR EACH ROW EXECUTE FUNCTION private.record_request_origin();

CREATE TRIGGER pond_planner_submissions_webhooks AFTER INSERT ON pond_planner_submissions FOR EACH ROW EXECUTE FUNCTION private.plan_webhooks();
