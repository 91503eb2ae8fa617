create table private.link_keys (
  only_row boolean default true not null,
  secret bytea default extensions.gen_random_bytes(32) not null,
  constraint link_keys_only_row_check CHECK (only_row),
  constraint link_keys_pkey PRIMARY KEY (only_row)
);

revoke all on table private.link_keys from public, anon, authenticated, service_role;

insert into private.link_keys (only_row) values
  ('true');

CREATE OR REPLACE FUNCTION private.confirm_link(p_lead uuid)
 RETURNS TABLE(expires bigint, signature text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select e, private.link_signature('confirm-request.' || p_lead::text || '.' || e::text)
  from (select extract(epoch from now() + interval '60 days')::bigint as e) expiry
$function$;

revoke all on function private.confirm_link(p_lead uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.link_signature(p_text text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select rtrim(translate(encode(extensions.hmac(convert_to(p_text, 'UTF8'),
    (select k.secret from private.link_keys k), 'sha256'), 'base64'), '+/', '-_'), '=')
$function$;

revoke all on function private.link_signature(p_text text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.request_confirmed(l lead_submissions)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (l.confirmed_at is not null or l.contacted_at is not null
          or exists (select 1 from public.lead_routes r where r.lead_id = l.id and r.contacted_at is not null))
     -- A request staff agreed a builder could not use (unreachable, not real) earns its partner nothing.
     and not exists (select 1 from public.request_flags f where f.lead_id = l.id and f.status = 'confirmed')
$function$;

revoke all on function private.request_confirmed(l lead_submissions) from public, anon, authenticated, service_role;
grant execute on function private.request_confirmed(l lead_submissions) to authenticated;

CREATE OR REPLACE FUNCTION private.withdraw_link(p_lead uuid)
 RETURNS TABLE(expires bigint, signature text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select e, private.withdraw_signature(p_lead, e)
  from (select extract(epoch from now() + interval '60 days')::bigint as e) expiry
$function$;

revoke all on function private.withdraw_link(p_lead uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.withdraw_signature(p_lead uuid, p_expires bigint)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select rtrim(translate(encode(extensions.hmac(convert_to(p_lead::text || '.' || p_expires::text, 'UTF8'),
    (select k.secret from private.link_keys k), 'sha256'), 'base64'), '+/', '-_'), '=')
$function$;

revoke all on function private.withdraw_signature(p_lead uuid, p_expires bigint) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.confirm_request(p_lead uuid, p_expires bigint, p_signature text)
 RETURNS TABLE(confirmed_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_signature is distinct from private.link_signature('confirm-request.' || p_lead::text || '.' || p_expires::text) then
    raise exception 'This confirmation link is not valid.' using errcode = 'P0001', hint = 'confirm_link_invalid';
  end if;
  if p_expires < extract(epoch from now()) then
    raise exception 'This confirmation link has expired.' using errcode = 'P0001', hint = 'confirm_link_expired';
  end if;
  return query
    update public.lead_submissions l set confirmed_at = coalesce(l.confirmed_at, now())
     where l.id = p_lead
    returning l.confirmed_at;
  if not found then
    raise exception 'This confirmation link is not valid.' using errcode = 'P0001', hint = 'confirm_link_invalid';
  end if;
end
$function$;

revoke all on function public.confirm_request(p_lead uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_request(p_lead uuid, p_expires bigint, p_signature text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.withdraw_request(p_lead uuid, p_expires bigint, p_signature text)
 RETURNS TABLE(withdrawn_at timestamp with time zone, already_with text[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
  earlier timestamptz;
begin
  if p_lead is null or p_expires is null or p_signature is null
     or p_signature is distinct from private.withdraw_signature(p_lead, p_expires) then
    raise exception 'This withdraw link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  if to_timestamp(p_expires) < now() then
    raise exception 'This withdraw link has expired.' using errcode = 'P0001', hint = 'withdraw_link_expired';
  end if;
  select l.withdrawn_at into earlier from public.lead_submissions l where l.id = p_lead for update;
  update public.lead_submissions l set withdrawn_at = coalesce(l.withdrawn_at, now())
   where l.id = p_lead returning * into lead;
  if lead.id is null then
    raise exception 'This withdraw link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  update public.email_outbox o set status = 'cancelled', last_error = 'The homeowner withdrew the request.'
   where o.lead_id = p_lead and o.template = 'lead-to-builder' and o.status in ('queued', 'failed');
  if earlier is null then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id)
    values ('lead-withdrawn', lead.email, lead.name, jsonb_build_object('lead_id', p_lead), p_lead);
  end if;
  withdrawn_at := lead.withdrawn_at;
  already_with := private.lead_already_with(p_lead);
  return next;
end
$function$;

revoke all on function public.withdraw_request(p_lead uuid, p_expires bigint, p_signature text) from public, anon, authenticated, service_role;
grant execute on function public.withdraw_request(p_lead uuid, p_expires bigint, p_signature text) to anon, authenticated, service_role;
