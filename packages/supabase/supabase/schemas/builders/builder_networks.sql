create table private.builder_networks (
  contractor_id uuid not null,
  network text not null,
  seen_at timestamp with time zone default now() not null,
  constraint builder_networks_pkey PRIMARY KEY (contractor_id, network)
);

alter table private.builder_networks add constraint builder_networks_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

revoke all on table private.builder_networks from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.builder_sees_from()
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select a.sees_from from public.builder_accounts a
                    where a.contractor_id = private.builder_contractor_id()), 'infinity')
$function$;

revoke all on function private.builder_sees_from() from public, anon, authenticated, service_role;
grant execute on function private.builder_sees_from() to authenticated;

CREATE OR REPLACE FUNCTION private.is_own_request(p_lead uuid, p_contractor uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.lead_submissions l
    where l.id = p_lead and (
      lower(btrim(l.email)) in (
        select lower(a.email) from public.builder_accounts a where a.contractor_id = p_contractor
        union all
        select lower(u.email) from public.builder_accounts a join auth.users u on u.id = a.user_id
         where a.contractor_id = p_contractor
        union all
        select lower(e.email) from public.contractor_emails e where e.contractor_id = p_contractor
        union all
        select lower(cl.email) from public.builder_claims cl
         where cl.contractor_id = p_contractor and cl.status <> 'declined')
      or private.phone_key(l.phone) in (
        select private.phone_key(c.phone) from public.contractors c where c.id = p_contractor
        union all
        select private.phone_key(cl.phone) from public.builder_claims cl
         where cl.contractor_id = p_contractor and cl.status <> 'declined')
      or l.client_address in (
        select n.network from private.builder_networks n
         where n.contractor_id = p_contractor
           and n.seen_at > l.created_at - private.own_network_days() * interval '1 day'
           and n.seen_at > now() - private.own_network_days() * interval '1 day'
        union all
        select cl.client_address from public.builder_claims cl
         where cl.contractor_id = p_contractor and cl.status <> 'declined'
           and private.identifies_network(cl.client_address)))
  )
$function$;

revoke all on function private.is_own_request(p_lead uuid, p_contractor uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.note_builder_network(p_contractor uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  here text := private.client_address();
begin
  if p_contractor is not null and private.identifies_network(here) then
    insert into private.builder_networks (contractor_id, network) values (p_contractor, here)
    on conflict (contractor_id, network) do update set seen_at = now();
  end if;
end
$function$;

revoke all on function private.note_builder_network(p_contractor uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.note_my_sign_in()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.note_builder_network(private.my_listing());
end
$function$;

revoke all on function public.note_my_sign_in() from public, anon, authenticated, service_role;
grant execute on function public.note_my_sign_in() to authenticated, service_role;
