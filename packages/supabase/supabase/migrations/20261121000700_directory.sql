-- The directory's reads (spec §7), done in the database: one page and its total, not 5,000 rows.

-- A search with only the filters given. Dynamic SQL so that each call is planned for the filters it
-- has and the indexes that fit them (trigram for city, btree for state and rating, GiST for distance).
-- The total is counted apart from the page: a window count would make the database build every
-- matching row just to return nine.
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
  center text;
  chord double precision;
  total bigint;
  filter text;
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
    center := format('extensions.ll_to_earth(%s, %s)::extensions.cube', center_lat, center_lng);
    -- Filter and sort on the straight-line (chord) distance between the points, a cheap C function
    -- that grows with the great-circle distance; only the distances shown are converted to miles.
    chord := 2 * extensions.earth() * sin(radius_m / (2 * extensions.earth()));
    distance := format('extensions.sec_to_gc(extensions.cube_distance(c.position, %s)) / 1609.344', center);
    conditions := conditions || format(
      'extensions.earth_box(%1$s, %2$s) operator(extensions.@>) c.position and extensions.cube_distance(c.position, %1$s) <= %3$s',
      center, radius_m, chord);
    ordering := format('extensions.cube_distance(c.position, %s), ', center) || ordering;
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

  filter := array_to_string(conditions, ' and ');
  execute format('select count(*) from public.contractors c where %s', filter) into total;
  if total = 0 then
    return;
  end if;
  return query execute format(
    'select c.id, c.name, c.slug, c.city, c.state, c.postal_code, c.street, c.phone, c.website, c.image_url,
            c.rating, c.reviews, %s as distance_miles, %s::bigint as total_count
       from public.contractors c
      where %s
      order by %s
      limit %s offset %s',
    distance, total, filter, ordering, p_limit, greatest(coalesce(p_offset, 0), 0));
end
$$;

-- Cities of a state that have contractors, with their counts (spec §2.6, §7), sorted by name.
-- The page builds each city's slug with @pond/core, so it is not sent.
create or replace function public.state_cities(p_state text)
returns table (city text, count integer)
language sql stable
set search_path = ''
as $$
  select min(c.city), count(*)::integer
  from public.contractors c
  where c.state = upper(btrim(p_state))
  group by c.city_key
  order by 1
$$;

-- Distinct city and state pairs of all contractors (spec §7 'Sitemap contractors').
create or replace function public.contractor_cities()
returns table (city text, state text)
language sql stable
set search_path = ''
as $$
  select distinct on (c.state, c.city_key) c.city, c.state
  from public.contractors c
  order by c.state, c.city_key, c.city
$$;
