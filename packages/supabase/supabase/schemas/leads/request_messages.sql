-- A thread per chosen builder: the homeowner writes on the project page (its signed link), the
-- builder in their inbox. Nobody reads the table directly but staff, and staff only a thread one of
-- its two sides reported (the policy below): everything else goes through the functions here.
create table public.request_messages (
  id bigint generated always as identity not null,
  lead_id uuid not null,
  contractor_id uuid not null,
  author text not null,
  body text not null,
  sent_at timestamp with time zone default now() not null,
  constraint request_message_author CHECK (author = ANY (ARRAY['homeowner'::text, 'builder'::text])),
  constraint request_message_body CHECK (char_length(btrim(body)) >= 1 AND char_length(btrim(body)) <= 2000 AND body !~* '<[a-z/!?]'::text),
  constraint request_messages_pkey PRIMARY KEY (id)
);

alter table public.request_messages add constraint request_messages_route_fkey FOREIGN KEY (lead_id, contractor_id) REFERENCES lead_routes(lead_id, contractor_id) ON DELETE CASCADE;

CREATE INDEX request_messages_thread ON public.request_messages USING btree (lead_id, contractor_id, sent_at);

revoke all on table public.request_messages from public, anon, authenticated, service_role;
grant select on table public.request_messages to authenticated;
grant all on table public.request_messages to service_role;

alter table public.request_messages enable row level security;

create policy "Staff read reported threads" on public.request_messages
  for select to authenticated
  using (private.is_staff() and exists (
    select 1 from public.request_thread_reports t
     where t.lead_id = request_messages.lead_id and t.contractor_id = request_messages.contractor_id));

-- A side's report of a thread: what lets staff read it.
create table public.request_thread_reports (
  lead_id uuid not null,
  contractor_id uuid not null,
  reported_by text not null,
  reported_at timestamp with time zone default now() not null,
  constraint request_thread_reported_by CHECK (reported_by = ANY (ARRAY['homeowner'::text, 'builder'::text])),
  constraint request_thread_reports_pkey PRIMARY KEY (lead_id, contractor_id, reported_by)
);

alter table public.request_thread_reports add constraint request_thread_reports_route_fkey FOREIGN KEY (lead_id, contractor_id) REFERENCES lead_routes(lead_id, contractor_id) ON DELETE CASCADE;

revoke all on table public.request_thread_reports from public, anon, authenticated, service_role;
grant select on table public.request_thread_reports to authenticated;
grant all on table public.request_thread_reports to service_role;

alter table public.request_thread_reports enable row level security;

create policy "Staff read thread reports" on public.request_thread_reports
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION private.thread(p_lead uuid, p_contractor uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'author', m.author, 'body', m.body, 'sent_at', m.sent_at)
                            order by m.sent_at, m.id), '[]'::jsonb)
  from public.request_messages m
  where m.lead_id = p_lead and m.contractor_id = p_contractor
$function$;

revoke all on function private.thread(p_lead uuid, p_contractor uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.post_message(p_lead uuid, p_contractor uuid, p_author text, p_body text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
  posted bigint;
  body text := btrim(p_body);
begin
  select * into lead from public.lead_submissions l where l.id = p_lead;
  if lead.closed_at is not null or lead.withdrawn_at is not null then
    raise exception 'This request is closed, so its conversations are closed too.'
      using errcode = 'P0001', hint = 'request_closed';
  end if;
  if body is null or char_length(body) not between 1 and 2000 or body ~* '<[a-z/!?]' then
    raise exception 'A message is plain text of 1 to 2,000 characters.' using errcode = '22023', hint = 'message_invalid';
  end if;
  perform private.limit_act('request-message', p_author || ':' || p_lead || ':' || p_contractor,
    'You have sent many messages in this conversation within the hour. Please wait a while before the next.',
    'message_rate_limit');
  insert into public.request_messages (lead_id, contractor_id, author, body)
  values (p_lead, p_contractor, p_author, body) returning id into posted;
  -- The other side is told there is a message, with a link to the thread; one waiting mail is enough.
  if p_author = 'homeowner' then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    select 'request-message', e.email, c.name, jsonb_build_object('lead_id', p_lead, 'to', 'builder'), p_lead, c.id
    from public.contractors c join public.contractor_emails e on e.contractor_id = c.id
    where c.id = p_contractor and not exists (
      select 1 from public.email_outbox o where o.template = 'request-message' and o.lead_id = p_lead
         and o.contractor_id = p_contractor and o.payload ->> 'to' = 'builder' and o.status = 'queued');
  elsif not exists (
      select 1 from public.email_outbox o where o.template = 'request-message' and o.lead_id = p_lead
         and o.contractor_id = p_contractor and o.payload ->> 'to' = 'homeowner' and o.status = 'queued') then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    values ('request-message', lead.email, lead.name, jsonb_build_object('lead_id', p_lead, 'to', 'homeowner'), p_lead, p_contractor);
  end if;
  return posted;
end
$function$;

revoke all on function private.post_message(p_lead uuid, p_contractor uuid, p_author text, p_body text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.send_builder_message(p_lead uuid, p_body text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null then
    raise exception 'Sign in as a builder to write to homeowners.' using errcode = '42501', hint = 'not_builder';
  end if;
  if not exists (select 1 from public.lead_routes r
                  where r.lead_id = p_lead and r.contractor_id = mine and r.chosen_at >= private.builder_sees_from()) then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  return private.post_message(p_lead, mine, 'builder', p_body);
end
$function$;

revoke all on function public.send_builder_message(p_lead uuid, p_body text) from public, anon, authenticated, service_role;
grant execute on function public.send_builder_message(p_lead uuid, p_body text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.send_project_message(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_body text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.project_lead(p_lead, p_expires, p_signature);
  if not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor) then
    raise exception 'This builder is not one you chose.' using errcode = 'P0002', hint = 'route_unknown';
  end if;
  return private.post_message(p_lead, p_contractor, 'homeowner', p_body);
end
$function$;

revoke all on function public.send_project_message(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_body text) from public, anon, authenticated, service_role;
grant execute on function public.send_project_message(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid, p_body text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.report_project_thread(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.project_lead(p_lead, p_expires, p_signature);
  if not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor) then
    raise exception 'This builder is not one you chose.' using errcode = 'P0002', hint = 'route_unknown';
  end if;
  insert into public.request_thread_reports (lead_id, contractor_id, reported_by)
  values (p_lead, p_contractor, 'homeowner') on conflict do nothing;
end
$function$;

revoke all on function public.report_project_thread(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid) from public, anon, authenticated, service_role;
grant execute on function public.report_project_thread(p_lead uuid, p_expires bigint, p_signature text, p_contractor uuid) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.report_builder_thread(p_lead uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null or not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = mine
                                    and r.chosen_at >= private.builder_sees_from()) then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  insert into public.request_thread_reports (lead_id, contractor_id, reported_by)
  values (p_lead, mine, 'builder') on conflict do nothing;
end
$function$;

revoke all on function public.report_builder_thread(p_lead uuid) from public, anon, authenticated, service_role;
grant execute on function public.report_builder_thread(p_lead uuid) to authenticated, service_role;
