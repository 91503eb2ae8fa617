create table private.act_limits (
  kind text not null,
  per_hour integer not null,
  constraint act_limits_per_hour_check CHECK (per_hour > 0),
  constraint act_limits_pkey PRIMARY KEY (kind)
);

revoke all on table private.act_limits from public, anon, authenticated, service_role;

insert into private.act_limits (kind, per_hour) values
  ('claim-listing', '5'),
  ('claim-network', '5'),
  ('claim-review-listing', '5'),
  ('report', '10'),
  ('request-message', '10'),
  ('review', '10');

create table private.acts (
  kind text not null,
  subject text not null,
  at timestamp with time zone default now() not null
);

CREATE INDEX acts_by_subject ON private.acts USING btree (kind, subject, at DESC);

revoke all on table private.acts from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.client_address()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with hops as (
    select array(
      select btrim(hop) from unnest(string_to_array(
        coalesce(current_setting('request.headers', true), '{}')::json ->> 'x-forwarded-for', ',')) hop
      where btrim(hop) <> '') as list
  )
  select left(list[cardinality(list) + 1 - (select s.trusted_proxies from private.network_settings s)], 100)
  from hops
$function$;

revoke all on function private.client_address() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.enforce_hourly_limits(p_by_email bigint, p_by_address bigint)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  limits private.lead_limits;
begin
  select * into limits from private.lead_limits;
  if p_by_email >= limits.per_email_per_hour then
    raise exception 'Too many requests from this email address. Please try again in an hour.'
      using errcode = 'P0001', hint = 'lead_rate_limit_email';
  end if;
  if p_by_address >= limits.per_address_per_hour then
    raise exception 'Too many requests from your network. Please wait a while and try again.'
      using errcode = 'P0001', hint = 'lead_rate_limit_address';
  end if;
end
$function$;

revoke all on function private.enforce_hourly_limits(p_by_email bigint, p_by_address bigint) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.identifies_network(p_address text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select p_address is not null and p_address !~ '^(127\.|::1$|::ffff:127\.)' $function$;

revoke all on function private.identifies_network(p_address text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.limit_act(p_kind text, p_subject text, p_message text, p_hint text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_subject is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('act:' || p_kind || ':' || p_subject));
  delete from private.acts where kind = p_kind and subject = p_subject and at <= now() - interval '1 hour';
  if (select count(*) from private.acts where kind = p_kind and subject = p_subject)
     >= (select l.per_hour from private.act_limits l where l.kind = p_kind) then
    raise exception '%', p_message using errcode = 'P0001', hint = p_hint;
  end if;
  insert into private.acts (kind, subject) values (p_kind, p_subject);
end
$function$;

revoke all on function private.limit_act(p_kind text, p_subject text, p_message text, p_hint text) from public, anon, authenticated, service_role;
