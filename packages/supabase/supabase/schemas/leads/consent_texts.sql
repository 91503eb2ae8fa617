create table public.consent_texts (
  id text not null,
  text text not null,
  created_at timestamp with time zone default now() not null,
  constraint consent_id_format CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,59}$'::text),
  constraint consent_text_length CHECK (char_length(text) >= 1 AND char_length(text) <= 2000),
  constraint consent_texts_pkey PRIMARY KEY (id)
);

revoke all on table public.consent_texts from public, anon, authenticated, service_role;
grant select on table public.consent_texts to anon, authenticated;
grant all on table public.consent_texts to service_role;

alter table public.consent_texts enable row level security;

create policy "Everyone reads consent texts" on public.consent_texts
  for select to anon, authenticated
  using (true);

insert into public.consent_texts (id, text) values
  ('builder-choice-2026-11', 'By confirming, you agree that Pond Builders Direct shares your request (your name, email, phone and project details) with the builders you chose, so they can contact you about your project.'),
  ('quote-form-2026-11', 'By submitting, you agree to our Privacy Policy and Terms of Service and consent to receive calls, texts and emails, including marketing, from Pond Builders Direct and its partners about your project. Consent is not a condition of purchase.');
