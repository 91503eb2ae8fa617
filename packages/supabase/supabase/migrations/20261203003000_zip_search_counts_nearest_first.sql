-- zip search counts nearest first: generated from the schema files (pnpm --filter @pond/supabase schema:diff zip_search_counts_nearest_first), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.search_contractors(p_city text DEFAULT NULL::text, p_state text DEFAULT NULL::text, p_states text[] DEFAULT NULL::text[], p_postal_code text DEFAULT NULL::text, p_min_rating numeric DEFAULT NULL::numeric, p_near_zip text DEFAULT NULL::text, p_radius_miles numeric DEFAULT NULL::numeric, p_limit integer DEFAULT 9, p_offset integer DEFAULT 0, p_sort text DEFAULT NULL::text, p_verified_only boolean DEFAULT false, p_credential text DEFAULT NULL::text)
 RETURNS TABLE(id uuid, name text, slug text, city text, state text, postal_code text, street text, phone text, website text, image_url text, rating numeric, reviews integer, distance_miles double precision, total_count bigint, verified boolean, verified_reviews integer, verified_rating numeric, serves text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  center_lat double precision;
  center_lng double precision;
  radius_m double precision := coalesce(p_radius_miles, 25) * 1609.344;
  conditions text[] := array['true'];
  distance text := 'null::double precision';
  center text;
  chord double precision;
  total bigint;
  more bigint;
  filter text;
  based_keys text[];
  based_count bigint;
  page_from text := 'public.contractors c';
  branch_ordering text;
  -- The id last: names repeat, and pages must not share or skip a builder.
  -- Best rated (@pond/core compareBestRated): builders with verified reviews first, by their
  -- Bayesian score; then the imported rating and its count.
  -- Where the sort ties, builders based in the place come before those serving it from elsewhere.
  based_first text := '';
  by_rating text;
  by_reviews text;
  -- A city with its state is a place builders serve; the name it goes by labels those serving it.
  place_city text := nullif(btrim(p_city), '');
  place_state text := upper(nullif(btrim(p_state), ''));
  place_name text;
  city_pattern text;
  based text;
  serves text := 'null::text';
  reaches text;
  serving text;
  place_centre text;
  ordering text;
  sort text := coalesce(nullif(btrim(p_sort), ''), 'default');
  nearest_first boolean := false;
  page_filter text;
  boundary double precision;
  within_radius text;
  near text;
begin
  -- Deeper than any person pages (@pond/core DIRECTORY_COUNT_CAP): a scraper's walk costs nothing.
  if coalesce(p_offset, 0) > private.directory_offset_cap() then
    return;
  end if;
  if p_radius_miles is not null and (p_radius_miles <= 0 or p_radius_miles > 500) then
    raise exception 'p_radius_miles must be more than 0 and at most 500' using errcode = '22023';
  end if;
  if sort not in ('default', 'rating', 'reviews', 'distance') then
    raise exception 'p_sort must be rating, reviews or distance' using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'p_limit must be between 1 and 100' using errcode = '22023';
  end if;
  if place_city is not null then
    -- contains, case-insensitive, with the user's % and _ taken literally
    -- A space and a hyphen match each other ('winston salem', the words of the slug winston-salem,
    -- finds Winston-Salem): each becomes the one-character wildcard.
    city_pattern := '%' || regexp_replace(replace(replace(replace(place_city, '\', '\\'), '%', '\%'), '_', '\_'), '[\s-]', '_', 'g') || '%';
  end if;
  if place_city is not null and place_state is not null and nullif(btrim(p_near_zip), '') is null then
    -- Based in the place: in one of the state's cities whose name contains the one searched, found
    -- by the city's key (an index in rating order) and counted by the cities' counts.
    select coalesce(array_agg(k.city_key), '{}'), coalesce(sum(k.contractors), 0)
      into based_keys, based_count
      from private.cities_like(place_state, city_pattern) k;
    based := format('(c.state = %L and c.city_key = any (%L::text[]))', place_state, based_keys);
    place_name := coalesce(private.place_name(place_state, place_city), place_city);
    -- Those serving it from elsewhere, as private.builders_serving finds them, written into the
    -- query: their radius reaches the place's centre, or they named it. A list of their ids would
    -- cost a big city's thousands of reaching builders before the first row, and a check of every
    -- row against it; the condition costs each row a few sums and has its own indexes for the count.
    place_centre := private.place_centre(place_state, place_city)::text;
    serving := format('(c.state = %L and c.service_city_keys operator(pg_catalog.@>) array[%L])',
      place_state, private.city_match_key(place_city));
    if place_centre is not null then
      serving := format(
        '(%s or (c.service_reach operator(extensions.@>) %L::extensions.cube and extensions.cube_distance(c.position, %L::extensions.cube) <= private.reach_chord(c.service_radius_miles)))',
        serving, place_centre, place_centre);
    end if;
    serves := format('case when %s then null else %L end', based, place_name);
    based_first := format('%s desc, ', based);
  elsif place_city is not null then
    conditions := conditions || format('c.city ilike %L', city_pattern);
  end if;
  by_rating := 'c.best_rated_score desc nulls last, c.rating desc nulls last, c.reviews desc nulls last, %sc.name, c.id';
  by_reviews := 'c.reviews desc nulls last, c.rating desc nulls last, %sc.name, c.id';
  ordering := format(case when sort = 'reviews' then by_reviews else by_rating end, based_first);
  branch_ordering := format(case when sort = 'reviews' then by_reviews else by_rating end, '');
  if nullif(btrim(p_near_zip), '') is not null then
    select z.latitude, z.longitude, z.city into center_lat, center_lng, place_name
      from public.zip_codes z where z.zip = btrim(p_near_zip);
    if center_lat is null then
      return; -- an unknown ZIP has no neighbours
    end if;
    center := format('extensions.ll_to_earth(%s, %s)::extensions.cube', center_lat, center_lng);
    -- Filter and sort on the straight-line (chord) distance between the points, a cheap C function
    -- that grows with the great-circle distance; only the distances shown are converted to miles.
    chord := 2 * extensions.earth() * sin(radius_m / (2 * extensions.earth()));
    distance := format('extensions.sec_to_gc(extensions.cube_distance(c.position, %s)) / 1609.344', center);
    within_radius := format(
      '(extensions.earth_box(%1$s, %2$s) operator(extensions.@>) c.position and extensions.cube_distance(c.position, %1$s) <= %3$s)',
      center, radius_m, chord);
    -- Builders further away whose own radius reaches the ZIP code come too, labelled as serving it.
    reaches := format(
      '(c.service_reach operator(extensions.@>) %1$s and extensions.cube_distance(c.position, %1$s) <= private.reach_chord(c.service_radius_miles))',
      center);
    serves := format('case when %s then null else %L end', within_radius, place_name);
    near := within_radius;
    within_radius := format('(%s or %s)', within_radius, reaches);
    -- A ZIP search is nearest first unless another order is asked for.
    if sort in ('default', 'distance') then
      ordering := format('extensions.cube_distance(c.position, %s), ', center) || format(by_rating, '');
      nearest_first := true;
    end if;
  end if;
  if place_state is not null and based is null then
    conditions := conditions || format('c.state = %L', place_state);
  end if;
  if p_states is not null then
    conditions := conditions || format('c.state = any (%L::text[])', p_states);
  end if;
  if nullif(btrim(p_postal_code), '') is not null then
    conditions := conditions || format('c.postal_code = %L', btrim(p_postal_code));
  end if;
  if coalesce(p_min_rating, 0) > 0 then
    -- The rating a card shows first: the verified average where there is one, else the imported one.
    conditions := conditions || format('coalesce(c.verified_rating, c.rating) >= %s', p_min_rating);
  end if;
  -- Verified only: builders whose insurance, and licence where required, hold today.
  if coalesce(p_verified_only, false) then
    conditions := conditions || 'c.verified'::text;
  end if;
  -- A trade credential staff checked and that holds today (Certified Aquascape Contractor, IPPCA...).
  if nullif(btrim(p_credential), '') is not null then
    if not btrim(p_credential) = any (private.credential_kinds()) then
      raise exception 'p_credential must be one of %', array_to_string(private.credential_kinds(), ', ') using errcode = '22023';
    end if;
    conditions := conditions || format('c.credentials operator(pg_catalog.@>) array[%L]', btrim(p_credential));
  end if;

  filter := array_to_string(conditions || within_radius, ' and ');
  -- Counted up to 1,001 (DIRECTORY_COUNT_CAP + 1 in @pond/core): past 1,000 the page says 'more than 1,000'.
  if near is not null then
    -- Those within the miles first, nearest outwards on the position's index, which stops at 1,001
    -- (a bitmap of the box would read a city's 20,000 first); those reaching it from further away only
    -- when they could still change the figure.
    execute format(
      'select count(*) from (select 1 from public.contractors c where %s and %s
        order by c.position operator(extensions.<->) %s limit 1001) matches',
      near, array_to_string(conditions, ' and '), center) into total;
    if total < 1001 then
      execute format('select count(*) from (select 1 from public.contractors c where %s and (%s) is not true and %s limit 1001) more',
        reaches, near, array_to_string(conditions, ' and ')) into more;
      total := least(total + more, 1001);
    end if;
  elsif based is null then
    execute format('select count(*) from (select 1 from public.contractors c where %s limit 1001) matches', filter)
      into total;
  else
    -- With no other filter the cities' counts are the count of those based there; a big city's
    -- fill it alone.
    if filter = 'true' then
      total := least(based_count, 1001);
    else
      execute format('select count(*) from (select 1 from public.contractors c where %s and %s limit 1001) matches',
        based, filter) into total;
    end if;
    -- The few serving it from elsewhere are counted only when they could still change the figure.
    if total < 1001 then
      execute format('select count(*) from (select 1 from public.contractors c where %s and (%s) is not true and %s limit 1001) more',
        serving, based, filter) into more;
      total := least(total + more, 1001);
    end if;
    -- The page from two lists, each only as long as the page reaches: those based there (read from
    -- the index in rating order) and those serving it from elsewhere; then the page's rows.
    page_from := format(
      'public.contractors c join (
         (select c.id from public.contractors c where %1$s and %3$s order by %4$s limit %5$s)
         union all
         (select c.id from public.contractors c where %2$s and (%1$s) is not true and %3$s order by %4$s limit %5$s)
       ) page on page.id = c.id',
      based, serving, filter, branch_ordering, p_limit + greatest(coalesce(p_offset, 0), 0));
    filter := 'true';
  end if;
  if total = 0 then
    return;
  end if;
  page_filter := filter;
  if nearest_first then
    -- Nearest first without sorting every builder in the radius: the index walks outwards (GiST
    -- '<->') to the last builder this page needs; the page is then sorted among the builders up to
    -- that distance, ties included, so the rating still orders builders at the same distance.
    execute format(
      'select max(d) from (select c.position operator(extensions.<->) %1$s as d from public.contractors c
        where %2$s order by c.position operator(extensions.<->) %1$s limit %3$s) nearest',
      center, filter, p_limit + greatest(coalesce(p_offset, 0), 0)) into boundary;
    -- The page reads the index for a box just around that distance, not the whole radius: around a
    -- city centre the radius holds 20,000 builders, the box a few dozen. A hair wider than the
    -- boundary so rounding never drops a builder on it; the exact distance decides.
    page_filter := format(
      '%1$s and extensions.cube_enlarge(%2$s, %3$s, 3) operator(extensions.@>) c.position
        and extensions.cube_distance(c.position, %2$s) <= %4$s',
      filter, center, boundary * (1 + 1e-9) + 1e-6, boundary);
  end if;
  return query execute format(
    'select c.id, c.name, c.slug, c.city, c.state, c.postal_code, c.street, c.phone, c.website, c.image_url,
            c.rating, c.reviews, %s as distance_miles, %s::bigint as total_count, c.verified,
            c.verified_reviews, c.verified_rating, %s as serves
       from %s
      where %s
      order by %s
      limit %s offset %s',
    distance, total, serves, page_from, page_filter, ordering, p_limit, greatest(coalesce(p_offset, 0), 0));
end
$function$
;
