CREATE OR REPLACE FUNCTION private.are_widget_tags(value text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select cardinality(value) >= 1 and (select bool_and(coalesce(private.is_widget_tag(v), false)) from unnest(value) v) $function$;

revoke all on function private.are_widget_tags(value text[]) from public, anon, authenticated, service_role;
grant execute on function private.are_widget_tags(value text[]) to public;

CREATE OR REPLACE FUNCTION private.carries_badge(p_text text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  -- Read as shown: full-width and other compatibility forms folded (NFKC), invisible characters gone.
  with shown as (
    select regexp_replace(normalize(coalesce(p_text, ''), NFKC), '[\u00AD\u200B-\u200F\u2060\uFEFF]', '', 'g') as words
  )
  select words ~ '[✓✔☑✅★☆⭐⭑🌟🏅🏆]'
      or words ~* '\m(verified|vetted|top[- ]?rated|best[- ]?rated|highest[- ]?rated|5[- ]?stars?|five[- ]?stars?)\M'
  from shown
$function$;

revoke all on function private.carries_badge(p_text text) from public, anon, authenticated, service_role;

-- No search_path of its own, so the planner inlines it: searches compare it row by row (a function
-- call per row was most of a city search's time), and its index expressions inline alike. It calls
-- only pg_catalog's functions, which are searched first.
CREATE OR REPLACE FUNCTION private.city_match_key(city text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ select regexp_replace(lower(btrim(city)), '[\s-]+', ' ', 'g') $function$;

revoke all on function private.city_match_key(city text) from public, anon, authenticated, service_role;
grant execute on function private.city_match_key(city text) to public;

CREATE OR REPLACE FUNCTION private.city_slug(city text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select regexp_replace(lower(btrim(city)), '[\s/]+', '-', 'g')
$function$;

revoke all on function private.city_slug(city text) from public, anon, authenticated, service_role;
grant execute on function private.city_slug(city text) to public;

CREATE OR REPLACE FUNCTION private.is_builder_service(service text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select service in ('Pond Design & Installation', 'Water Feature Installation', 'Koi Pond Construction',
  'Pond Maintenance', 'Pond Repair & Renovation') $function$;

revoke all on function private.is_builder_service(service text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.is_campaign(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select value ~ '^[a-z0-9][a-z0-9_-]{0,39}$' $function$;

revoke all on function private.is_campaign(value text) from public, anon, authenticated, service_role;
grant execute on function private.is_campaign(value text) to public;

CREATE OR REPLACE FUNCTION private.is_decline_reason(reason text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select reason in ('price', 'timing', 'chose_another', 'not_going_ahead') $function$;

revoke all on function private.is_decline_reason(reason text) from public, anon, authenticated, service_role;
grant execute on function private.is_decline_reason(reason text) to public;

CREATE OR REPLACE FUNCTION private.is_email(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select char_length(value) <= 254
     and value ~ '^[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
$function$;

revoke all on function private.is_email(value text) from public, anon, authenticated, service_role;
grant execute on function private.is_email(value text) to public;

CREATE OR REPLACE FUNCTION private.is_listing_phone(phone text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select char_length(btrim(phone)) <= 30 and btrim(phone) ~ '^[0-9+().\-\s]+$'
  and char_length(regexp_replace(phone, '\D', '', 'g')) >= 7 $function$;

revoke all on function private.is_listing_phone(phone text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.is_listing_website(website text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select char_length(btrim(website)) <= 300 and btrim(website) ~* '^https?://[^/\s?#:@]+\.[^/\s?#:@]+([:/?#]\S*)?$' $function$;

revoke all on function private.is_listing_website(website text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.is_not_fit_reason(reason text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select reason in ('Outside my service area', 'Not a service I offer', 'Fully booked',
  'Budget too small for the project', 'Could not reach the homeowner') $function$;

revoke all on function private.is_not_fit_reason(reason text) from public, anon, authenticated, service_role;
grant execute on function private.is_not_fit_reason(reason text) to public;

CREATE OR REPLACE FUNCTION private.is_partner_id(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select value ~ '^[a-z0-9][a-z0-9-]{0,62}$' $function$;

revoke all on function private.is_partner_id(value text) from public, anon, authenticated, service_role;
grant execute on function private.is_partner_id(value text) to public;

CREATE OR REPLACE FUNCTION private.is_proven_origin(p_partner text, p_origin text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p_partner is not null and p_origin is not null and exists (
    select 1 from public.partner_sites s
     where s.partner_id = p_partner and s.status = 'proven'
       and (s.origin = p_origin
            or (s.include_subdomains
                and split_part(p_origin, '://', 1) = split_part(s.origin, '://', 1)
                and split_part(p_origin, '://', 2) like '%.' || split_part(s.origin, '://', 2))))
$function$;

revoke all on function private.is_proven_origin(p_partner text, p_origin text) from public, anon, authenticated, service_role;
grant execute on function private.is_proven_origin(p_partner text, p_origin text) to authenticated;

CREATE OR REPLACE FUNCTION private.is_state_code(code text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select code = any (array[
    'AL','AK','AZ','AR','CA','CO','CT','DE','DC','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME',
    'MD','MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','RI',
    'SC','SD','TN','TX','UT','VT','VA','WA','WV','WI','WY'])
$function$;

revoke all on function private.is_state_code(code text) from public, anon, authenticated, service_role;
grant execute on function private.is_state_code(code text) to public;

CREATE OR REPLACE FUNCTION private.is_widget_tag(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select value in ('pond-directory', 'pond-quote-form', 'pond-planner', 'pond-calculator') $function$;

revoke all on function private.is_widget_tag(value text) from public, anon, authenticated, service_role;
grant execute on function private.is_widget_tag(value text) to public;

CREATE OR REPLACE FUNCTION private.name_slug(name text)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    nullif(trim(both '-' from regexp_replace(
      replace(lower(extensions.unaccent(name)), '&', ' and '), '[^a-z0-9]+', '-', 'g')), ''),
    'contractor')
$function$;

revoke all on function private.name_slug(name text) from public, anon, authenticated, service_role;
grant execute on function private.name_slug(name text) to public;

CREATE OR REPLACE FUNCTION private.phone_key(p_phone text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case when char_length(regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g')) >= 7
    then right(regexp_replace(p_phone, '[^0-9]', '', 'g'), 10) end
$function$;

revoke all on function private.phone_key(p_phone text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.state_licenses_ponds(p_state text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select p_state in ('CA', 'NC', 'OR') $function$;

revoke all on function private.state_licenses_ponds(p_state text) from public, anon, authenticated, service_role;

-- A plan from the planner or calculator, as the quote form sends it (core's attachedPlanProblem).
-- Each figure is checked to be a JSON number before it is read as one: a CHECK never throws.
CREATE OR REPLACE FUNCTION private.is_attached_plan(p_plan jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  figure text;
begin
  if jsonb_typeof(p_plan) is distinct from 'object'
     or exists (select 1 from jsonb_object_keys(p_plan) k
                 where k not in ('from', 'pond_type', 'length_ft', 'width_ft', 'area_sq_ft', 'depth_ft', 'gallons', 'cost_low', 'cost_high'))
     or coalesce(p_plan ->> 'from', '') not in ('planner', 'calculator')
     or (p_plan ->> 'pond_type' is not null
         and p_plan ->> 'pond_type' not in ('koi', 'garden', 'ecosystem', 'waterfall', 'swimming', 'not-sure'))
     or (p_plan ->> 'from' = 'planner' and p_plan ->> 'pond_type' is null)
     or (p_plan ->> 'length_ft' is null) <> (p_plan ->> 'width_ft' is null) then
    return false;
  end if;
  foreach figure in array array['area_sq_ft', 'depth_ft', 'gallons', 'cost_low', 'cost_high'] loop
    if jsonb_typeof(p_plan -> figure) is distinct from 'number' then
      return false;
    end if;
  end loop;
  if p_plan ->> 'length_ft' is not null then
    if jsonb_typeof(p_plan -> 'length_ft') <> 'number' or jsonb_typeof(p_plan -> 'width_ft') <> 'number'
       or (p_plan ->> 'length_ft')::numeric not between 1 and 500
       or (p_plan ->> 'width_ft')::numeric not between 1 and 500 then
      return false;
    end if;
  end if;
  return (p_plan ->> 'area_sq_ft')::numeric between 1 and 250000
     and (p_plan ->> 'depth_ft')::numeric between 0.5 and 20
     and (p_plan ->> 'gallons')::numeric between 1 and 40000000
     and (p_plan ->> 'gallons')::numeric = trunc((p_plan ->> 'gallons')::numeric)
     and (p_plan ->> 'cost_low')::numeric = trunc((p_plan ->> 'cost_low')::numeric)
     and (p_plan ->> 'cost_high')::numeric = trunc((p_plan ->> 'cost_high')::numeric)
     and (p_plan ->> 'cost_low')::numeric between 1 and 100000000
     and (p_plan ->> 'cost_high')::numeric between (p_plan ->> 'cost_low')::numeric and 100000000;
end
$function$;

revoke all on function private.is_attached_plan(p_plan jsonb) from public, anon, authenticated, service_role;
grant execute on function private.is_attached_plan(p_plan jsonb) to public;
