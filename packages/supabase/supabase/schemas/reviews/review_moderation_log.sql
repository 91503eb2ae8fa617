create table public.review_moderation_log (
  id bigint generated always as identity,
  review_id uuid not null,
  action text not null,
  reason text,
  note text not null,
  by_user uuid,
  by_email text,
  at timestamp with time zone default now() not null,
  constraint moderation_action CHECK (action = ANY (ARRAY['removed'::text, 'kept'::text, 'restored'::text, 'answer-removed'::text])),
  constraint moderation_note CHECK (char_length(btrim(note)) >= 3 AND char_length(btrim(note)) <= 1000),
  constraint moderation_reason CHECK (reason = ANY (ARRAY['private-information'::text, 'hate-or-harassment'::text, 'not-about-this-builder'::text, 'conflict-of-interest'::text, 'advertising-or-spam'::text, 'illegal-content'::text])),
  constraint removal_has_reason CHECK ((action <> ALL (ARRAY['removed'::text, 'answer-removed'::text])) OR reason IS NOT NULL),
  constraint review_moderation_log_pkey PRIMARY KEY (id)
);

alter table public.review_moderation_log add constraint review_moderation_log_review_id_fkey FOREIGN KEY (review_id) REFERENCES reviews(id) ON DELETE CASCADE;

revoke all on table public.review_moderation_log from public, anon, authenticated, service_role;
grant select on table public.review_moderation_log to authenticated;
grant all on table public.review_moderation_log to service_role;

alter table public.review_moderation_log enable row level security;

create policy "Staff read the moderation log" on public.review_moderation_log
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION public.moderate_review(p_review uuid, p_action text, p_reason text, p_note text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.moderate_review(p_review uuid, p_action text, p_reason text, p_note text) from public, anon, authenticated, service_role;
grant execute on function public.moderate_review(p_review uuid, p_action text, p_reason text, p_note text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.review_moderation(p_limit integer DEFAULT 100)
 RETURNS TABLE(id uuid, contractor_id uuid, builder_name text, stars smallint, title text, body text, first_name text, city text, status text, created_at timestamp with time zone, answer text, open_reports jsonb, log jsonb)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.review_moderation(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.review_moderation(p_limit integer) to authenticated, service_role;
