-- The directory's reads (spec §7), done in the database: one page and its total, not 5,000 rows.

-- A search with only the filters given. Dynamic SQL so that each call is planned for the filters it
-- has and the indexes that fit them (trigram for city, btree for state and rating, GiST for distance).
create or replace function public.search_contractors(
  p_city text default null,
  p_state text default null,
  p_states text[] default null,
  p_postal_code text default null,
  p_min_rating numeric default null,
  p_near_zip text default null,
  p_radius_miles numeric default null,
  p_limit integer default 9,
  p_offset integer default 0
)
returns table (
  id uuid, name text, slug text, city text, state text, postal_code text, street text, phone text,
  website text, image_url text, rating numeric, reviews integer, distance_miles double precision,
  total_count bigint
)
language plpgsql stable
set search_path = ''
as $$
declare
  center_lat double precision;
  center_lng double precision;
  radius_m double precision := coalesce(p_radius_miles, 25) * 1609.344;
  conditions text[] := array['true'];
  distance text := 'null::double precision';
  ordering text := 'c.rating desc nulls last, c.reviews desc nulls last, c.name';
begin
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'p_limit must be between 1 and 100' using errcode = '22023';
  end if;
  if nullif(btrim(p_near_zip), '') is not null then
    select z.latitude, z.longitude into center_lat, center_lng from public.zip_codes z where z.zip = btrim(p_near_zip);
    if center_lat is null then
      return; -- an unknown ZIP has no neighbours
    end if;
    distance := format('extensions.earth_distance(extensions.ll_to_earth(%s, %s), extensions.ll_to_earth(c.latitude, c.longitude)) / 1609.344',
      center_lat, center_lng);
    conditions := conditions || format(
      'extensions.earth_box(extensions.ll_to_earth(%1$s, %2$s), %3$s) operator(extensions.@>) extensions.ll_to_earth(c.latitude, c.longitude) and c.latitude is not null and c.longitude is not null and extensions.earth_distance(extensions.ll_to_earth(%1$s, %2$s), extensions.ll_to_earth(c.latitude, c.longitude)) <= %3$s',
      center_lat, center_lng, radius_m);
    ordering := 'distance_miles, ' || ordering;
  end if;
  if nullif(btrim(p_city), '') is not null then
    -- contains, case-insensitive, with the user's % and _ taken literally
    conditions := conditions || format('c.city ilike %L', '%' || replace(replace(replace(btrim(p_city), '\', '\\'), '%', '\%'), '_', '\_') || '%');
  end if;
  if nullif(btrim(p_state), '') is not null then
    conditions := conditions || format('c.state = %L', upper(btrim(p_state)));
  end if;
  if p_states is not null then
    conditions := conditions || format('c.state = any (%L::text[])', p_states);
  end if;
  if nullif(btrim(p_postal_code), '') is not null then
    conditions := conditions || format('c.postal_code = %L', btrim(p_postal_code));
  end if;
  if coalesce(p_min_rating, 0) > 0 then
    conditions := conditions || format('c.rating >= %s', p_min_rating);
  end if;

  return query execute format(
    'select c.id, c.name, c.slug, c.city, c.state, c.postal_code, c.street, c.phone, c.website, c.image_url,
            c.rating, c.reviews, %s as distance_miles, count(*) over () as total_count
       from public.contractors c
      where %s
      order by %s
      limit %s offset %s',
    distance, array_to_string(conditions, ' and '), ordering, p_limit, greatest(coalesce(p_offset, 0), 0));
end
$$;

-- Cities of a state that have contractors, with their counts (spec §2.6, §7), sorted by name.
create or replace function public.state_cities(p_state text)
returns table (city text, slug text, contractor_count integer)
language sql stable
set search_path = ''
as $$
  select min(c.city), private.city_slug(min(c.city)), count(*)::integer
  from public.contractors c
  where c.state = upper(btrim(p_state))
  group by c.city_key
  order by 1
$$;

-- Distinct city and state pairs of all contractors (spec §7 'Sitemap contractors').
create or replace function public.contractor_cities()
returns table (city text, state text, slug text)
language sql stable
set search_path = ''
as $$
  select distinct on (c.state, c.city_key) c.city, c.state, private.city_slug(c.city)
  from public.contractors c
  order by c.state, c.city_key, c.city
$$;
