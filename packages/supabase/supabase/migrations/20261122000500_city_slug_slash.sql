-- A city name with a slash ('Naval Air Station/ Jrb' is in the ZIP data) made a slug with a slash,
-- which cities.slug refuses: one such contractor stopped refresh_cities for every city. A slash is
-- now a separator like whitespace, as citySlug in @pond/core does.
create or replace function private.city_slug(city text) returns text
language sql immutable
set search_path = ''
as $$
  select regexp_replace(lower(btrim(city)), '[\s/]+', '-', 'g')
$$;
