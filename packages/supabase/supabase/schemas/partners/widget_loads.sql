create table private.widget_load_elsewhere (
  day date not null,
  partner text not null,
  loads integer not null,
  constraint widget_load_elsewhere_pkey PRIMARY KEY (day, partner)
);

alter table private.widget_load_elsewhere add constraint widget_load_elsewhere_partner_fkey FOREIGN KEY (partner) REFERENCES partners(id) ON DELETE CASCADE;

revoke all on table private.widget_load_elsewhere from public, anon, authenticated, service_role;

create table public.widget_loads (
  day date not null,
  origin text not null,
  partner text not null,
  widget text not null,
  kit_version text not null,
  loads integer default 0 not null,
  constraint widget_load_partner CHECK (private.is_partner_id(partner)),
  constraint widget_load_version CHECK (kit_version ~ '^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$'::text),
  constraint widget_load_widget CHECK (private.is_widget_tag(widget)),
  constraint widget_loads_pkey PRIMARY KEY (day, origin, partner, widget, kit_version)
);

revoke all on table public.widget_loads from public, anon, authenticated, service_role;
grant select on table public.widget_loads to authenticated;
grant all on table public.widget_loads to service_role;

alter table public.widget_loads enable row level security;

create policy "Staff read widget loads" on public.widget_loads
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION public.count_widget_load(p_partner text, p_widget text, p_version text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_origin text := left(nullif(btrim(
    coalesce(current_setting('request.headers', true), '{}')::json ->> 'origin'), ''), 300);
  v_day date := (now() at time zone 'utc')::date;
  limits private.widget_load_limits;
  counted integer;
begin
  if v_origin is null or v_origin = 'null'
     or not coalesce(private.is_partner_id(p_partner), false)
     or not coalesce(private.is_widget_tag(p_widget), false)
     or p_version !~ '^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$'
     or not exists (select 1 from public.partners p where p.id = p_partner) then
    return;
  end if;
  select * into limits from private.widget_load_limits;
  if not private.is_proven_origin(p_partner, v_origin) then
    v_origin := private.elsewhere();
    -- The day's allowance for everywhere else, taken one at a time (the row is locked while counted).
    insert into private.widget_load_elsewhere as e (day, partner, loads) values (v_day, p_partner, 1)
    on conflict (day, partner) do update set loads = e.loads + 1
      where e.loads < limits.elsewhere_per_partner_per_day
    returning e.loads into counted;
    if counted is null then
      return;
    end if;
  else
    select coalesce(sum(w.loads), 0) into counted from public.widget_loads w
     where w.day = v_day and w.origin = v_origin;
    if counted >= limits.per_origin_per_day then
      return;
    end if;
  end if;
  insert into public.widget_loads as w (day, origin, partner, widget, kit_version, loads)
  values (v_day, v_origin, p_partner, p_widget, p_version, 1)
  on conflict (day, origin, partner, widget, kit_version) do update set loads = w.loads + 1;
end
$function$;

revoke all on function public.count_widget_load(p_partner text, p_widget text, p_version text) from public, anon, authenticated, service_role;
grant execute on function public.count_widget_load(p_partner text, p_widget text, p_version text) to anon, authenticated, service_role;
