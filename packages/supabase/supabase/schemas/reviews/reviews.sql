create table public.reviews (
  id uuid default gen_random_uuid() not null,
  lead_id uuid,
  contractor_id uuid not null,
  stars smallint not null,
  title text not null,
  body text not null,
  hired boolean not null,
  project_type text not null,
  first_name text not null,
  city text,
  state text,
  request_month date not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  status text default 'published'::text not null,
  answer text,
  answered_at timestamp with time zone,
  constraint review_answer CHECK (char_length(btrim(answer)) >= 2 AND char_length(btrim(answer)) <= 1000),
  constraint review_body CHECK (char_length(btrim(body)) >= 50 AND char_length(btrim(body)) <= 2000),
  constraint review_city CHECK (char_length(city) <= 100),
  constraint review_first_name CHECK (char_length(first_name) >= 1 AND char_length(first_name) <= 60),
  constraint review_once_per_request UNIQUE (lead_id, contractor_id),
  constraint review_project_type CHECK (project_type = ANY (ARRAY['Pond Design & Installation'::text, 'Water Feature Installation'::text, 'Koi Pond Construction'::text, 'Pond Maintenance'::text, 'Pond Repair & Renovation'::text, 'Other'::text])),
  constraint review_stars CHECK (stars >= 1 AND stars <= 5),
  constraint review_status CHECK (status = ANY (ARRAY['published'::text, 'removed'::text])),
  constraint review_title CHECK (char_length(btrim(title)) >= 3 AND char_length(btrim(title)) <= 100),
  constraint reviews_pkey PRIMARY KEY (id)
);

alter table public.reviews add constraint reviews_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

alter table public.reviews add constraint reviews_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES lead_submissions(id) ON DELETE SET NULL;

CREATE INDEX reviews_contractor ON public.reviews USING btree (contractor_id, created_at DESC) WHERE (status = 'published'::text);

revoke all on table public.reviews from public, anon, authenticated, service_role;
grant all on table public.reviews to service_role;
grant select (id) on table public.reviews to anon, authenticated;
grant select (contractor_id) on table public.reviews to anon, authenticated;
grant select (stars) on table public.reviews to anon, authenticated;
grant select (title) on table public.reviews to anon, authenticated;
grant select (body) on table public.reviews to anon, authenticated;
grant select (hired) on table public.reviews to anon, authenticated;
grant select (project_type) on table public.reviews to anon, authenticated;
grant select (first_name) on table public.reviews to anon, authenticated;
grant select (city) on table public.reviews to anon, authenticated;
grant select (request_month) on table public.reviews to anon, authenticated;
grant select (created_at) on table public.reviews to anon, authenticated;
grant select (updated_at) on table public.reviews to anon, authenticated;
grant select (answer) on table public.reviews to anon, authenticated;
grant select (answered_at) on table public.reviews to anon, authenticated;

alter table public.reviews enable row level security;

create policy "Everyone reads published reviews" on public.reviews
  for select to anon, authenticated
  using ((status = 'published'::text));

CREATE OR REPLACE FUNCTION private.refresh_review_figures(p_contractors uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function private.refresh_review_figures(p_contractors uuid[]) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.answer_review(p_review uuid, p_answer text)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
   where r.id = p_review and r.contractor_id = builder and r.status = 'published' and r.answered_at is null
  returning r.answered_at into answered;
  if answered is null then
    if exists (select 1 from public.reviews r where r.id = p_review and r.contractor_id = builder and r.answered_at is not null) then
      raise exception 'You have answered this review already: one answer per review.'
        using errcode = 'P0001', hint = 'review_already_answered';
    end if;
    raise exception 'This review was not found.' using errcode = 'P0001', hint = 'review_not_found';
  end if;
  return answered;
end
$function$;

revoke all on function public.answer_review(p_review uuid, p_answer text) from public, anon, authenticated, service_role;
grant execute on function public.answer_review(p_review uuid, p_answer text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.review_for_link(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text)
 RETURNS TABLE(contractor_id uuid, builder_name text, builder_city text, builder_state text, request_project_type text, request_month date, first_name text, review_id uuid, stars smallint, title text, body text, hired boolean, project_type text, status text, created_at timestamp with time zone, editable_until timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.review_for_link(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;
grant execute on function public.review_for_link(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.submit_review(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text, p_stars integer, p_title text, p_body text, p_hired boolean, p_project_type text, p_own_experience boolean)
 RETURNS TABLE(review_id uuid, created boolean, editable_until timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
  existing public.reviews;
  field text;
begin
  perform private.reviewable_route(p_lead, p_contractor, p_expires, p_signature);
  perform private.limit_act('review', private.client_address(),
    'Too many reviews from this network. Please try again in an hour.', 'review_limit');
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
$function$;

revoke all on function public.submit_review(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text, p_stars integer, p_title text, p_body text, p_hired boolean, p_project_type text, p_own_experience boolean) from public, anon, authenticated, service_role;
grant execute on function public.submit_review(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text, p_stars integer, p_title text, p_body text, p_hired boolean, p_project_type text, p_own_experience boolean) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.review_figures_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.refresh_review_figures(array(
    select contractor_id from new_rows union select contractor_id from old_rows));
  return null;
end
$function$;

revoke all on function private.review_figures_changed() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.review_figures_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.refresh_review_figures(array(select distinct contractor_id from old_rows));
  return null;
end
$function$;

revoke all on function private.review_figures_deleted() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.review_figures_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.refresh_review_figures(array(select distinct contractor_id from new_rows));
  return null;
end
$function$;

revoke all on function private.review_figures_inserted() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.review_touches_builder()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.contractors c set updated_at = now()
   where c.id in (select contractor_id from new_rows);
  return null;
end
$function$;

revoke all on function private.review_touches_builder() from public, anon, authenticated, service_role;

CREATE TRIGGER reviews_figures_deleted AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.review_figures_deleted();

CREATE TRIGGER reviews_figures_inserted AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.review_figures_inserted();

CREATE TRIGGER reviews_figures_updated AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.review_figures_changed();

CREATE TRIGGER reviews_touch_builder AFTER UPDATE ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.review_touches_builder();
