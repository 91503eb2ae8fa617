-- Issue 36: webhooks on Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature; whsec_
-- secrets of 32 random bytes in base64). Endpoints made before keep the previous scheme
-- (pond-webhook-*, HMAC keyed with the secret's text) for one release — until 2027-02-01
-- (@pond/core PREVIOUS_WEBHOOK_SIGNING_ENDS) — or until their partner rotates the secret, which moves
-- them to the standard at once. Partners read which scheme their endpoint is on (their dashboard's notice).

alter table public.partner_webhooks add column signing text not null default 'standard'
  constraint webhook_signing check (signing in ('standard', 'pond-v1'));
update public.partner_webhooks set signing = 'pond-v1';
grant select (signing) on public.partner_webhooks to authenticated;

create or replace function private.webhook_secret() returns text
language sql volatile
set search_path = ''
as $$ select 'whsec_' || encode(extensions.gen_random_bytes(32), 'base64') $$;

create or replace function public.rotate_partner_webhook_secret() returns text
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
