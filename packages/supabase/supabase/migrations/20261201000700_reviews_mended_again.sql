-- Issue 35, mended from a second review. A route marked contacted reaches the builder at the
-- database's time (not the staff browser's); routes that already have a review, or an invitation
-- staff sent before reach was recorded, count as reached (so nobody is locked out of their review).
-- The distribution is one of the columns only the database writes, and a refresh that changes no
-- figure writes nothing (no extra purge).

create or replace function private.contact_reaches() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.reached_at is null and new.contacted_at is not null then
    -- Marked contacted now: now (an insert carries its own history, as the seed and imports do).
    new.reached_at := case when tg_op = 'UPDATE' and old.contacted_at is null then now() else new.contacted_at end;
  end if;
  return new;
end
$$;

update public.lead_routes r
   set reached_at = least(
     (select min(v.created_at) from public.reviews v where v.lead_id = r.lead_id and v.contractor_id = r.contractor_id),
     r.review_invited_at)
 where r.reached_at is null
   and (r.review_invited_at is not null
        or exists (select 1 from public.reviews v where v.lead_id = r.lead_id and v.contractor_id = r.contractor_id));

create or replace function private.keep_derived_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.verified := false;
      new.verified_until := null;
      new.verified_reviews := 0;
      new.verified_rating := null;
      new.verified_stars := '{0,0,0,0,0}';
      new.best_rated_score := null;
    else
      new.verified := old.verified;
      new.verified_until := old.verified_until;
      new.verified_reviews := old.verified_reviews;
      new.verified_rating := old.verified_rating;
      new.verified_stars := old.verified_stars;
      new.best_rated_score := old.best_rated_score;
      if new.rating is not distinct from old.rating and new.reviews is not distinct from old.reviews then
        new.rating_as_of := old.rating_as_of;
      end if;
    end if;
  end if;
  return new;
end
$$;

create or replace function private.refresh_review_figures(p_contractors uuid[]) returns void
language sql
security definer
set search_path = ''
as $$
  update public.contractors c
     set verified_reviews = f.n, verified_rating = f.average, verified_stars = f.stars, best_rated_score = f.score
    from (
      select g.contractor_id, g.n, g.average, g.stars,
             -- From the stored average, as @pond/core's bestRatedScore does.
             case when g.n = 0 then null else round((p.mean * p.weight + g.average * g.n) / (p.weight + g.n), 4) end
               as score
        from (
          select id.contractor_id, count(r.id)::integer as n, round(avg(r.stars), 2) as average,
                 array[count(*) filter (where r.stars = 5), count(*) filter (where r.stars = 4),
                       count(*) filter (where r.stars = 3), count(*) filter (where r.stars = 2),
                       count(*) filter (where r.stars = 1)]::integer[] as stars
            from unnest(p_contractors) as id(contractor_id)
            left join public.reviews r on r.contractor_id = id.contractor_id and r.status = 'published'
           group by id.contractor_id
        ) g
        cross join private.best_rated_prior() p
    ) f
   where c.id = f.contractor_id
     and (c.verified_reviews, c.verified_rating, c.verified_stars, c.best_rated_score)
         is distinct from (f.n, f.average, f.stars, f.score)
$$;
