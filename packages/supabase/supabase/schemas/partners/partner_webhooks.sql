create table public.partner_webhooks (
  partner_id text not null,
  url text not null,
  secret text not null,
  created_at timestamp with time zone default now() not null,
  secret_rotated_at timestamp with time zone default now() not null,
  signing text default 'standard'::text not null,
  constraint partner_webhook_url CHECK (char_length(url) <= 500 AND (url ~ '^https://[^\s/?#]+'::text OR url ~ '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?(/|$)'::text)),
  constraint partner_webhooks_pkey PRIMARY KEY (partner_id),
  constraint webhook_signing CHECK (signing = ANY (ARRAY['standard'::text, 'pond-v1'::text]))
);

alter table public.partner_webhooks add constraint partner_webhooks_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES partners(id) ON DELETE CASCADE;

revoke all on table public.partner_webhooks from public, anon, authenticated, service_role;
grant all on table public.partner_webhooks to service_role;
grant select (partner_id) on table public.partner_webhooks to authenticated;
grant select (url) on table public.partner_webhooks to authenticated;
grant select (created_at) on table public.partner_webhooks to authenticated;
grant select (secret_rotated_at) on table public.partner_webhooks to authenticated;
grant select (signing) on table public.partner_webhooks to authenticated;

alter table public.partner_webhooks enable row level security;

create policy "Partners read their webhook, staff all" on public.partner_webhooks
  for select to authenticated
  using (((partner_id = private.partner_id()) OR private.is_staff()));

CREATE OR REPLACE FUNCTION private.webhook_secret()
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select 'whsec_' || encode(extensions.gen_random_bytes(32), 'base64') $function$;

revoke all on function private.webhook_secret() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.remove_partner_webhook()
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ delete from public.partner_webhooks w where w.partner_id = private.partner_id() $function$;

revoke all on function public.remove_partner_webhook() from public, anon, authenticated, service_role;
grant execute on function public.remove_partner_webhook() to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.rotate_partner_webhook_secret()
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  made text;
begin
  update public.partner_webhooks w
     set secret = private.webhook_secret(), secret_rotated_at = now(), signing = 'standard'
   where w.partner_id = private.partner_id()
  returning secret into made;
  if made is null then
    raise exception 'Add an endpoint first' using errcode = 'P0001', hint = 'partner_webhook_missing';
  end if;
  return made;
end
$function$;

revoke all on function public.rotate_partner_webhook_secret() from public, anon, authenticated, service_role;
grant execute on function public.rotate_partner_webhook_secret() to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_partner_webhook(p_url text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me text := private.partner_id();
  made text;
begin
  if me is null then
    raise exception 'Sign in as a partner first' using errcode = '42501';
  end if;
  if p_url is null or not (btrim(p_url) ~ '^https://[^\s/?#]+'
     or btrim(p_url) ~ '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?(/|$)') or char_length(p_url) > 500 then
    raise exception 'Enter an https:// address (plain http only on localhost, for testing)'
      using errcode = 'P0001', hint = 'partner_webhook_url';
  end if;
  insert into public.partner_webhooks (partner_id, url, secret) values (me, btrim(p_url), private.webhook_secret())
  on conflict (partner_id) do update set url = excluded.url
  returning case when xmax = 0 then secret end into made;
  return made;
end
$function$;

revoke all on function public.set_partner_webhook(p_url text) from public, anon, authenticated, service_role;
grant execute on function public.set_partner_webhook(p_url text) to anon, authenticated, service_role;
