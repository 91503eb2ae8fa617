-- Quote requests (spec §3 Lead submission). The checks mirror the lead form's zod rules in
-- @pond/core (forms/lead-form.ts); their names let @pond/supabase give the form's own messages.
create table public.lead_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint lead_name_length check (char_length(btrim(name)) >= 2),
  email text not null constraint lead_email_format
    check (email ~ '^[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'),
  phone text not null constraint lead_phone_length check (char_length(btrim(phone)) >= 7),
  project_type text not null constraint lead_project_type check (
    project_type in (
      'Pond Design & Installation', 'Water Feature Installation', 'Koi Pond Construction',
      'Pond Maintenance', 'Pond Repair & Renovation', 'Other')
    or project_type in (
      'Pond Planner: koi', 'Pond Planner: garden', 'Pond Planner: ecosystem',
      'Pond Planner: waterfall', 'Pond Planner: swimming', 'Pond Planner: not-sure')),
  message text constraint lead_message_length check (char_length(message) <= 2000),
  location text constraint lead_location_length check (char_length(location) <= 200),
  city text,
  state text constraint lead_state_code check (state is null or private.is_state_code(state)),
  contractor_id uuid references public.contractors (id) on delete set null,
  contractor_name text,
  -- Where the request came from: a site path ('/states/tx') or a partner widget id ('widget:acme').
  source text not null default 'site' constraint lead_source_length check (char_length(source) between 1 and 300),
  created_at timestamptz not null default now()
);

create index lead_submissions_created_at on public.lead_submissions (created_at desc);
create index lead_submissions_email on public.lead_submissions (lower(email), created_at desc);

alter table public.lead_submissions enable row level security;

-- Visitors send requests and read none back; staff read them.
create policy "Visitors submit leads" on public.lead_submissions
  for insert to anon, authenticated with check (true);
create policy "Staff read leads" on public.lead_submissions
  for select to authenticated using (private.is_staff());
