create table public.cities (
  id bigint generated always as identity,
  city_name text not null,
  state_code text not null,
  slug text not null,
  constraint cities_city_name_check CHECK (btrim(city_name) <> ''::text),
  constraint cities_pkey PRIMARY KEY (id),
  constraint cities_slug_check CHECK (slug ~ '^[^\s/A-Z]+$'::text),
  constraint cities_state_code_check CHECK (private.is_state_code(state_code)),
  constraint cities_state_code_slug_key UNIQUE (state_code, slug)
);

revoke all on table public.cities from public, anon, authenticated, service_role;
grant maintain, select on table public.cities to anon, authenticated;
grant all on table public.cities to service_role;

alter table public.cities enable row level security;

create policy "Everyone reads cities" on public.cities
  for select to anon, authenticated
  using (true);

CREATE OR REPLACE FUNCTION public.city_summary(p_city text, p_state text)
 RETURNS TABLE(builder_count integer, average_rating numeric, nearby jsonb)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with here as (
    select coalesce(
      (select extensions.ll_to_earth(avg(z.latitude), avg(z.longitude)) from public.zip_codes z
        where z.state = upper(btrim(p_state)) and private.city_match_key(z.city) = private.city_match_key(p_city)
        having count(*) > 0),
      (select extensions.ll_to_earth(avg(c.latitude), avg(c.longitude)) from public.contractors c
        where c.state = upper(btrim(p_state)) and private.city_match_key(c.city) = private.city_match_key(p_city)
          and c.latitude is not null
        having count(*) > 0)
    ) as centre
  ),
  builders as (
    select count(*)::integer as n, round(avg(c.rating), 1) as rating
    from public.contractors c
    where c.state = upper(btrim(p_state)) and private.city_match_key(c.city) = private.city_match_key(p_city)
  ),
  near as (
    select o.city, o.state
    from private.city_counts o, here h
    where o.located > 0
      and not (o.state = upper(btrim(p_state)) and private.city_match_key(o.city_key) = private.city_match_key(p_city))
      and (o.state = upper(btrim(p_state))
           or extensions.earth_box(h.centre, 160934) operator(extensions.@>) o.centre)
    order by (o.state = upper(btrim(p_state))) desc,
             extensions.earth_distance(o.centre, h.centre) nulls last, o.city
    limit 4
  )
  select b.n, b.rating,
         coalesce((select jsonb_agg(jsonb_build_object('city', n.city, 'state', n.state)) from near n), '[]'::jsonb)
  from builders b
$function$;

revoke all on function public.city_summary(p_city text, p_state text) from public, anon, authenticated, service_role;
grant execute on function public.city_summary(p_city text, p_state text) to anon, authenticated, public, service_role;

CREATE OR REPLACE FUNCTION public.place_exists(p_city text, p_state text)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.zip_codes z
    where z.state = upper(btrim(p_state)) and private.city_match_key(z.city) = private.city_match_key(p_city)
  ) or exists (
    select 1 from public.contractors c
    where c.state = upper(btrim(p_state)) and private.city_match_key(c.city) = private.city_match_key(p_city)
  )
$function$;

revoke all on function public.place_exists(p_city text, p_state text) from public, anon, authenticated, service_role;
grant execute on function public.place_exists(p_city text, p_state text) to anon, authenticated, public, service_role;

CREATE OR REPLACE FUNCTION public.refresh_cities()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.refresh_cities() from public, anon, authenticated, service_role;
grant execute on function public.refresh_cities() to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.state_cities(p_state text)
 RETURNS TABLE(city text, count integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- Each city's builders: those based there and those from elsewhere who serve it.
  select c.city, c.contractors + coalesce(s.builders, 0)
  from private.city_counts c
  -- On the key kept with each city: working it out for each of a big state's cities was half the time.
  left join private.place_serving s on s.state = c.state and s.city_key = c.match_key
  where c.state = upper(btrim(p_state))
  order by c.city
$function$;

revoke all on function public.state_cities(p_state text) from public, anon, authenticated, service_role;
grant execute on function public.state_cities(p_state text) to anon, authenticated, public, service_role;
