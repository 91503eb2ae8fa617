-- Pond plans (spec §3 Planner submission), checks mirroring forms/planner-form.ts in @pond/core.
create table public.pond_planner_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint planner_name_length check (char_length(btrim(name)) >= 2),
  email text not null constraint planner_email_format
    check (email ~ '^[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'),
  pond_type text not null constraint planner_pond_type
    check (pond_type in ('koi', 'garden', 'ecosystem', 'waterfall', 'swimming', 'not-sure')),
  length numeric not null constraint planner_length_min check (length >= 1),
  width numeric not null constraint planner_width_min check (width >= 1),
  depth numeric not null constraint planner_depth_min check (depth >= 0.5),
  state text not null constraint planner_state_code check (private.is_state_code(state)),
  sun_exposure text not null constraint planner_sun_exposure
    check (sun_exposure in ('full-sun', 'partial-shade', 'mostly-shade')),
  budget text not null constraint planner_budget check (budget in (
    'under-1000', '1000-3000', '3000-5000', '5000-10000', '10000-20000', 'over-20000', 'not-sure')),
  timeline text not null constraint planner_timeline
    check (timeline in ('within-month', '1-3-months', '3-6-months', '6-12-months', 'planning-only')),
  features text,
  cost_estimate_min integer not null constraint planner_cost_min check (cost_estimate_min > 0),
  cost_estimate_max integer not null,
  source text not null default 'site' constraint planner_source_length check (char_length(source) between 1 and 300),
  created_at timestamptz not null default now(),
  constraint planner_cost_order check (cost_estimate_max >= cost_estimate_min)
);

create index pond_planner_submissions_created_at on public.pond_planner_submissions (created_at desc);

alter table public.pond_planner_submissions enable row level security;

create policy "Visitors submit plans" on public.pond_planner_submissions
  for insert to anon, authenticated with check (true);
create policy "Staff read plans" on public.pond_planner_submissions
  for select to authenticated using (private.is_staff());
