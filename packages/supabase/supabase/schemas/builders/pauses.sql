CREATE OR REPLACE FUNCTION private.end_past_pauses()
 RETURNS integer
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with ended as (
    update public.contractors set paused_at = null, paused_until = null
    where paused_until < (now() at time zone 'America/New_York')::date
    returning 1
  )
  select count(*)::integer from ended
$function$;

revoke all on function private.end_past_pauses() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_listing_pause(p_paused boolean, p_until date DEFAULT NULL::date)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.my_listing();
  today date := (now() at time zone 'America/New_York')::date;
  before jsonb;
begin
  if p_paused and p_until is not null and (p_until < today or p_until > today + 366) then
    raise exception 'Choose a day from today to a year from now, or leave it empty.'
      using errcode = '22023', hint = 'pause_until_invalid';
  end if;
  select jsonb_strip_nulls(jsonb_build_object('paused', paused_at is not null, 'until', paused_until)) into before
  from public.contractors where id = mine;
  update public.contractors
  set paused_at = case when p_paused then coalesce(paused_at, now()) end,
      paused_until = case when p_paused then p_until end
  where id = mine;
  insert into public.contractor_changes (contractor_id, changed_by, changed_by_email, role, before, after)
  values (mine, auth.uid(), auth.jwt() ->> 'email', 'builder', before,
          jsonb_strip_nulls(jsonb_build_object('paused', p_paused, 'until', case when p_paused then p_until end)));
end
$function$;

revoke all on function public.set_listing_pause(p_paused boolean, p_until date) from public, anon, authenticated, service_role;
grant execute on function public.set_listing_pause(p_paused boolean, p_until date) to authenticated, service_role;
