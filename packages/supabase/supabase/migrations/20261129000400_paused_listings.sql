-- Issue 34 (part): a builder who cannot take work for a while pauses their listing. A paused builder
-- stays in the directory with their profile, but is not offered to homeowners choosing builders for a
-- request, and a choice that names them anyway does not reach them (the choice is refused, with a hint
-- the form turns into words).

alter table public.contractors add column paused_at timestamptz;

create or replace function public.set_listing_paused(p_paused boolean) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine uuid := private.builder_contractor_id();
begin
  if mine is null then
    raise exception 'Sign in as the builder of this listing to pause it.' using errcode = '42501', hint = 'not_builder';
  end if;
  update public.contractors set paused_at = case when p_paused then coalesce(paused_at, now()) end where id = mine;
  insert into public.contractor_changes (contractor_id, changed_by, changed_by_email, role, before, after)
  values (mine, auth.uid(), auth.jwt() ->> 'email', 'builder',
          jsonb_build_object('paused', not p_paused), jsonb_build_object('paused', p_paused));
end
$$;

-- Refuses a choice that names a paused builder (the offer leaves them out; a stale page may not).
create or replace function private.refuse_paused_routes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.contractors c where c.id = new.contractor_id and c.paused_at is not null) then
    raise exception 'A builder you chose is not taking new requests right now. Please choose again.'
      using errcode = 'P0001', hint = 'builder_paused';
  end if;
  return new;
end
$$;
create trigger lead_routes_refuse_paused before insert on public.lead_routes
  for each row execute function private.refuse_paused_routes();

revoke execute on function private.refuse_paused_routes() from public;
revoke execute on function public.set_listing_paused(boolean) from public, anon;
grant execute on function public.set_listing_paused(boolean) to authenticated;
