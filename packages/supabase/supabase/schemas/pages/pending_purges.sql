create table private.pending_purges (
  contractor_id uuid not null,
  city text not null,
  state text not null,
  reach smallint not null,
  constraint pending_purges_pkey PRIMARY KEY (contractor_id, city, state),
  constraint pending_purges_reach_check CHECK (reach >= 1 AND reach <= 3)
);

revoke all on table private.pending_purges from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.purge_reach(p_old jsonb, p_new jsonb)
 RETURNS smallint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case
    when p_old is null or p_new is null
      or array[p_old -> 'name', p_old -> 'slug', p_old -> 'city', p_old -> 'state', p_old -> 'paused_at']
         is distinct from array[p_new -> 'name', p_new -> 'slug', p_new -> 'city', p_new -> 'state', p_new -> 'paused_at']
      then 3::smallint
    when (p_old - array['updated_at', 'description', 'services', 'service_cities', 'service_radius_miles',
                        'service_city_keys', 'service_reach', 'hours',
                        'founded_year', 'paused_until'])
         is distinct from
         (p_new - array['updated_at', 'description', 'services', 'service_cities', 'service_radius_miles',
                        'service_city_keys', 'service_reach', 'hours',
                        'founded_year', 'paused_until'])
      then 2::smallint
    -- Anything else, a touch of updated_at alone included (a review's new text or answer touches its
    -- builder so the profile follows), is the profile's.
    else 1::smallint
  end
$function$;

revoke all on function private.purge_reach(p_old jsonb, p_new jsonb) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.queue_purge(p_changed jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Before the worker has first started there is no queue (nor a page cached by it) to purge.
  if p_changed is null or jsonb_array_length(p_changed) = 0 or to_regnamespace('graphile_worker') is null then
    return;
  end if;
  insert into private.pending_purges (contractor_id, city, state, reach)
  select (x ->> 'id')::uuid, x ->> 'city', x ->> 'state', max(coalesce((x ->> 'reach')::smallint, 3))
    from jsonb_array_elements(p_changed) x
   where x ->> 'city' is not null and x ->> 'state' is not null
   group by 1, 2, 3
  on conflict (contractor_id, city, state) do update set reach = greatest(pending_purges.reach, excluded.reach);
  perform private.add_job('purge_pages', '{}'::json, 'purge_pages', null, 'coalesced', 'preserve_run_at');
exception when others then
  raise warning 'Could not queue the purge of the pages of % builders: %', jsonb_array_length(p_changed), sqlerrm;
end
$function$;

revoke all on function private.queue_purge(p_changed jsonb) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.take_pending_purges()
 RETURNS TABLE(contractor_id uuid, city text, state text, reach smallint)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ delete from private.pending_purges returning contractor_id, city, state, reach $function$;

revoke all on function private.take_pending_purges() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.queue_page_purge()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  changed jsonb;
begin
  -- Each statement's transition tables exist only for its kind: inserts have no old rows.
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('id', n.id, 'city', n.city, 'state', n.state, 'reach', 3)) into changed
      from new_rows n;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('id', o.id, 'city', o.city, 'state', o.state, 'reach', 3)) into changed
      from old_rows o;
  else
    -- Where the builder is now and, after a move, where it was.
    select jsonb_agg(jsonb_build_object('id', place.id, 'city', place.city, 'state', place.state, 'reach', place.reach))
      into changed
      from (
        select n.id, n.city, n.state, private.purge_reach(to_jsonb(o), to_jsonb(n)) as reach
          from new_rows n join old_rows o using (id)
        union
        select o.id, o.city, o.state, private.purge_reach(to_jsonb(o), to_jsonb(n))
          from new_rows n join old_rows o using (id)
         where (o.city, o.state) is distinct from (n.city, n.state)
      ) place
     where place.reach is not null;
  end if;
  perform private.queue_purge(changed);
  return null;
end
$function$;

revoke all on function private.queue_page_purge() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.queue_route_purge()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.queue_purge((
    select jsonb_agg(distinct jsonb_build_object('id', c.id, 'city', c.city, 'state', c.state, 'reach', 1))
    from new_rows n join old_rows o using (lead_id, contractor_id) join public.contractors c on c.id = n.contractor_id
    where n.contacted_at is distinct from o.contacted_at));
  return null;
end
$function$;

revoke all on function private.queue_route_purge() from public, anon, authenticated, service_role;
