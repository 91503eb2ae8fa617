-- Cities that have contractors (spec §3 City), for the sitemap. Derived from contractors by
-- refresh_cities(), which the seed and the import call.
create table public.cities (
  id bigint generated always as identity primary key,
  city_name text not null check (btrim(city_name) <> ''),
  state_code text not null check (private.is_state_code(state_code)),
  slug text not null check (slug ~ '^[^\s/A-Z]+$'),
  unique (state_code, slug)
);

alter table public.cities enable row level security;

create policy "Everyone reads cities" on public.cities
  for select to anon, authenticated using (true);

create or replace function public.refresh_cities() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  -- Direct database sessions (seed, migrations, the dashboard) are the owner's own: session_user is
  -- then the definer. API calls arrive as 'authenticator' and must be staff or the service role.
  if not (private.is_staff() or auth.role() = 'service_role' or session_user = current_user) then
    raise exception 'Only staff may refresh cities' using errcode = '42501';
  end if;
  with current_cities as (
    select distinct on (state, private.city_slug(city)) state, city, private.city_slug(city) as slug
    from public.contractors
    order by state, private.city_slug(city), city
  ),
  added as (
    insert into public.cities (city_name, state_code, slug)
    select city, state, slug from current_cities
    on conflict (state_code, slug) do nothing
    returning 1
  ),
  removed as (
    delete from public.cities c
    where not exists (select 1 from current_cities k where k.state = c.state_code and k.slug = c.slug)
    returning 1
  )
  select (select count(*) from added) + (select count(*) from removed) into changed;
  return changed;
end
$$;

revoke execute on function public.refresh_cities() from public, anon;
