-- US ZIP codes with their place and position, for 'within N miles of ZIP' searches.
create table public.zip_codes (
  zip text primary key check (zip ~ '^\d{5}$'),
  city text not null,
  state text not null check (private.is_state_code(state)),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180)
);

alter table public.zip_codes enable row level security;

create policy "ZIP codes are public" on public.zip_codes
  for select to anon, authenticated using (true);
