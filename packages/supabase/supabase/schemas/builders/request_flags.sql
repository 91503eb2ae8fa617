-- Requests a builder could not use: one flag per builder and request, "could not reach" (a wrong
-- number, a mail that bounced) or "not a real request"; staff confirm or refuse each with a reason. A
-- confirmed flag takes the request out of the builder's response figures and misses
-- (private.response_figures) and out of its partner's confirmed credit (private.request_confirmed).
-- Limits (@pond/core REQUEST_FLAG_LIMITS): a few a month, and never more than a share of the
-- builder's requests, so flags cannot erase a record.
create table public.request_flags (
  lead_id uuid not null,
  contractor_id uuid not null,
  reason text not null,
  note text,
  flagged_at timestamp with time zone default now() not null,
  status text default 'open'::text not null,
  decided_at timestamp with time zone,
  decided_by uuid,
  decided_by_email text,
  decision_reason text,
  constraint request_flags_pkey PRIMARY KEY (lead_id, contractor_id),
  constraint request_flag_reason CHECK (reason = ANY (ARRAY['could_not_reach'::text, 'not_real'::text])),
  constraint request_flag_note CHECK (char_length(note) <= 500),
  constraint request_flag_status CHECK (status = ANY (ARRAY['open'::text, 'confirmed'::text, 'refused'::text])),
  constraint request_flag_decided CHECK ((status = 'open'::text) = (decided_at IS NULL)),
  constraint request_flag_decision_reason CHECK (decision_reason IS NULL OR char_length(btrim(decision_reason)) >= 10 AND char_length(btrim(decision_reason)) <= 500)
);

alter table public.request_flags add constraint request_flags_route_fkey FOREIGN KEY (lead_id, contractor_id) REFERENCES lead_routes(lead_id, contractor_id) ON DELETE CASCADE;

CREATE INDEX request_flags_open ON public.request_flags USING btree (flagged_at) WHERE (status = 'open'::text);

CREATE INDEX request_flags_contractor ON public.request_flags USING btree (contractor_id, flagged_at);

revoke all on table public.request_flags from public, anon, authenticated, service_role;
grant select on table public.request_flags to authenticated;
grant all on table public.request_flags to service_role;

alter table public.request_flags enable row level security;

create policy "Builders read their own flags; staff read all" on public.request_flags
  for select to authenticated
  using (((contractor_id = private.builder_contractor_id()) AND (flagged_at >= private.builder_sees_from())) OR private.is_staff());

CREATE OR REPLACE FUNCTION private.request_flag_limits()
 RETURNS TABLE(per_month integer, share_percent integer)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select 3, 20 $function$;

revoke all on function private.request_flag_limits() from public, anon, authenticated, service_role;

-- Whether a staff-confirmed flag takes this builder's route out of its figures.
CREATE OR REPLACE FUNCTION private.route_flagged(p_lead uuid, p_contractor uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.request_flags f
                 where f.lead_id = p_lead and f.contractor_id = p_contractor and f.status = 'confirmed')
$function$;

revoke all on function private.route_flagged(p_lead uuid, p_contractor uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.flag_request(p_lead uuid, p_reason text, p_note text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
  limits record;
  recent integer;
  flagged integer;
  received integer;
begin
  if mine is null then
    raise exception 'Sign in as a builder to flag requests.' using errcode = '42501', hint = 'not_builder';
  end if;
  if not exists (select 1 from public.lead_routes where lead_id = p_lead and contractor_id = mine
                   and chosen_at >= private.builder_sees_from()) then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  if p_reason is null or p_reason not in ('could_not_reach', 'not_real') then
    raise exception 'Choose why you could not use it.' using errcode = '22023', hint = 'flag_invalid', detail = 'reason';
  end if;
  if char_length(coalesce(p_note, '')) > 500 then
    raise exception 'Keep the note to 500 characters.' using errcode = '22023', hint = 'flag_invalid', detail = 'note';
  end if;
  if exists (select 1 from public.request_flags where lead_id = p_lead and contractor_id = mine) then
    raise exception 'You flagged this request already.' using errcode = '23505', hint = 'flag_exists';
  end if;
  select * into limits from private.request_flag_limits();
  select count(*) filter (where flagged_at > now() - interval '30 days'), count(*) filter (where status <> 'refused')
    into recent, flagged
    from public.request_flags where contractor_id = mine;
  select count(*) into received from public.lead_routes where contractor_id = mine;
  if recent >= limits.per_month or (flagged + 1) * 100 > greatest(received, 1) * limits.share_percent then
    raise exception 'You have flagged as many requests as we take for now: staff look at those first.'
      using errcode = '23514', hint = 'flag_limit';
  end if;
  insert into public.request_flags (lead_id, contractor_id, reason, note)
  values (p_lead, mine, p_reason, nullif(btrim(coalesce(p_note, '')), ''));
end
$function$;

revoke all on function public.flag_request(p_lead uuid, p_reason text, p_note text) from public, anon, authenticated, service_role;
grant execute on function public.flag_request(p_lead uuid, p_reason text, p_note text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.decide_request_flag(p_lead uuid, p_contractor uuid, p_confirm boolean, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff();
  if char_length(btrim(coalesce(p_reason, ''))) not between 10 and 500 then
    raise exception 'Say why, in 10 to 500 characters.' using errcode = '22023', hint = 'flag_invalid', detail = 'decisionReason';
  end if;
  update public.request_flags
  set status = case when p_confirm then 'confirmed' else 'refused' end, decided_at = now(),
      decided_by = auth.uid(), decided_by_email = auth.jwt() ->> 'email', decision_reason = btrim(p_reason)
  where lead_id = p_lead and contractor_id = p_contractor;
  if not found then
    raise exception 'No such flag.' using errcode = 'P0002', hint = 'flag_not_found';
  end if;
  -- The builder's profile shows its response figures: its page follows.
  perform private.queue_purge((select jsonb_agg(jsonb_build_object('id', c.id, 'city', c.city, 'state', c.state, 'reach', 1))
                                 from public.contractors c where c.id = p_contractor));
end
$function$;

revoke all on function public.decide_request_flag(p_lead uuid, p_contractor uuid, p_confirm boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.decide_request_flag(p_lead uuid, p_contractor uuid, p_confirm boolean, p_reason text) to authenticated, service_role;

-- Staff's list: the open flags first, then the latest decided, with the request and the builder.
CREATE OR REPLACE FUNCTION public.staff_request_flags(p_limit integer DEFAULT 100)
 RETURNS TABLE(lead_id uuid, contractor_id uuid, builder text, homeowner text, city text, state text, chosen_at timestamp with time zone, reason text, note text, flagged_at timestamp with time zone, status text, decided_at timestamp with time zone, decided_by_email text, decision_reason text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff();
  return query
  select f.lead_id, f.contractor_id, c.name, l.name, l.city, l.state, r.chosen_at, f.reason, f.note, f.flagged_at,
         f.status, f.decided_at, f.decided_by_email, f.decision_reason
  from public.request_flags f
  join public.lead_routes r using (lead_id, contractor_id)
  join public.contractors c on c.id = f.contractor_id
  join public.lead_submissions l on l.id = f.lead_id
  order by (f.status = 'open') desc, coalesce(f.decided_at, f.flagged_at) desc
  limit least(greatest(coalesce(p_limit, 100), 1), 500);
end
$function$;

revoke all on function public.staff_request_flags(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.staff_request_flags(p_limit integer) to authenticated, service_role;
