-- A builder's quotes on one request, every revision kept: the homeowner's page shows the latest with
-- its date, and the route's quote_amount/quote_note mirror it for the figures that read them.
create table public.request_quotes (
  lead_id uuid not null,
  contractor_id uuid not null,
  revision integer not null,
  total integer not null,
  items jsonb default '[]'::jsonb not null,
  starts_on date,
  valid_until date,
  note text,
  sent_at timestamp with time zone default now() not null,
  constraint request_quote_items CHECK (private.quote_items_problem(items, total) IS NULL),
  constraint request_quote_note CHECK (char_length(note) <= 1000),
  constraint request_quote_revision CHECK (revision >= 1),
  constraint request_quote_total CHECK (total >= 1 AND total <= 10000000),
  constraint request_quotes_pkey PRIMARY KEY (lead_id, contractor_id, revision)
);

alter table public.request_quotes add constraint request_quotes_route_fkey FOREIGN KEY (lead_id, contractor_id) REFERENCES lead_routes(lead_id, contractor_id) ON DELETE CASCADE;

revoke all on table public.request_quotes from public, anon, authenticated, service_role;
grant select on table public.request_quotes to authenticated;
grant all on table public.request_quotes to service_role;

alter table public.request_quotes enable row level security;

create policy "Staff read quotes" on public.request_quotes
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION private.quote_items_problem(p_items jsonb, p_total integer)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  item jsonb;
  labels text[] := '{}';
  label text;
  sum bigint := 0;
begin
  if jsonb_typeof(p_items) is distinct from 'array' then
    return 'quote_items_invalid';
  end if;
  if jsonb_array_length(p_items) > 20 then
    return 'quote_items_too_many';
  end if;
  for item in select value from jsonb_array_elements(p_items) loop
    if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'amount') <> 'number'
       or (item ->> 'amount') !~ '^[0-9]{1,8}$' or (item ->> 'amount')::bigint > 10000000 then
      return 'quote_item_amount';
    end if;
    label := case item ->> 'key'
      when 'excavation' then 'Excavation' when 'liner' then 'Liner and underlayment'
      when 'pump' then 'Pump' when 'filtration' then 'Filtration'
      when 'waterfall' then 'Waterfall or stream' when 'rock' then 'Rock and gravel'
      when 'lighting' then 'Lighting' when 'plants' then 'Plants' when 'fish' then 'Fish'
      when 'permits' then 'Permits' when 'other' then 'Other' end;
    if item ->> 'key' is not null and label is null then
      return 'quote_item_label';
    end if;
    label := coalesce(label, btrim(item ->> 'label'));
    if label is null or char_length(label) not between 1 and 60 then
      return 'quote_item_label';
    end if;
    if lower(label) = any (labels) then
      return 'quote_item_twice';
    end if;
    labels := labels || lower(label);
    sum := sum + (item ->> 'amount')::bigint;
  end loop;
  if jsonb_array_length(p_items) > 0 and sum is distinct from p_total then
    return 'quote_items_sum';
  end if;
  return null;
end
$function$;

revoke all on function private.quote_items_problem(p_items jsonb, p_total integer) from public, anon, authenticated, service_role;
grant execute on function private.quote_items_problem(p_items jsonb, p_total integer) to public;

CREATE OR REPLACE FUNCTION private.record_quote(p_lead uuid, p_contractor uuid, p_total integer, p_items jsonb, p_starts_on date, p_valid_until date, p_note text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  route public.lead_routes;
  problem text := private.quote_items_problem(coalesce(p_items, '[]'::jsonb), p_total);
begin
  if p_total is null or p_total not between 1 and 10000000 or char_length(p_note) > 1000 then
    raise exception 'A quote is a whole number of dollars and a note of at most 1,000 characters.'
      using errcode = '22023', hint = 'request_quote_invalid';
  end if;
  if problem is not null then
    raise exception 'The quote''s items are not valid (%).', problem using errcode = '22023', hint = 'quote_items_invalid';
  end if;
  -- A day behind the database's clock: the builder's own today, west of UTC.
  if p_starts_on not between current_date - 1 and current_date + 730 then
    raise exception 'The earliest start must be a date from today on.' using errcode = '22023', hint = 'quote_starts_on';
  end if;
  if p_valid_until not between current_date - 1 and current_date + 730 then
    raise exception 'A quote is valid until a date from today on.' using errcode = '22023', hint = 'quote_valid_until';
  end if;
  if exists (select 1 from public.lead_submissions l
              where l.id = p_lead and (l.closed_at is not null or l.withdrawn_at is not null)) then
    raise exception 'The homeowner closed or withdrew this request.' using errcode = 'P0001', hint = 'request_closed';
  end if;
  select * into route from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor for update;
  insert into public.request_quotes (lead_id, contractor_id, revision, total, items, starts_on, valid_until, note)
  values (p_lead, p_contractor,
          coalesce((select max(q.revision) from public.request_quotes q
                     where q.lead_id = p_lead and q.contractor_id = p_contractor), 0) + 1,
          p_total, coalesce(p_items, '[]'::jsonb), p_starts_on, p_valid_until, nullif(btrim(p_note), ''));
  update public.lead_routes r set
    contacted_at = coalesce(r.contacted_at, now()),
    outcome = case when r.outcome = 'won' then 'won' else 'quoted' end,
    quote_amount = p_total,
    quote_note = nullif(btrim(p_note), ''),
    not_fit_reason = null,
    outcome_at = now(),
    quote_mailed_amounts = case when p_total = any (r.quote_mailed_amounts) then r.quote_mailed_amounts
                                else r.quote_mailed_amounts || p_total end,
    own_request = r.own_request or private.is_own_request(p_lead, p_contractor)
  where r.lead_id = p_lead and r.contractor_id = p_contractor;
  -- One mail per amount: a revision that only changes the items or dates shows on the page unmailed.
  if not (p_total = any (route.quote_mailed_amounts)) then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
    select 'request-quoted', l.email, l.name, jsonb_build_object('lead_id', l.id), l.id, p_contractor
    from public.lead_submissions l where l.id = p_lead and l.withdrawn_at is null;
  end if;
end
$function$;

revoke all on function private.record_quote(p_lead uuid, p_contractor uuid, p_total integer, p_items jsonb, p_starts_on date, p_valid_until date, p_note text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.send_quote(p_lead uuid, p_total integer, p_items jsonb DEFAULT '[]'::jsonb, p_starts_on date DEFAULT NULL::date, p_valid_until date DEFAULT NULL::date, p_note text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null then
    raise exception 'Sign in as a builder to send quotes.' using errcode = '42501', hint = 'not_builder';
  end if;
  if not exists (select 1 from public.lead_routes r
                  where r.lead_id = p_lead and r.contractor_id = mine and r.chosen_at >= private.builder_sees_from()) then
    raise exception 'This request did not choose you.' using errcode = 'P0002', hint = 'request_not_yours';
  end if;
  perform private.note_builder_network(mine);
  perform private.record_quote(p_lead, mine, p_total, p_items, p_starts_on, p_valid_until, p_note);
end
$function$;

revoke all on function public.send_quote(p_lead uuid, p_total integer, p_items jsonb, p_starts_on date, p_valid_until date, p_note text) from public, anon, authenticated, service_role;
grant execute on function public.send_quote(p_lead uuid, p_total integer, p_items jsonb, p_starts_on date, p_valid_until date, p_note text) to authenticated, service_role;

-- The latest revision of each quote on a request, with the date of its first.
CREATE OR REPLACE FUNCTION private.latest_quotes(p_lead uuid)
 RETURNS TABLE(contractor_id uuid, quote jsonb)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select distinct on (q.contractor_id) q.contractor_id,
         jsonb_build_object('total', q.total, 'items', q.items, 'starts_on', q.starts_on,
           'valid_until', q.valid_until, 'note', q.note, 'revision', q.revision, 'sent_at', q.sent_at,
           'first_sent_at', (select min(f.sent_at) from public.request_quotes f
                              where f.lead_id = q.lead_id and f.contractor_id = q.contractor_id))
  from public.request_quotes q
  where q.lead_id = p_lead
  order by q.contractor_id, q.revision desc
$function$;

revoke all on function private.latest_quotes(p_lead uuid) from public, anon, authenticated, service_role;

-- A quote's PDF: the builder who quoted attaches one (through the Worker, which keeps the file), for
-- as long as the request is open. Its address is signed here for an hour and handed only to the
-- homeowner (request_page), that builder (builder_requests) and staff; whoever holds an address may
-- open it until it expires, as with site photos.
CREATE OR REPLACE FUNCTION public.may_attach_quote_file(p_lead uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
    where r.lead_id = p_lead and r.contractor_id = private.builder_contractor_id()
      and r.chosen_at >= private.builder_sees_from()
      and r.outcome in ('quoted', 'won') and l.withdrawn_at is null and l.closed_at is null)
$function$;

revoke all on function public.may_attach_quote_file(p_lead uuid) from public, anon, authenticated, service_role;
grant execute on function public.may_attach_quote_file(p_lead uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.attach_quote_file(p_lead uuid, p_key text, p_bytes integer)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  replaced text;
begin
  -- Only a key the Worker makes for this request: never another stored file to read or to replace.
  if p_key is null
     or p_key !~ ('^quote-files/' || p_lead::text || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
    raise exception 'This is not a quote file we keep.' using errcode = '22023', hint = 'quote_file_key_invalid';
  end if;
  if not public.may_attach_quote_file(p_lead) then
    raise exception 'Attach a PDF to a quote you sent, while the request is open.'
      using errcode = '42501', hint = 'quote_file_not_yours';
  end if;
  select r.quote_file_key into replaced from public.lead_routes r
   where r.lead_id = p_lead and r.contractor_id = private.builder_contractor_id() for update;
  update public.lead_routes r set quote_file_key = p_key, quote_file_bytes = p_bytes, quote_file_at = now()
   where r.lead_id = p_lead and r.contractor_id = private.builder_contractor_id();
  return replaced;
end
$function$;

revoke all on function public.attach_quote_file(p_lead uuid, p_key text, p_bytes integer) from public, anon, authenticated, service_role;
grant execute on function public.attach_quote_file(p_lead uuid, p_key text, p_bytes integer) to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.quote_file_signature(p_lead uuid, p_contractor uuid, p_expires bigint)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.link_signature('quote-file.' || p_lead::text || '.' || p_contractor::text || '.' || p_expires::text)
$function$;

revoke all on function private.quote_file_signature(p_lead uuid, p_contractor uuid, p_expires bigint) from public, anon, authenticated, service_role;

-- The PDF's signed address parts, for those already found allowed to see the quote; null without one.
CREATE OR REPLACE FUNCTION private.quote_file_link(p_lead uuid, p_contractor uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object('lead', p_lead, 'contractor', p_contractor, 'bytes', r.quote_file_bytes,
           'expires', e.expires, 'signature', private.quote_file_signature(p_lead, p_contractor, e.expires))
  from public.lead_routes r
  cross join (select extract(epoch from now() + interval '60 minutes')::bigint as expires) e
  where r.lead_id = p_lead and r.contractor_id = p_contractor and r.quote_file_key is not null
$function$;

revoke all on function private.quote_file_link(p_lead uuid, p_contractor uuid) from public, anon, authenticated, service_role;

-- The Worker's question before it answers a quote's PDF: the stored file, only for an address signed
-- here and still in time.
CREATE OR REPLACE FUNCTION public.quote_file_key(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.quote_file_key from public.lead_routes r
  where r.lead_id = p_lead and r.contractor_id = p_contractor
    and p_expires >= extract(epoch from now())::bigint
    and p_expires <= extract(epoch from now() + interval '60 minutes')::bigint + 1
    and p_signature = private.quote_file_signature(p_lead, p_contractor, p_expires)
$function$;

revoke all on function public.quote_file_key(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;
grant execute on function public.quote_file_key(p_lead uuid, p_contractor uuid, p_expires bigint, p_signature text) to anon, authenticated, service_role;

-- Staff read a quote's PDF from the request's page.
CREATE OR REPLACE FUNCTION public.staff_quote_files(p_lead uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_staff() then
    raise exception 'Only staff can open a request''s quotes.' using errcode = '42501', hint = 'not_staff';
  end if;
  return coalesce((select jsonb_agg(private.quote_file_link(r.lead_id, r.contractor_id) order by r.slot)
                     from public.lead_routes r where r.lead_id = p_lead and r.quote_file_key is not null), '[]'::jsonb);
end
$function$;

revoke all on function public.staff_quote_files(p_lead uuid) from public, anon, authenticated, service_role;
grant execute on function public.staff_quote_files(p_lead uuid) to authenticated, service_role;
