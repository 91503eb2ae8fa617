-- Extensions live in their own schema, as on Supabase; PostgREST puts it on the search path.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists cube with schema extensions;
create extension if not exists earthdistance with schema extensions;

-- Helpers that policies and functions use but the API must not expose.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- Staff are signed-in users whose app_metadata (set by the server, not the user) says so.
create or replace function private.is_staff() returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'staff'
$$;

-- The 50 states plus DC of spec §3.
create or replace function private.is_state_code(code text) returns boolean
language sql immutable
set search_path = ''
as $$
  select code = any (array[
    'AL','AK','AZ','AR','CA','CO','CT','DE','DC','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME',
    'MD','MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','RI',
    'SC','SD','TN','TX','UT','VT','VA','WA','WV','WI','WY'])
$$;

-- The name part of a contractor link; the same rule as nameSlug in @pond/core (tested against it).
create or replace function private.name_slug(name text) returns text
language sql stable
set search_path = ''
as $$
  select coalesce(
    nullif(trim(both '-' from regexp_replace(
      replace(lower(extensions.unaccent(name)), '&', ' and '), '[^a-z0-9]+', '-', 'g')), ''),
    'contractor')
$$;

-- City slug of spec §7: lower case, whitespace turned into hyphens (citySlug in @pond/core).
create or replace function private.city_slug(city text) returns text
language sql immutable
set search_path = ''
as $$
  select regexp_replace(lower(btrim(city)), '\s+', '-', 'g')
$$;
