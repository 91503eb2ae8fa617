-- Issue 35, mended from review: a request "reaches" a builder when their mail went out — alone, or
-- in the morning digest — or when they were marked contacted (lead_routes.reached_at); invitations
-- count their 14 and 45 days from then, and only a request that reached the builder can review them.
-- The best-rated score is worked out from the stored (rounded) average, as @pond/core does; each
-- builder's star distribution is kept beside the count (no profile reads every review's stars). Staff
-- can remove a builder's answer (logged) without touching the homeowner's review. The reviewer's state
-- is not public (first name and city only).

alter table public.lead_routes add column reached_at timestamptz;

-- Reached: the builder's own mail, or the digest naming the request, was sent.
create or replace function private.mark_routes_reached() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'sent' and (tg_op = 'INSERT' or old.status is distinct from 'sent') then
    if new.template = 'lead-to-builder' then
      update public.lead_routes r set reached_at = coalesce(r.reached_at, now())
       where r.lead_id = new.lead_id and r.contractor_id = new.contractor_id;
    elsif new.template = 'builder-request-digest' then
      update public.lead_routes r set reached_at = coalesce(r.reached_at, now())
       where r.contractor_id = new.contractor_id
         and r.lead_id in (select value::uuid from jsonb_array_elements_text(new.payload -> 'lead_ids'));
    end if;
  end if;
  return null;
end
$$;
create trigger email_outbox_marks_reached after insert or update of status on public.email_outbox
  for each row execute function private.mark_routes_reached();

-- Reached by a call: whoever marks the builder contacted has the request.
create or replace function private.contact_reaches() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.contacted_at is not null and new.reached_at is null then
    new.reached_at := new.contacted_at;
  end if;
  return new;
end
$$;
create trigger lead_routes_contact_reaches before insert or update on public.lead_routes
  for each row execute function private.contact_reaches();

update public.lead_routes r set reached_at = coalesce(
  (select min(o.sent_at) from public.email_outbox o
    where o.template = 'lead-to-builder' and o.status = 'sent' and o.lead_id = r.lead_id and o.contractor_id = r.contractor_id),
  (select min(o.sent_at) from public.email_outbox o
    where o.template = 'builder-request-digest' and o.status = 'sent' and o.contractor_id = r.contractor_id
      and o.payload -> 'lead_ids' ? r.lead_id::text),
  r.contacted_at);

drop function private.route_reached(uuid, uuid, timestamptz);

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
       and r.reached_at <= now() - interval '14 days' and r.reached_at > now() - interval '90 days'
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
       and r.review_reminded_at is null and r.reached_at <= now() - interval '45 days'
       and r.reached_at > now() - interval '90 days'
       -- Never both mails at once (a request first invited late): a week apart at least.
       and r.review_invited_at <= now() - interval '7 days'
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

/** The route a review link opens, once the request reached the builder; or an exception a visitor can read. */
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
  if route.reached_at is null then
    raise exception 'Your request has not reached this builder yet, so there is nothing to review.'
      using errcode = 'P0001', hint = 'review_not_reached';
  end if;
  return route;
end
$$;

create or replace function public.send_review_invitation(p_lead uuid, p_contractor uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only staff send review invitations.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor) then
    raise exception 'This request did not choose this builder.' using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.lead_routes r
              where r.lead_id = p_lead and r.contractor_id = p_contractor and r.reached_at is null) then
    raise exception 'The request has not reached this builder yet: mark them contacted first.'
      using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.lead_submissions l where l.id = p_lead and l.withdrawn_at is not null) then
    raise exception 'The homeowner withdrew this request: no invitation is sent.'
      using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.reviews v where v.lead_id = p_lead and v.contractor_id = p_contractor) then
    raise exception 'The homeowner has reviewed this builder already.' using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  update public.lead_routes r set review_invited_at = coalesce(r.review_invited_at, now())
   where r.lead_id = p_lead and r.contractor_id = p_contractor;
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-invitation', l.email, l.name, jsonb_build_object('reminder', false, 'early', true), l.id, p_contractor
    from public.lead_submissions l where l.id = p_lead;
end
$$;

-- The distribution beside the count: how many reviews gave 5, 4, 3, 2 and 1 stars.
alter table public.contractors add column verified_stars integer[] not null default '{0,0,0,0,0}'
  constraint contractor_verified_stars check (cardinality(verified_stars) = 5);

create or replace function private.refresh_review_figures(p_contractors uuid[]) returns void
language sql
security definer
set search_path = ''
as $$
  update public.contractors c
     set verified_reviews = f.n, verified_rating = f.average, verified_stars = f.stars,
         -- From the stored average, as @pond/core's bestRatedScore does.
         best_rated_score = case when f.n = 0 then null
                                 else round((p.mean * p.weight + f.average * f.n) / (p.weight + f.n), 4) end
    from (
      select id.contractor_id, count(r.id)::integer as n, round(avg(r.stars), 2) as average,
             array[count(*) filter (where r.stars = 5), count(*) filter (where r.stars = 4),
                   count(*) filter (where r.stars = 3), count(*) filter (where r.stars = 2),
                   count(*) filter (where r.stars = 1)]::integer[] as stars
        from unnest(p_contractors) as id(contractor_id)
        left join public.reviews r on r.contractor_id = id.contractor_id and r.status = 'published'
       group by id.contractor_id
    ) f
    cross join private.best_rated_prior() p
   where c.id = f.contractor_id
$$;
select private.refresh_review_figures(array(select distinct contractor_id from public.reviews));

-- The builder's answer can be removed by staff on its own (the homeowner's review stays), and is not
-- written again: one answer per review.
alter table public.review_moderation_log drop constraint moderation_action,
  add constraint moderation_action check (action in ('removed', 'kept', 'restored', 'answer-removed'));
alter table public.review_moderation_log drop constraint removal_has_reason,
  add constraint removal_has_reason check (action not in ('removed', 'answer-removed') or reason is not null);

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
$$;

drop function public.review_moderation(integer);
create function public.review_moderation(p_limit integer default 100)
returns table (
  id uuid, contractor_id uuid, builder_name text, stars smallint, title text, body text, first_name text,
  city text, status text, created_at timestamptz, answer text, open_reports jsonb, log jsonb)
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
           r.answer,
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
revoke execute on function public.review_moderation(integer) from public, anon;
grant execute on function public.review_moderation(integer) to authenticated;

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
  if p_action is null or p_action not in ('remove', 'keep', 'restore', 'remove-answer') then
    raise exception 'Choose remove, keep, restore or remove the answer.'
      using errcode = 'P0001', hint = 'review_invalid', detail = 'action';
  end if;
  if p_action in ('remove', 'remove-answer') and (p_reason is null or p_reason not in ('private-information',
     'hate-or-harassment', 'not-about-this-builder', 'conflict-of-interest', 'advertising-or-spam', 'illegal-content')) then
    raise exception 'Choose which guideline it breaks.' using errcode = 'P0001', hint = 'review_invalid', detail = 'reason';
  end if;
  if char_length(btrim(coalesce(p_note, ''))) not between 3 and 1000 then
    raise exception 'Write what you found (3 to 1,000 characters).' using errcode = 'P0001', hint = 'review_invalid', detail = 'note';
  end if;
  if p_action = 'remove' and review.status = 'removed' or p_action = 'restore' and review.status = 'published'
     or p_action = 'remove-answer' and review.answer is null then
    raise exception 'Nothing to change: this review is % already%.', review.status,
      case when p_action = 'remove-answer' then ', without an answer' else '' end
      using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if p_action = 'remove-answer' then
    -- answered_at stays: the builder has had their one answer.
    update public.reviews r set answer = null where r.id = p_review;
  elsif p_action <> 'keep' then
    update public.reviews r set status = case when p_action = 'remove' then 'removed' else 'published' end
     where r.id = p_review;
  end if;
  update public.review_reports rr set handled_at = now() where rr.review_id = p_review and rr.handled_at is null;
  insert into public.review_moderation_log (review_id, action, reason, note, by_user, by_email)
  values (p_review,
          case p_action when 'remove' then 'removed' when 'keep' then 'kept' when 'restore' then 'restored'
                        else 'answer-removed' end,
          case when p_action in ('remove', 'remove-answer') then p_reason end, btrim(p_note), auth.uid(),
          auth.jwt() ->> 'email');
end
$$;

-- First name and city only.
revoke select (state) on public.reviews from anon, authenticated;

revoke execute on function private.mark_routes_reached(), private.contact_reaches() from public;
