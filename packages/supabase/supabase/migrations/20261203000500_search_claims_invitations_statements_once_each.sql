-- search claims invitations statements once each: generated from the schema files (pnpm --filter @pond/supabase schema:diff search_claims_invitations_statements_once_each), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

drop function if exists "private"."partner_statement_rows"(p_partner text, p_month date);

drop function if exists "private"."search_contractors_uncapped"(p_city text, p_state text, p_states text[], p_postal_code text, p_min_rating numeric, p_near_zip text, p_radius_miles numeric, p_limit integer, p_offset integer, p_sort text, p_verified_only boolean);

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.count_claim(p_contractor uuid, p_listing_act text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if not exists (select 1 from public.contractors where id = p_contractor) then
    raise exception 'No such listing.' using errcode = 'P0002', hint = 'claim_no_listing';
  end if;
  perform private.limit_act('claim-network', private.client_address(),
    'Too many claims from this network. Please try again in an hour.', 'claim_limit');
  perform private.limit_act(p_listing_act, p_contractor::text,
    'Too many claims of this listing. Please try again in an hour.', 'claim_limit');
end
$function$
;

CREATE OR REPLACE FUNCTION private.queue_review_invitations()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mailed integer;
begin
  -- One pass for both mails: the invitation 14 days after the builder was reached, the reminder at 45
  -- days; a request first invited late gets its reminder a week after the invitation at least.
  with due as (
    update public.lead_routes r
       set review_invited_at = coalesce(r.review_invited_at, now()),
           review_reminded_at = case when r.review_invited_at is null then null else now() end
      from public.lead_submissions l
     where l.id = r.lead_id and l.withdrawn_at is null and r.review_reminded_at is null
       and r.reached_at > now() - interval '90 days'
       and ((r.review_invited_at is null and r.reached_at <= now() - interval '14 days')
            or (r.reached_at <= now() - interval '45 days' and r.review_invited_at <= now() - interval '7 days'))
       and not exists (select 1 from public.reviews v where v.lead_id = r.lead_id and v.contractor_id = r.contractor_id)
       and private.review_earned(r.lead_id, r.contractor_id)
    returning r.lead_id, r.contractor_id, l.email, l.name, r.review_reminded_at is not null as reminder
  )
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-invitation', due.email, due.name, jsonb_build_object('reminder', due.reminder), due.lead_id,
         due.contractor_id
    from due;
  get diagnostics mailed = row_count;
  return mailed;
end
$function$
;

CREATE OR REPLACE FUNCTION private.statement_rows_now(p_partner text, p_month date)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with span as (select p_month as first, (p_month + interval '1 month')::date as next),
  requests as (
    select case when private.is_proven_origin(p_partner, l.request_origin) then l.request_origin
                else private.elsewhere() end as site,
           l.campaign,
           count(*)::integer as requests,
           count(*) filter (where private.request_confirmed(l))::integer as confirmed,
           count(*) filter (where private.request_status(l) in ('routed', 'contacted'))::integer as reached,
           count(*) filter (where l.withdrawn_at is not null)::integer as withdrawn
      from public.lead_submissions l, span
     where l.partner = p_partner and l.created_at >= span.first and l.created_at < span.next
     group by 1, 2
  ), plans as (
    select case when private.is_proven_origin(p_partner, p.request_origin) then p.request_origin
                else private.elsewhere() end as site,
           p.campaign, count(*)::integer as plans
      from public.pond_planner_submissions p, span
     where p.partner = p_partner and p.created_at >= span.first and p.created_at < span.next
     group by 1, 2
  ), loads as (
    select case when private.is_proven_origin(p_partner, w.origin) then w.origin else private.elsewhere() end as site,
           null::text as campaign, sum(w.loads)::integer as loads
      from public.widget_loads w, span
     where w.partner = p_partner and w.day >= span.first and w.day < span.next
     group by 1
  ), keys as (
    select site, campaign from requests union select site, campaign from plans union select site, campaign from loads
  ),
  line as (
    select k.site, k.site <> private.elsewhere() as attributed, k.campaign,
           coalesce(lo.loads, 0) as loads, coalesce(r.requests, 0) as requests,
           case when k.site <> private.elsewhere() then coalesce(r.confirmed, 0) else 0 end as confirmed,
           coalesce(r.reached, 0) as reached_builders, coalesce(r.withdrawn, 0) as withdrawn,
           coalesce(p.plans, 0) as plans
      from keys k
      left join requests r on r.site = k.site and r.campaign is not distinct from k.campaign
      left join plans p on p.site = k.site and p.campaign is not distinct from k.campaign
      left join loads lo on lo.site = k.site and lo.campaign is not distinct from k.campaign
  )
  -- Kept as the statement's lines when it is made: proven sites first, then by site and campaign.
  select coalesce(jsonb_agg(to_jsonb(line) order by line.attributed desc, line.site, line.campaign nulls first),
                  '[]'::jsonb)
    from line
$function$
;

CREATE OR REPLACE FUNCTION public.claim_listing_by_email(p_contractor uuid, p_email text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  held text;
begin
  perform private.count_claim(p_contractor, 'claim-listing');
  if exists (select 1 from public.builder_accounts where contractor_id = p_contractor) then
    return 'claim_taken';
  end if;
  select email into held from public.contractor_emails where contractor_id = p_contractor;
  if held is null then
    return 'claim_no_email';
  end if;
  if lower(btrim(coalesce(p_email, ''))) is distinct from lower(held) then
    return 'claim_email_mismatch';
  end if;
  insert into public.builder_claims (contractor_id, kind, email, client_address)
  values (p_contractor, 'email', held, private.client_address());
  return null;
end
$function$
;

CREATE OR REPLACE FUNCTION public.request_claim_review(p_contractor uuid, p_name text, p_email text, p_phone text, p_website text, p_note text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Their own count: requests for staff never use up the listing's email claims.
  perform private.count_claim(p_contractor, 'claim-review-listing');
  insert into public.builder_claims (contractor_id, kind, email, name, phone, website, note, client_address)
  values (
    p_contractor,
    case when exists (select 1 from public.builder_accounts where contractor_id = p_contractor)
      then 'dispute' else 'review' end,
    btrim(p_email), nullif(btrim(p_name), ''), nullif(btrim(p_phone), ''), nullif(btrim(p_website), ''),
    nullif(btrim(p_note), ''), private.client_address());
end
$function$
;

CREATE OR REPLACE FUNCTION public.search_contractors(p_city text DEFAULT NULL::text, p_state text DEFAULT NULL::text, p_states text[] DEFAULT NULL::text[], p_postal_code text DEFAULT NULL::text, p_min_rating numeric DEFAULT NULL::numeric, p_near_zip text DEFAULT NULL::text, p_radius_miles numeric DEFAULT NULL::numeric, p_limit integer DEFAULT 9, p_offset integer DEFAULT 0, p_sort text DEFAULT NULL::text, p_verified_only boolean DEFAULT false)
 RETURNS TABLE(id uuid, name text, slug text, city text, state text, postal_code text, street text, phone text, website text, image_url text, rating numeric, reviews integer, distance_miles double precision, total_count bigint, verified boolean, verified_reviews integer, verified_rating numeric)
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
  filter text;
  -- The id last: names repeat, and pages must not share or skip a builder.
  -- Best rated (@pond/core compareBestRated): builders with verified reviews first, by their
  -- Bayesian score; then the imported rating and its count.
  by_rating constant text :=
    'c.best_rated_score desc nulls last, c.rating desc nulls last, c.reviews desc nulls last, c.name, c.id';
  by_reviews constant text := 'c.reviews desc nulls last, c.rating desc nulls last, c.name, c.id';
  ordering text;
  sort text := coalesce(nullif(btrim(p_sort), ''), 'default');
  nearest_first boolean := false;
  page_filter text;
  boundary double precision;
  within_radius text;
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
  ordering := case when sort = 'reviews' then by_reviews else by_rating end;
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
    within_radius := format(
      'extensions.earth_box(%1$s, %2$s) operator(extensions.@>) c.position and extensions.cube_distance(c.position, %1$s) <= %3$s',
      center, radius_m, chord);
    -- A ZIP search is nearest first unless another order is asked for.
    if sort in ('default', 'distance') then
      ordering := format('extensions.cube_distance(c.position, %s), ', center) || by_rating;
      nearest_first := true;
    end if;
  end if;
  if nullif(btrim(p_city), '') is not null then
    -- contains, case-insensitive, with the user's % and _ taken literally
    -- A space and a hyphen match each other ('winston salem', the words of the slug winston-salem,
    -- finds Winston-Salem): each becomes the one-character wildcard.
    conditions := conditions || format('c.city ilike %L', '%' || regexp_replace(replace(replace(replace(btrim(p_city), '\', '\\'), '%', '\%'), '_', '\_'), '[\s-]', '_', 'g') || '%');
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
    -- The rating a card shows first: the verified average where there is one, else the imported one.
    conditions := conditions || format('coalesce(c.verified_rating, c.rating) >= %s', p_min_rating);
  end if;
  -- Verified only: builders whose insurance, and licence where required, hold today.
  if coalesce(p_verified_only, false) then
    conditions := conditions || 'c.verified'::text;
  end if;

  filter := array_to_string(conditions || within_radius, ' and ');
  -- Counted up to 1,001 (DIRECTORY_COUNT_CAP + 1 in @pond/core): past 1,000 the page says 'more than 1,000'.
  execute format('select count(*) from (select 1 from public.contractors c where %s limit 1001) matches', filter)
    into total;
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
      array_to_string(conditions, ' and '), center, boundary * (1 + 1e-9) + 1e-6, boundary);
  end if;
  return query execute format(
    'select c.id, c.name, c.slug, c.city, c.state, c.postal_code, c.street, c.phone, c.website, c.image_url,
            c.rating, c.reviews, %s as distance_miles, %s::bigint as total_count, c.verified,
            c.verified_reviews, c.verified_rating
       from public.contractors c
      where %s
      order by %s
      limit %s offset %s',
    distance, total, page_filter, ordering, p_limit, greatest(coalesce(p_offset, 0), 0));
end
$function$
;

revoke all on function private.count_claim(p_contractor uuid, p_listing_act text) from public, anon, authenticated, service_role;
