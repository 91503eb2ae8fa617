-- quote file keys and plan checks: generated from the schema files (pnpm --filter @pond/supabase schema:diff quote_file_keys_and_plan_checks), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

set check_function_bodies = off;

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
$function$
;

CREATE OR REPLACE FUNCTION public.attach_quote_file(p_lead uuid, p_key text, p_bytes integer)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  replaced text;
begin
  -- Only a key the Worker makes for this request: never another stored file to read or to replace.
  if p_key is null
     or p_key !~ ('^quote-files/' || p_lead::text || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
    raise exception 'This is not a quote file we keep.' using errcode = '22023', hint = 'quote_file_key_invalid';
  end if;
  if not public.may_attach_quote_file(p_lead) then
    raise exception 'Attach a PDF to a quote you sent, while the request is open.'
      using errcode = '42501', hint = 'quote_file_not_yours';
  end if;
  select r.quote_file_key into replaced from public.lead_routes r
   where r.lead_id = p_lead and r.contractor_id = private.builder_contractor_id() for update;
  update public.lead_routes r set quote_file_key = p_key, quote_file_bytes = p_bytes, quote_file_at = now()
   where r.lead_id = p_lead and r.contractor_id = private.builder_contractor_id();
  return replaced;
end
$function$
;

CREATE OR REPLACE FUNCTION public.may_attach_quote_file(p_lead uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
    where r.lead_id = p_lead and r.contractor_id = private.builder_contractor_id()
      and r.chosen_at >= private.builder_sees_from()
      and r.outcome in ('quoted', 'won') and l.withdrawn_at is null and l.closed_at is null)
$function$
;
