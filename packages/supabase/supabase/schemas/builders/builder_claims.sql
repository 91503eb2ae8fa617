create table public.builder_claims (
  id uuid default gen_random_uuid() not null,
  contractor_id uuid not null,
  kind text not null,
  email text not null,
  name text,
  phone text,
  website text,
  note text,
  status text default 'pending'::text not null,
  reason text,
  client_address text,
  created_at timestamp with time zone default now() not null,
  decided_at timestamp with time zone,
  decided_by uuid,
  constraint builder_claim_email CHECK (private.is_email(email)),
  constraint builder_claim_kind CHECK (kind = ANY (ARRAY['email'::text, 'review'::text, 'dispute'::text])),
  constraint builder_claim_name CHECK (char_length(name) <= 100),
  constraint builder_claim_note CHECK (char_length(note) <= 1000),
  constraint builder_claim_phone CHECK (char_length(phone) <= 30),
  constraint builder_claim_reason CHECK (char_length(reason) <= 500),
  constraint builder_claim_status CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'declined'::text, 'completed'::text])),
  constraint builder_claim_website CHECK (char_length(website) <= 300),
  constraint builder_claims_pkey PRIMARY KEY (id)
);

alter table public.builder_claims add constraint builder_claims_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

CREATE INDEX builder_claims_email ON public.builder_claims USING btree (lower(email));

CREATE INDEX builder_claims_pending ON public.builder_claims USING btree (created_at) WHERE (status = ANY (ARRAY['pending'::text, 'approved'::text]));

revoke all on table public.builder_claims from public, anon, authenticated, service_role;
grant maintain, select on table public.builder_claims to anon, authenticated;
grant all on table public.builder_claims to service_role;

alter table public.builder_claims enable row level security;

create policy "Staff read claims" on public.builder_claims
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION public.claim_listing_by_email(p_contractor uuid, p_email text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  held text;
begin
  perform private.count_claim(p_contractor, 'claim-listing');
  if exists (select 1 from public.builder_accounts where contractor_id = p_contractor) then
    return 'claim_taken';
  end if;
  select email into held from public.contractor_emails where contractor_id = p_contractor;
  if held is null then
    return 'claim_no_email';
  end if;
  if lower(btrim(coalesce(p_email, ''))) is distinct from lower(held) then
    return 'claim_email_mismatch';
  end if;
  insert into public.builder_claims (contractor_id, kind, email, client_address)
  values (p_contractor, 'email', held, private.client_address());
  return null;
end
$function$;

revoke all on function public.claim_listing_by_email(p_contractor uuid, p_email text) from public, anon, authenticated, service_role;
grant execute on function public.claim_listing_by_email(p_contractor uuid, p_email text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.claim_listing_info(p_contractor uuid)
 RETURNS TABLE(name text, city text, state text, claimed boolean, email_hint text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query
  select c.name, c.city, c.state, a.contractor_id is not null,
         case when a.contractor_id is null then left(e.email, 1) || '•••@' || split_part(e.email, '@', 2) end
  from public.contractors c
  left join public.builder_accounts a on a.contractor_id = c.id
  left join public.contractor_emails e on e.contractor_id = c.id
  where c.id = p_contractor;
end
$function$;

revoke all on function public.claim_listing_info(p_contractor uuid) from public, anon, authenticated, service_role;
grant execute on function public.claim_listing_info(p_contractor uuid) to anon, authenticated, public, service_role;

CREATE OR REPLACE FUNCTION public.complete_builder_claim()
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  account auth.users;
  claim public.builder_claims;
  holder public.builder_accounts;
begin
  select * into account from auth.users where id = auth.uid();
  if account.id is null or account.email_confirmed_at is null then
    return null;
  end if;
  select cl.* into claim from public.builder_claims cl
  where lower(cl.email) = lower(account.email)
    and ((cl.status = 'approved'
          and coalesce(cl.decided_at, cl.created_at) > now() - private.claim_approval_days() * interval '1 day')
      or (cl.kind = 'email' and cl.status = 'pending' and cl.created_at > now() - interval '1 day'
          and exists (select 1 from public.contractor_emails e
                      where e.contractor_id = cl.contractor_id and lower(e.email) = lower(cl.email))
          and not exists (select 1 from public.builder_accounts a where a.contractor_id = cl.contractor_id)))
  order by (cl.status = 'approved') desc, cl.created_at
  limit 1
  for update;
  if claim.id is null then
    return null;
  end if;
  if account.raw_app_meta_data ->> 'role' in ('staff', 'partner') then
    raise exception 'This account is a staff or partner account.' using errcode = 'P0001', hint = 'claim_account_taken';
  end if;
  if exists (select 1 from public.builder_accounts where user_id = account.id and contractor_id <> claim.contractor_id) then
    raise exception 'This account already keeps a listing.' using errcode = 'P0001', hint = 'claim_has_listing';
  end if;
  select * into holder from public.builder_accounts
   where contractor_id = claim.contractor_id and user_id <> account.id for update;
  if holder.user_id is not null
     and not (claim.kind = 'dispute' and claim.status = 'approved'
              and holder.claimed_at < coalesce(claim.decided_at, claim.created_at)) then
    update public.builder_claims
       set status = 'declined',
           reason = 'Another account took this listing after your claim was approved. Ask us to look again.'
     where id = claim.id;
    return null;
  end if;
  if holder.user_id is not null then
    delete from public.builder_accounts where contractor_id = claim.contractor_id;
    update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' - 'contractor_id' where id = holder.user_id;
  end if;
  insert into public.builder_accounts (contractor_id, user_id, email, sees_from)
  values (claim.contractor_id, account.id, account.email,
          case when holder.user_id is not null then now() else '-infinity' end)
  on conflict (contractor_id) do nothing;
  update auth.users
  set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
    || jsonb_build_object('role', 'builder', 'contractor_id', claim.contractor_id)
  where id = account.id;
  update public.builder_claims set status = 'completed', decided_at = coalesce(decided_at, now()) where id = claim.id;
  -- Other email claims of the same listing are spent.
  update public.builder_claims set status = 'declined', reason = 'Another claim was completed first.'
  where contractor_id = claim.contractor_id and id <> claim.id and kind = 'email' and status = 'pending';
  perform private.note_builder_network(claim.contractor_id);
  return claim.contractor_id;
end
$function$;

revoke all on function public.complete_builder_claim() from public, anon, authenticated, service_role;
grant execute on function public.complete_builder_claim() to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.decide_builder_claim(p_claim uuid, p_approve boolean, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  claim public.builder_claims;
begin
  perform private.require_staff();
  select * into claim from public.builder_claims where id = p_claim for update;
  if claim.id is null or claim.status <> 'pending' then
    raise exception 'This claim is not waiting for a decision.' using errcode = 'P0002', hint = 'claim_not_pending';
  end if;
  if not p_approve and btrim(coalesce(p_reason, '')) = '' then
    raise exception 'Give the claimant a reason for the decline.' using errcode = '22023', hint = 'claim_reason_missing';
  end if;
  update public.builder_claims
  set status = case when p_approve then 'approved' else 'declined' end,
      reason = nullif(btrim(p_reason), ''), decided_at = now(), decided_by = auth.uid()
  where id = p_claim;
  insert into public.email_outbox (template, to_email, to_name, payload, contractor_id)
  values ('builder-claim-decided', claim.email, claim.name, jsonb_build_object('claim_id', claim.id), claim.contractor_id);
end
$function$;

revoke all on function public.decide_builder_claim(p_claim uuid, p_approve boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.decide_builder_claim(p_claim uuid, p_approve boolean, p_reason text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.request_claim_review(p_contractor uuid, p_name text, p_email text, p_phone text, p_website text, p_note text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Their own count: requests for staff never use up the listing's email claims.
  perform private.count_claim(p_contractor, 'claim-review-listing');
  insert into public.builder_claims (contractor_id, kind, email, name, phone, website, note, client_address)
  values (
    p_contractor,
    case when exists (select 1 from public.builder_accounts where contractor_id = p_contractor)
      then 'dispute' else 'review' end,
    btrim(p_email), nullif(btrim(p_name), ''), nullif(btrim(p_phone), ''), nullif(btrim(p_website), ''),
    nullif(btrim(p_note), ''), private.client_address());
end
$function$;

revoke all on function public.request_claim_review(p_contractor uuid, p_name text, p_email text, p_phone text, p_website text, p_note text) from public, anon, authenticated, service_role;
grant execute on function public.request_claim_review(p_contractor uuid, p_name text, p_email text, p_phone text, p_website text, p_note text) to anon, authenticated, public, service_role;

-- Every claim of a listing, by email or for staff to review, is counted before anything is compared,
-- so guessing a listing's address costs the same hourly allowance as any other attempt.
create or replace function private.count_claim(p_contractor uuid, p_listing_act text)
 returns void
 language plpgsql
 set search_path to ''
as $function$
begin
  if not exists (select 1 from public.contractors where id = p_contractor) then
    raise exception 'No such listing.' using errcode = 'P0002', hint = 'claim_no_listing';
  end if;
  perform private.limit_act('claim-network', private.client_address(),
    'Too many claims from this network. Please try again in an hour.', 'claim_limit');
  perform private.limit_act(p_listing_act, p_contractor::text,
    'Too many claims of this listing. Please try again in an hour.', 'claim_limit');
end
$function$;

revoke all on function private.count_claim(p_contractor uuid, p_listing_act text) from public, anon, authenticated, service_role;
