-- A builder's own website: the badge's loads, counted per day and site for the builder's dashboard.
create table private.builder_site_loads (
  day date not null,
  contractor_id uuid not null,
  origin text not null,
  loads integer default 0 not null,
  constraint builder_site_loads_pkey PRIMARY KEY (day, contractor_id, origin)
);

alter table private.builder_site_loads add constraint builder_site_loads_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

revoke all on table private.builder_site_loads from public, anon, authenticated, service_role;
grant maintain on table private.builder_site_loads to service_role;

-- How much one builder's badge counts in a day: enough for a busy website, too little for a script to
-- fill the dashboard.
CREATE OR REPLACE FUNCTION private.builder_site_limits(OUT loads_per_day integer, OUT origins_per_day integer)
 RETURNS record
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 5000, 20 $function$;

revoke all on function private.builder_site_limits(OUT loads_per_day integer, OUT origins_per_day integer) from public, anon, authenticated, service_role;

-- A website's host as people write it, to match a page's origin with the website on a listing:
-- 'https://www.example.com/ponds', 'example.com' and 'http://EXAMPLE.com:8080' are all 'example.com'.
CREATE OR REPLACE FUNCTION private.site_host(p_address text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select nullif(regexp_replace(lower(substring(btrim(p_address) from '^(?:[A-Za-z][A-Za-z0-9+.-]*://)?([^/?#:]+)')), '^www\.', ''), '')
$function$;

revoke all on function private.site_host(p_address text) from public, anon, authenticated, service_role;

-- The badge's load beacon: the page's origin is the request's own Origin header; nothing is counted
-- without one, for an unknown builder or a malformed version, or past the day's limits. The website on
-- the builder's listing has a day's loads of its own, so that origins a script invents cannot crowd
-- it out; the other sites share the day's loads and number of sites.
CREATE OR REPLACE FUNCTION public.count_badge_load(p_contractor uuid, p_version text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_origin text := left(nullif(btrim(
    coalesce(current_setting('request.headers', true), '{}')::json ->> 'origin'), ''), 300);
  v_day date := (now() at time zone 'utc')::date;
  limits record := private.builder_site_limits();
  v_listed text;
  v_from_listed boolean;
  v_loads integer;
  v_sites integer;
begin
  if v_origin is null or v_origin = 'null'
     or coalesce(p_version, '') !~ '^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$' then
    return;
  end if;
  select private.site_host(c.website) into v_listed from public.contractors c where c.id = p_contractor;
  if not found then
    return;
  end if;
  v_from_listed := coalesce(private.site_host(v_origin) = v_listed, false);
  -- One builder's count is taken one load at a time.
  perform pg_advisory_xact_lock(hashtext('badge-loads:' || p_contractor::text));
  -- The day's loads and sites so far: the listed website's alone, or all the others'.
  select coalesce(sum(s.loads), 0), count(*) into v_loads, v_sites
    from private.builder_site_loads s
   where s.day = v_day and s.contractor_id = p_contractor
     and coalesce(private.site_host(s.origin) = v_listed, false) = v_from_listed;
  if v_loads >= limits.loads_per_day
     or (not v_from_listed and v_sites >= limits.origins_per_day
         and not exists (select 1 from private.builder_site_loads s
                          where s.day = v_day and s.contractor_id = p_contractor and s.origin = v_origin)) then
    return;
  end if;
  insert into private.builder_site_loads as s (day, contractor_id, origin, loads)
  values (v_day, p_contractor, v_origin, 1)
  on conflict (day, contractor_id, origin) do update set loads = s.loads + 1;
end
$function$;

revoke all on function public.count_badge_load(p_contractor uuid, p_version text) from public, anon, authenticated, service_role;
grant execute on function public.count_badge_load(p_contractor uuid, p_version text) to anon, authenticated, service_role;

-- What the builder's website brought them over the last p_days days, by site: the badge's loads and the
-- requests sent from it (a request's own page origin; 'unknown' when the browser gave none).
CREATE OR REPLACE FUNCTION public.my_site_figures(p_days integer DEFAULT 30)
 RETURNS TABLE(origin text, loads bigint, requests bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  mine uuid := private.my_listing();
begin
  if p_days is null or p_days < 1 or p_days > 366 then
    raise exception 'Choose from 1 to 366 days.' using errcode = '22023', hint = 'site_figures_days';
  end if;
  return query
    with loads as (
      select s.origin, sum(s.loads)::bigint as loads from private.builder_site_loads s
       where s.contractor_id = mine and s.day > (now() at time zone 'utc')::date - p_days
       group by s.origin),
    requests as (
      select coalesce(l.page_origin, 'unknown') as origin, count(*)::bigint as requests
        from public.lead_submissions l
       where l.contractor_id = mine and l.source = 'builder-site' and l.created_at > now() - make_interval(days => p_days)
       group by 1)
    select coalesce(a.origin, r.origin), coalesce(a.loads, 0), coalesce(r.requests, 0)
      from loads a full join requests r on r.origin = a.origin
     order by 2 desc, 3 desc, 1;
end
$function$;

revoke all on function public.my_site_figures(p_days integer) from public, anon, authenticated, service_role;
grant execute on function public.my_site_figures(p_days integer) to authenticated;
