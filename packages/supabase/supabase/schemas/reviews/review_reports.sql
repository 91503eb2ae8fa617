create table public.review_reports (
  id uuid default gen_random_uuid() not null,
  review_id uuid not null,
  reason text not null,
  note text,
  created_at timestamp with time zone default now() not null,
  handled_at timestamp with time zone,
  client_address text,
  constraint report_note CHECK (char_length(note) <= 1000),
  constraint report_reason CHECK (reason = ANY (ARRAY['private-information'::text, 'hate-or-harassment'::text, 'not-about-this-builder'::text, 'conflict-of-interest'::text, 'advertising-or-spam'::text, 'illegal-content'::text, 'other'::text])),
  constraint review_reports_pkey PRIMARY KEY (id)
);

alter table public.review_reports add constraint review_reports_review_id_fkey FOREIGN KEY (review_id) REFERENCES reviews(id) ON DELETE CASCADE;

CREATE INDEX review_reports_open ON public.review_reports USING btree (review_id) WHERE (handled_at IS NULL);

revoke all on table public.review_reports from public, anon, authenticated, service_role;
grant all on table public.review_reports to service_role;

alter table public.review_reports enable row level security;

CREATE OR REPLACE FUNCTION public.report_review(p_review uuid, p_reason text, p_note text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  perform private.limit_act('report', private.client_address(),
    'Too many reports from this network. Please try again in an hour.', 'review_limit');
  -- Enough to act on; more open reports of one review add nothing for staff to read.
  if (select count(*) from public.review_reports rr where rr.review_id = p_review and rr.handled_at is null) >= 50 then
    return;
  end if;
  insert into public.review_reports (review_id, reason, note, client_address)
  values (p_review, p_reason, nullif(btrim(p_note), ''), private.client_address());
end
$function$;

revoke all on function public.report_review(p_review uuid, p_reason text, p_note text) from public, anon, authenticated, service_role;
grant execute on function public.report_review(p_review uuid, p_reason text, p_note text) to anon, authenticated, service_role;
