create table public.builder_accounts (
  contractor_id uuid not null,
  user_id uuid not null,
  email text not null,
  claimed_at timestamp with time zone default now() not null,
  request_mail text default 'each'::text not null,
  sees_from timestamp with time zone default '-infinity'::timestamp with time zone not null,
  constraint builder_accounts_pkey PRIMARY KEY (contractor_id),
  constraint builder_accounts_user_id_key UNIQUE (user_id),
  constraint builder_request_mail CHECK (request_mail = ANY (ARRAY['each'::text, 'daily'::text]))
);

alter table public.builder_accounts add constraint builder_accounts_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

alter table public.builder_accounts add constraint builder_accounts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

revoke all on table public.builder_accounts from public, anon, authenticated, service_role;
grant maintain, select on table public.builder_accounts to anon, authenticated;
grant all on table public.builder_accounts to service_role;

alter table public.builder_accounts enable row level security;

create policy "Builders read their own account; staff read all" on public.builder_accounts
  for select to authenticated
  using (((user_id = auth.uid()) OR private.is_staff()));

CREATE OR REPLACE FUNCTION private.builder_contractor_id()
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select a.contractor_id from public.builder_accounts a
  where a.user_id = auth.uid() and auth.jwt() -> 'app_metadata' ->> 'role' = 'builder'
$function$;

revoke all on function private.builder_contractor_id() from public, anon, authenticated, service_role;
grant execute on function private.builder_contractor_id() to authenticated;

CREATE OR REPLACE FUNCTION private.my_listing()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null then
    raise exception 'Sign in as the builder of this listing to change it.' using errcode = '42501', hint = 'not_builder';
  end if;
  return mine;
end
$function$;

revoke all on function private.my_listing() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.builder_accounts_overview()
 RETURNS TABLE(contractor_id uuid, name text, city text, state text, email text, claimed_at timestamp with time zone, requests integer, contacted integer, quoted integer, median_minutes integer, paused_at timestamp with time zone, paused_until date, request_mail text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff();
  return query
  select a.contractor_id, c.name, c.city, c.state, a.email, a.claimed_at,
         coalesce(f.requests, 0), coalesce(f.contacted, 0), coalesce(f.quoted, 0), f.median_minutes,
         c.paused_at, c.paused_until, a.request_mail
  from public.builder_accounts a
  join public.contractors c on c.id = a.contractor_id
  left join private.response_figures(null) f on f.contractor_id = a.contractor_id
  order by a.claimed_at desc;
end
$function$;

revoke all on function public.builder_accounts_overview() from public, anon, authenticated, service_role;
grant execute on function public.builder_accounts_overview() to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.mail_requests_to_account()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.contractor_emails (contractor_id, email)
  values (new.contractor_id, new.email)
  on conflict on constraint contractor_emails_pkey do update set email = excluded.email;
  return null;
end
$function$;

revoke all on function private.mail_requests_to_account() from public, anon, authenticated, service_role;

CREATE TRIGGER builder_accounts_mail_requests AFTER INSERT OR UPDATE OF email ON builder_accounts FOR EACH ROW EXECUTE FUNCTION private.mail_requests_to_account();
