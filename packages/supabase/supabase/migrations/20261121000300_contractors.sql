-- Contractors (spec §3) with what real use needs: a stored 2-letter state, a URL slug, bounds on
-- rating and reviews, a position for radius search, and keys for matching re-imports.
create table public.contractors (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint contractor_name_present check (btrim(name) <> ''),
  slug text not null unique,
  city text not null constraint contractor_city_present check (btrim(city) <> ''),
  state text not null constraint contractor_state_code check (private.is_state_code(state)),
  postal_code text constraint contractor_postal_code check (postal_code ~ '^\d{5}$'),
  street text,
  phone text,
  website text,
  image_url text,
  rating numeric(2, 1) constraint contractor_rating_range check (rating between 0 and 5),
  reviews integer constraint contractor_reviews_positive check (reviews >= 0),
  latitude double precision,
  longitude double precision,
  -- The point on the earth, computed once per row so distance searches do not recompute it.
  position extensions.cube generated always as (extensions.ll_to_earth(latitude, longitude)) stored,
  -- Re-importing the same file updates rather than duplicates: match on name + city + state.
  name_key text generated always as (lower(btrim(name))) stored,
  city_key text generated always as (lower(btrim(city))) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint contractor_identity unique (name_key, city_key, state)
);

-- The queries that use them: city contains (ilike → trigram), name search, state pages and
-- rating filters / ordering, and distance from a ZIP.
create index contractors_city_trgm on public.contractors using gin (city extensions.gin_trgm_ops);
create index contractors_name_trgm on public.contractors using gin (name extensions.gin_trgm_ops);
-- In the directory's order (best rated, most reviewed, name) so a page is read straight off the index.
create index contractors_state_rating on public.contractors (state, rating desc nulls last, reviews desc nulls last, name);
create index contractors_rating on public.contractors (rating desc nulls last, reviews desc nulls last, name);
create index contractors_state_city on public.contractors (state, city_key);
create index contractors_postal_code on public.contractors (postal_code);
create index contractors_position on public.contractors using gist (position);

-- Slug, position from the ZIP when not given, and the update time.
create or replace function private.contractor_before_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.name is distinct from old.name then
    new.slug := private.name_slug(new.name) || '-' || new.id;
  end if;
  if new.postal_code is not null
     and (tg_op = 'INSERT' or new.postal_code is distinct from old.postal_code)
     and (new.latitude is null or new.longitude is null
          or (tg_op = 'UPDATE' and new.latitude is not distinct from old.latitude)) then
    select z.latitude, z.longitude into new.latitude, new.longitude
    from public.zip_codes z where z.zip = new.postal_code;
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger contractor_before_write
  before insert or update on public.contractors
  for each row execute function private.contractor_before_write();

alter table public.contractors enable row level security;

create policy "Everyone reads contractors" on public.contractors
  for select to anon, authenticated using (true);
create policy "Staff add contractors" on public.contractors
  for insert to authenticated with check (private.is_staff());
create policy "Staff correct contractors" on public.contractors
  for update to authenticated using (private.is_staff()) with check (private.is_staff());
