-- Issue 35 (items 4 and 5): reviews only from homeowners we connected, and ratings that say where they
-- came from. A homeowner whose request reached a builder is mailed a signed link to review that builder
-- (14 days after, again at 45 if there is no review); one review per request and builder, editable for
-- 30 days. Anyone reads published reviews (first name and city only) and may report one; staff keep or
-- remove it against the published guidelines, and every decision is logged with its reason. The
-- builder answers once, publicly. Each builder's verified count, average and best-rated score are kept
-- on contractors (so the directory sorts by an index, and every change purges the builder's pages).
-- Rules and figures: @pond/core reviews/rules.ts (REVIEW_RULES, BEST_RATED_PRIOR, REVIEW_REASONS).

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  -- The request that connected them; a request erased later leaves its review standing.
  lead_id uuid references public.lead_submissions (id) on delete set null,
  contractor_id uuid not null references public.contractors (id) on delete cascade,
  stars smallint not null constraint review_stars check (stars between 1 and 5),
  title text not null constraint review_title check (char_length(btrim(title)) between 3 and 100),
  body text not null constraint review_body check (char_length(btrim(body)) between 50 and 2000),
  hired boolean not null,
  project_type text not null constraint review_project_type check (project_type in (
    'Pond Design & Installation', 'Water Feature Installation', 'Koi Pond Construction',
    'Pond Maintenance', 'Pond Repair & Renovation', 'Other')),
  -- What the page shows of the reviewer, copied from the request when the review is written.
  first_name text not null constraint review_first_name check (char_length(first_name) between 1 and 60),
  city text constraint review_city check (char_length(city) <= 100),
  state text,
  -- "Verified request through Pond Builders Direct, {month year}": the request's month.
  request_month date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  status text not null default 'published' constraint review_status check (status in ('published', 'removed')),
  answer text constraint review_answer check (char_length(btrim(answer)) between 2 and 1000),
  answered_at timestamptz,
  constraint review_once_per_request unique (lead_id, contractor_id)
);
create index reviews_contractor on public.reviews (contractor_id, created_at desc) where status = 'published';
alter table public.reviews enable row level security;
revoke all on public.reviews from anon, authenticated;
-- Never the request it came from: only what the page prints.
grant select (id, contractor_id, stars, title, body, hired, project_type, first_name, city, state, request_month,
  created_at, updated_at, answer, answered_at) on public.reviews to anon, authenticated;
create policy "Everyone reads published reviews" on public.reviews
  for select to anon, authenticated using (status = 'published');

-- Reports from anyone; staff read them through review_moderation().
create table public.review_reports (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null references public.reviews (id) on delete cascade,
  reason text not null constraint report_reason check (reason in (
    'private-information', 'hate-or-harassment', 'not-about-this-builder', 'conflict-of-interest',
    'advertising-or-spam', 'illegal-content', 'other')),
  note text constraint report_note check (char_length(note) <= 1000),
  created_at timestamptz not null default now(),
  handled_at timestamptz
);
create index review_reports_open on public.review_reports (review_id) where handled_at is null;
alter table public.review_reports enable row level security;
revoke all on public.review_reports from anon, authenticated;

-- Every decision of staff about a review, with its reason: never updated, never deleted.
create table public.review_moderation_log (
  id bigint generated always as identity primary key,
  review_id uuid not null references public.reviews (id) on delete cascade,
  action text not null constraint moderation_action check (action in ('removed', 'kept', 'restored')),
  reason text constraint moderation_reason check (reason in (
    'private-information', 'hate-or-harassment', 'not-about-this-builder', 'conflict-of-interest',
    'advertising-or-spam', 'illegal-content')),
  note text not null constraint moderation_note check (char_length(btrim(note)) between 3 and 1000),
  by_user uuid,
  by_email text,
  at timestamptz not null default now(),
  constraint removal_has_reason check (action <> 'removed' or reason is not null)
);
alter table public.review_moderation_log enable row level security;
revoke all on public.review_moderation_log from anon, authenticated;
grant select on public.review_moderation_log to authenticated;
create policy "Staff read the moderation log" on public.review_moderation_log
  for select to authenticated using (private.is_staff());

-- Invitations sent, per chosen builder.
alter table public.lead_routes
  add column review_invited_at timestamptz,
  add column review_reminded_at timestamptz;

-- Each builder's verified reviews, kept by the trigger below: count, average, and the best-rated
-- score (a Bayesian average: (prior mean × prior weight + sum of stars) / (prior weight + count), @pond/core
-- BEST_RATED_PRIOR), null without a review so builders without one sort after those with.
alter table public.contractors
  add column verified_reviews integer not null default 0,
  add column verified_rating numeric(3, 2),
  add column best_rated_score numeric(6, 4),
  -- When the imported rating was imported (the profile labels it with its date).
  add column rating_as_of date;
update public.contractors set rating_as_of = created_at::date where rating is not null;

create or replace function private.best_rated_prior() returns table (mean numeric, weight integer)
language sql immutable parallel safe
set search_path = ''
as $$ select 4.0::numeric, 3 $$;

create or replace function private.stamp_rating_date() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.rating is distinct from old.rating or new.reviews is distinct from old.reviews then
    new.rating_as_of := case when new.rating is null then null else current_date end;
  end if;
  return new;
end
$$;
create trigger contractor_rating_date before insert or update of rating, reviews on public.contractors
  for each row execute function private.stamp_rating_date();

create or replace function private.refresh_review_figures(p_contractors uuid[]) returns void
language sql
security definer
set search_path = ''
as $$
  update public.contractors c
     set verified_reviews = f.n, verified_rating = f.average, best_rated_score = f.score
    from (
      select id.contractor_id, count(r.id)::integer as n,
             round(avg(r.stars), 2) as average,
             case when count(r.id) = 0 then null
                  else round((p.mean * p.weight + sum(r.stars)) / (p.weight + count(r.id)), 4) end as score
        from unnest(p_contractors) as id(contractor_id)
        cross join private.best_rated_prior() p
        left join public.reviews r on r.contractor_id = id.contractor_id and r.status = 'published'
       group by id.contractor_id, p.mean, p.weight
    ) f
   where c.id = f.contractor_id
     and (c.verified_reviews, c.verified_rating, c.best_rated_score) is distinct from (f.n, f.average, f.score)
$$;

create or replace function private.review_figures_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_review_figures(array(
    select contractor_id from new_rows union select contractor_id from old_rows));
  return null;
end
$$;
create or replace function private.review_figures_inserted() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_review_figures(array(select distinct contractor_id from new_rows));
  return null;
end
$$;
create or replace function private.review_figures_deleted() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_review_figures(array(select distinct contractor_id from old_rows));
  return null;
end
$$;
create trigger reviews_figures_deleted after delete on public.reviews
  referencing old table as old_rows for each statement execute function private.review_figures_deleted();
create trigger reviews_figures_inserted after insert on public.reviews
  referencing new table as new_rows for each statement execute function private.review_figures_inserted();
create trigger reviews_figures_updated after update on public.reviews
  referencing old table as old_rows new table as new_rows for each statement
  execute function private.review_figures_changed();
-- A review's text changes its page without changing a figure: touch the builder so the page is purged.
create or replace function private.review_touches_builder() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contractors c set updated_at = now()
   where c.id in (select contractor_id from new_rows);
  return null;
end
$$;
create trigger reviews_touch_builder after update on public.reviews
  referencing new table as new_rows for each statement execute function private.review_touches_builder();

-- The directory's "best rated" order leads with the score.
drop index public.contractors_rating;
drop index public.contractors_state_rating;
create index contractors_best_rated on public.contractors
  (best_rated_score desc nulls last, rating desc nulls last, reviews desc nulls last, name);
create index contractors_state_best_rated on public.contractors
  (state, best_rated_score desc nulls last, rating desc nulls last, reviews desc nulls last, name);

-- The directory's search, redefined whole: the best-rated order and the rating filter use verified
-- reviews first, and each result carries its verified count and average (the card's label).
drop function public.search_contractors(text, text, text[], text, numeric, text, numeric, integer, integer, text, boolean);

create function public.search_contractors(
  p_city text default null,
  p_state text default null,
  p_states text[] default null,
  p_postal_code text default null,
  p_min_rating numeric default null,
  p_near_zip text default null,
  p_radius_miles numeric default null,
  p_limit integer default 9,
  p_offset integer default 0,
  p_sort text default null,
  p_verified_only boolean default false
)
returns table (
  id uuid, name text, slug text, city text, state text, postal_code text, street text, phone text,
  website text, image_url text, rating numeric, reviews integer, distance_miles double precision,
  total_count bigint, verified boolean, verified_reviews integer, verified_rating numeric
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
  -- The id last: names repeat, and pages must not share or skip a builder.
  -- Best rated (issue 35, @pond/core compareBestRated): builders with verified reviews first, by their
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
  -- Verified only (issue 35): builders whose insurance, and licence where required, hold today.
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
$$;

revoke execute on function public.search_contractors(text, text, text[], text, numeric, text, numeric, integer, integer, text, boolean) from public;
grant execute on function public.search_contractors(text, text, text[], text, numeric, text, numeric, integer, integer, text, boolean) to anon, authenticated;


-- The review link: request, builder and expiry signed with the database's link key, apart from the
-- withdraw link's signature (a 'review.' prefix). Valid 120 days: long enough to edit a late review.
create or replace function private.review_signature(p_lead uuid, p_contractor uuid, p_expires bigint) returns text
language sql stable
security definer
set search_path = ''
as $$
  select rtrim(translate(encode(extensions.hmac(
    convert_to('review.' || p_lead::text || '.' || p_contractor::text || '.' || p_expires::text, 'UTF8'),
    (select k.secret from private.link_keys k), 'sha256'), 'base64'), '+/', '-_'), '=')
$$;
create or replace function private.review_link(p_lead uuid, p_contractor uuid)
returns table (expires bigint, signature text)
language sql stable
security definer
set search_path = ''
as $$
  select e, private.review_signature(p_lead, p_contractor, e)
  from (select extract(epoch from now() + interval '120 days')::bigint as e) expiry
$$;

/** The route a review link opens, or an exception a visitor can read. */
create or replace function private.reviewable_route(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text)
returns public.lead_routes
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  route public.lead_routes;
begin
  if p_lead is null or p_contractor is null or p_expires is null or p_signature is null
     or p_signature is distinct from private.review_signature(p_lead, p_contractor, p_expires) then
    raise exception 'This review link is not valid.' using errcode = 'P0001', hint = 'review_link_invalid';
  end if;
  if to_timestamp(p_expires) < now() then
    raise exception 'This review link has expired.' using errcode = 'P0001', hint = 'review_link_expired';
  end if;
  select * into route from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor;
  if route.lead_id is null then
    raise exception 'This review link is not valid.' using errcode = 'P0001', hint = 'review_link_invalid';
  end if;
  return route;
end
$$;

/** What the review page shows for a signed link: the builder, the request, and the review if written. */
create or replace function public.review_for_link(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text)
returns table (
  contractor_id uuid, builder_name text, builder_city text, builder_state text,
  request_project_type text, request_month date, first_name text,
  review_id uuid, stars smallint, title text, body text, hired boolean, project_type text,
  status text, created_at timestamptz, editable_until timestamptz)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  perform private.reviewable_route(p_lead, p_contractor, p_expires, p_signature);
  return query
    select c.id, c.name, c.city, c.state, l.project_type, date_trunc('month', l.created_at)::date,
           split_part(btrim(l.name), ' ', 1),
           r.id, r.stars, r.title, r.body, r.hired, r.project_type, r.status, r.created_at,
           r.created_at + interval '30 days'
      from public.lead_submissions l
      join public.contractors c on c.id = p_contractor
      left join public.reviews r on r.lead_id = l.id and r.contractor_id = c.id
     where l.id = p_lead;
end
$$;

/**
 * Writes or edits the homeowner's review through their signed link: one per request and builder,
 * editable for 30 days, never once staff removed it. The first version mails the builder.
 */
create or replace function public.submit_review(
  p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text,
  p_stars integer, p_title text, p_body text, p_hired boolean, p_project_type text, p_own_experience boolean)
returns table (review_id uuid, created boolean, editable_until timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.lead_submissions;
  existing public.reviews;
  field text;
begin
  perform private.reviewable_route(p_lead, p_contractor, p_expires, p_signature);
  select * into lead from public.lead_submissions l where l.id = p_lead;
  field := case
    when p_stars is null or p_stars not between 1 and 5 then 'stars'
    when char_length(btrim(coalesce(p_title, ''))) not between 3 and 100 then 'title'
    when char_length(btrim(coalesce(p_body, ''))) not between 50 and 2000 then 'body'
    when p_hired is null then 'hired'
    when p_project_type is null or p_project_type not in ('Pond Design & Installation', 'Water Feature Installation',
      'Koi Pond Construction', 'Pond Maintenance', 'Pond Repair & Renovation', 'Other') then 'projectType'
    when p_own_experience is not true then 'ownExperience'
  end;
  if field is not null then
    raise exception 'This review is not complete.' using errcode = 'P0001', hint = 'review_invalid', detail = field;
  end if;

  select * into existing from public.reviews r where r.lead_id = p_lead and r.contractor_id = p_contractor for update;
  if existing.id is not null then
    if existing.status = 'removed' then
      raise exception 'This review was removed by our moderators and cannot be edited.'
        using errcode = 'P0001', hint = 'review_removed';
    end if;
    if existing.created_at + interval '30 days' < now() then
      raise exception 'A review can be edited for 30 days after it is posted.'
        using errcode = 'P0001', hint = 'review_edit_closed';
    end if;
    update public.reviews r
       set stars = p_stars, title = btrim(p_title), body = btrim(p_body), hired = p_hired,
           project_type = p_project_type, updated_at = now()
     where r.id = existing.id;
    return query select existing.id, false, existing.created_at + interval '30 days';
    return;
  end if;

  insert into public.reviews (lead_id, contractor_id, stars, title, body, hired, project_type, first_name, city,
                              state, request_month)
  values (p_lead, p_contractor, p_stars, btrim(p_title), btrim(p_body), p_hired, p_project_type,
          left(split_part(btrim(lead.name), ' ', 1), 60), nullif(btrim(lead.city), ''), lead.state,
          date_trunc('month', lead.created_at)::date)
  returning * into existing;
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-posted', e.email, c.name, jsonb_build_object('review_id', existing.id), p_lead, c.id
    from public.contractors c join public.contractor_emails e on e.contractor_id = c.id
   where c.id = p_contractor;
  return query select existing.id, true, existing.created_at + interval '30 days';
end
$$;

/** The builder's one public answer to a review of their listing. */
create or replace function public.answer_review(p_review uuid, p_answer text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  builder uuid := private.builder_contractor_id();
  answered timestamptz;
begin
  if builder is null then
    raise exception 'Only the builder who keeps this listing can answer.' using errcode = '42501', hint = 'not_builder';
  end if;
  if char_length(btrim(coalesce(p_answer, ''))) not between 2 and 1000 then
    raise exception 'Write an answer of 2 to 1,000 characters.' using errcode = 'P0001', hint = 'review_invalid', detail = 'answer';
  end if;
  update public.reviews r set answer = btrim(p_answer), answered_at = now()
   where r.id = p_review and r.contractor_id = builder and r.status = 'published' and r.answer is null
  returning r.answered_at into answered;
  if answered is null then
    if exists (select 1 from public.reviews r where r.id = p_review and r.contractor_id = builder and r.answer is not null) then
      raise exception 'You have answered this review already: one answer per review.'
        using errcode = 'P0001', hint = 'review_already_answered';
    end if;
    raise exception 'This review was not found.' using errcode = 'P0001', hint = 'review_not_found';
  end if;
  return answered;
end
$$;

/** Anyone reports a published review; staff see it in their queue. */
create or replace function public.report_review(p_review uuid, p_reason text, p_note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_reason is null or p_reason not in ('private-information', 'hate-or-harassment', 'not-about-this-builder',
     'conflict-of-interest', 'advertising-or-spam', 'illegal-content', 'other') then
    raise exception 'Choose why you report this review.' using errcode = 'P0001', hint = 'review_invalid', detail = 'reason';
  end if;
  if char_length(coalesce(p_note, '')) > 1000 then
    raise exception 'Keep the note to 1,000 characters.' using errcode = 'P0001', hint = 'review_invalid', detail = 'note';
  end if;
  if p_reason = 'other' and char_length(btrim(coalesce(p_note, ''))) < 3 then
    raise exception 'Tell us what is wrong with this review.' using errcode = 'P0001', hint = 'review_invalid', detail = 'note';
  end if;
  if not exists (select 1 from public.reviews r where r.id = p_review and r.status = 'published') then
    raise exception 'This review was not found.' using errcode = 'P0001', hint = 'review_not_found';
  end if;
  -- Enough to act on; more open reports of one review add nothing for staff to read.
  if (select count(*) from public.review_reports rr where rr.review_id = p_review and rr.handled_at is null) >= 50 then
    return;
  end if;
  insert into public.review_reports (review_id, reason, note) values (p_review, p_reason, nullif(btrim(p_note), ''));
end
$$;

/** Staff's queue: reviews with open reports first, then the newest; each with its reports and log. */
create or replace function public.review_moderation(p_limit integer default 100)
returns table (
  id uuid, contractor_id uuid, builder_name text, stars smallint, title text, body text, first_name text,
  city text, status text, created_at timestamptz, open_reports jsonb, log jsonb)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only staff moderate reviews.' using errcode = '42501';
  end if;
  return query
    select r.id, r.contractor_id, c.name, r.stars, r.title, r.body, r.first_name, r.city, r.status, r.created_at,
           coalesce((select jsonb_agg(jsonb_build_object('reason', rr.reason, 'note', rr.note, 'at', rr.created_at)
                                      order by rr.created_at)
                       from public.review_reports rr where rr.review_id = r.id and rr.handled_at is null), '[]'),
           coalesce((select jsonb_agg(jsonb_build_object('action', m.action, 'reason', m.reason, 'note', m.note,
                                                         'by', m.by_email, 'at', m.at) order by m.at)
                       from public.review_moderation_log m where m.review_id = r.id), '[]')
      from public.reviews r join public.contractors c on c.id = r.contractor_id
     order by exists (select 1 from public.review_reports rr where rr.review_id = r.id and rr.handled_at is null) desc,
              r.created_at desc
     limit least(greatest(coalesce(p_limit, 100), 1), 500);
end
$$;

/**
 * Staff remove a review (a reason from the guidelines and a note), keep it (a note), or restore one
 * removed in error. Every decision is logged and closes the open reports.
 */
create or replace function public.moderate_review(p_review uuid, p_action text, p_reason text, p_note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.reviews;
begin
  if not private.is_staff() then
    raise exception 'Only staff moderate reviews.' using errcode = '42501';
  end if;
  select * into review from public.reviews r where r.id = p_review for update;
  if review.id is null then
    raise exception 'This review was not found.' using errcode = 'P0001', hint = 'review_not_found';
  end if;
  if p_action not in ('remove', 'keep', 'restore') then
    raise exception 'Choose remove, keep or restore.' using errcode = 'P0001', hint = 'review_invalid', detail = 'action';
  end if;
  if p_action = 'remove' and (p_reason is null or p_reason not in ('private-information', 'hate-or-harassment',
     'not-about-this-builder', 'conflict-of-interest', 'advertising-or-spam', 'illegal-content')) then
    raise exception 'Choose which guideline this review breaks.' using errcode = 'P0001', hint = 'review_invalid', detail = 'reason';
  end if;
  if char_length(btrim(coalesce(p_note, ''))) not between 3 and 1000 then
    raise exception 'Write what you found (3 to 1,000 characters).' using errcode = 'P0001', hint = 'review_invalid', detail = 'note';
  end if;
  if p_action = 'remove' and review.status = 'removed' or p_action = 'restore' and review.status = 'published' then
    raise exception 'This review is % already.', review.status using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if p_action <> 'keep' then
    update public.reviews r set status = case when p_action = 'remove' then 'removed' else 'published' end
     where r.id = p_review;
  end if;
  update public.review_reports rr set handled_at = now() where rr.review_id = p_review and rr.handled_at is null;
  insert into public.review_moderation_log (review_id, action, reason, note, by_user, by_email)
  values (p_review, case p_action when 'remove' then 'removed' when 'keep' then 'kept' else 'restored' end,
          case when p_action = 'remove' then p_reason end, btrim(p_note), auth.uid(), auth.jwt() ->> 'email');
end
$$;

/**
 * The job queue's daily run: one invitation per chosen builder 14 days after the request reached them,
 * and one reminder at 45 days while there is no review (a week after the invitation at the earliest).
 * Requests over 90 days old are not invited at all. A withdrawn request invites nobody. Returns
 * how many mails it queued.
 */
create or replace function private.queue_review_invitations() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  invited integer;
  reminded integer;
begin
  with due as (
    update public.lead_routes r set review_invited_at = now()
      from public.lead_submissions l
     where l.id = r.lead_id and l.withdrawn_at is null and r.review_invited_at is null
       and r.chosen_at <= now() - interval '14 days' and r.chosen_at > now() - interval '90 days'
       and private.route_reached(r.lead_id, r.contractor_id, r.contacted_at)
       and not exists (select 1 from public.reviews v where v.lead_id = r.lead_id and v.contractor_id = r.contractor_id)
    returning r.lead_id, r.contractor_id, l.email, l.name
  )
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-invitation', due.email, due.name, jsonb_build_object('reminder', false), due.lead_id, due.contractor_id
    from due;
  get diagnostics invited = row_count;

  with due as (
    update public.lead_routes r set review_reminded_at = now()
      from public.lead_submissions l
     where l.id = r.lead_id and l.withdrawn_at is null and r.review_invited_at is not null
       and r.review_reminded_at is null and r.chosen_at <= now() - interval '45 days'
       -- Never both mails at once (a request first invited late): a week apart at least.
       and r.review_invited_at <= now() - interval '7 days'
       and r.chosen_at > now() - interval '90 days'
       and not exists (select 1 from public.reviews v where v.lead_id = r.lead_id and v.contractor_id = r.contractor_id)
    returning r.lead_id, r.contractor_id, l.email, l.name
  )
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-invitation', due.email, due.name, jsonb_build_object('reminder', true), due.lead_id, due.contractor_id
    from due;
  get diagnostics reminded = row_count;
  return invited + reminded;
end
$$;

/** Whether a request reached the builder: its mail went out, or someone marked the builder contacted. */
create or replace function private.route_reached(p_lead uuid, p_contractor uuid, p_contacted_at timestamptz)
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select p_contacted_at is not null or exists (
    select 1 from public.email_outbox o
     where o.lead_id = p_lead and o.contractor_id = p_contractor and o.template = 'lead-to-builder' and o.status = 'sent')
$$;

alter table public.email_outbox
  drop constraint outbox_template,
  add constraint outbox_template check (template in (
    'planner-copy', 'lead-to-builder', 'lead-confirmation', 'lead-withdrawn',
    'partner-application-received', 'partner-approved', 'partner-declined', 'partner-site-proven',
    'partner-statement', 'partner-site-check-failed', 'builder-claim-decided', 'request-quoted',
    'builder-request-digest', 'check-expiring', 'review-invitation', 'review-posted'));

revoke execute on function private.best_rated_prior(), private.stamp_rating_date(),
  private.refresh_review_figures(uuid[]), private.review_figures_changed(), private.review_figures_inserted(), private.review_figures_deleted(),
  private.review_touches_builder(), private.review_signature(uuid, uuid, bigint), private.review_link(uuid, uuid),
  private.reviewable_route(uuid, uuid, bigint, text), private.queue_review_invitations(),
  private.route_reached(uuid, uuid, timestamptz) from public;
revoke execute on function public.review_for_link(uuid, uuid, bigint, text),
  public.submit_review(uuid, uuid, bigint, text, integer, text, text, boolean, text, boolean),
  public.report_review(uuid, text, text) from public;
grant execute on function public.review_for_link(uuid, uuid, bigint, text),
  public.submit_review(uuid, uuid, bigint, text, integer, text, text, boolean, text, boolean),
  public.report_review(uuid, text, text) to anon, authenticated;
revoke execute on function public.answer_review(uuid, text), public.review_moderation(integer),
  public.moderate_review(uuid, text, text, text) from public, anon;
grant execute on function public.answer_review(uuid, text), public.review_moderation(integer),
  public.moderate_review(uuid, text, text, text) to authenticated;
