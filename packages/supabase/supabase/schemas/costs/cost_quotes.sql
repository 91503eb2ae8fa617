-- The quotes the cost guide counts: the latest revision of each builder's quote on a request, sorted
-- by place, kind and size as @pond/core's costSortingOf sorts a request, and the local seed's sample
-- quotes (sample, without a request: only the local stack's seed makes them; no migration does).
create table private.cost_quotes (
  id bigint generated always as identity not null,
  lead_id uuid,
  contractor_id uuid not null,
  state text not null,
  city text not null,
  city_slug text not null,
  kind text,
  building boolean not null,
  area_sq_ft integer,
  band text,
  total integer not null,
  items jsonb default '[]'::jsonb not null,
  sent_at timestamp with time zone not null,
  sample boolean default false not null,
  counted boolean default false not null,
  set_aside_at timestamp with time zone,
  constraint cost_quote_area CHECK (area_sq_ft >= 1),
  constraint cost_quote_band CHECK (band = ANY (ARRAY['under-50'::text, '50-100'::text, '100-200'::text, '200-400'::text, 'over-400'::text])),
  constraint cost_quote_kind CHECK (kind = ANY (ARRAY['koi'::text, 'garden'::text, 'ecosystem'::text, 'waterfall'::text, 'swimming'::text, 'water-feature'::text, 'maintenance'::text, 'repair'::text])),
  constraint cost_quote_sample CHECK (sample = (lead_id IS NULL)),
  constraint cost_quote_state CHECK (private.is_state_code(state)),
  constraint cost_quote_total CHECK (total >= 1 AND total <= 10000000),
  constraint cost_quotes_pkey PRIMARY KEY (id),
  constraint cost_quotes_route UNIQUE (lead_id, contractor_id)
);

alter table private.cost_quotes add constraint cost_quotes_route_fkey FOREIGN KEY (lead_id, contractor_id) REFERENCES lead_routes(lead_id, contractor_id) ON DELETE CASCADE;

alter table private.cost_quotes add constraint cost_quotes_contractor_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

CREATE INDEX cost_quotes_contractor ON private.cost_quotes USING btree (contractor_id);

CREATE INDEX cost_quotes_counted_sent ON private.cost_quotes USING btree (sent_at) WHERE counted;

CREATE INDEX cost_quotes_place ON private.cost_quotes USING btree (state, city_slug, sent_at DESC);

revoke all on table private.cost_quotes from public, anon, authenticated, service_role;

-- Staff's decisions to set a quote aside from the figures, or count it again, with their reasons.
create table private.cost_quote_decisions (
  id bigint generated always as identity not null,
  quote_id bigint not null,
  counted boolean not null,
  reason text not null,
  decided_by uuid,
  decided_at timestamp with time zone default now() not null,
  constraint cost_quote_decision_reason CHECK (char_length(btrim(reason)) >= 10 AND char_length(reason) <= 500),
  constraint cost_quote_decisions_pkey PRIMARY KEY (id)
);

alter table private.cost_quote_decisions add constraint cost_quote_decisions_quote_fkey FOREIGN KEY (quote_id) REFERENCES private.cost_quotes(id) ON DELETE CASCADE;

CREATE INDEX cost_quote_decisions_quote ON private.cost_quote_decisions USING btree (quote_id, decided_at DESC);

revoke all on table private.cost_quote_decisions from public, anon, authenticated, service_role;

-- What a request is for, as the guide sorts it (core's costSortingOf): null for 'Other'.
CREATE OR REPLACE FUNCTION private.cost_sorting(p_project_type text, p_plan jsonb, p_length integer, p_width integer, p_size text)
 RETURNS TABLE(kind text, building boolean, area_sq_ft integer, band text)
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  planned text := case when p_project_type like 'Pond Planner: %' then substr(p_project_type, 15) end;
  pond_type text := coalesce(p_plan ->> 'pond_type', planned);
begin
  if pond_type is not null and pond_type <> 'not-sure' then
    kind := pond_type;
  elsif planned is not null or pond_type = 'not-sure' then
    kind := null;
  elsif p_project_type = 'Koi Pond Construction' then kind := 'koi';
  elsif p_project_type = 'Water Feature Installation' then kind := 'water-feature';
  elsif p_project_type = 'Pond Maintenance' then kind := 'maintenance';
  elsif p_project_type = 'Pond Repair & Renovation' then kind := 'repair';
  elsif p_project_type = 'Pond Design & Installation' then kind := null;
  else
    return;
  end if;
  building := kind is null or kind in ('koi', 'garden', 'ecosystem', 'waterfall', 'swimming');
  area_sq_ft := case
    when jsonb_typeof(p_plan -> 'area_sq_ft') = 'number' and (p_plan ->> 'area_sq_ft')::numeric > 0
      then round((p_plan ->> 'area_sq_ft')::numeric)::integer
    when p_length is not null and p_width is not null then p_length * p_width
  end;
  band := case
    when area_sq_ft is null then case when p_size = 'small' then 'under-50' end
    when area_sq_ft < 50 then 'under-50'
    when area_sq_ft < 100 then '50-100'
    when area_sq_ft < 200 then '100-200'
    when area_sq_ft < 400 then '200-400'
    else 'over-400'
  end;
  return next;
end
$function$;

revoke all on function private.cost_sorting(p_project_type text, p_plan jsonb, p_length integer, p_width integer, p_size text) from public, anon, authenticated, service_role;
grant execute on function private.cost_sorting(p_project_type text, p_plan jsonb, p_length integer, p_width integer, p_size text) to public;

-- Whether a figure may be shown (core's mayShowCost): 5 quotes, 3 builders, none over half.
CREATE OR REPLACE FUNCTION private.may_show_cost(p_quotes integer, p_builders integer, p_top integer)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select p_quotes >= 5 and p_builders >= 3 and p_top * 2 <= p_quotes $function$;

revoke all on function private.may_show_cost(p_quotes integer, p_builders integer, p_top integer) from public, anon, authenticated, service_role;
grant execute on function private.may_show_cost(p_quotes integer, p_builders integer, p_top integer) to public;

-- A builder's quote (its latest revision) enters the figures, or replaces its earlier revision there.
CREATE OR REPLACE FUNCTION private.note_cost_quote()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions;
  sorting record;
  quote private.cost_quotes;
begin
  select * into lead from public.lead_submissions l where l.id = new.lead_id;
  -- A builder's quote on their own request (their household, their network) is not a market price.
  if lead.state is null or nullif(btrim(lead.city), '') is null
     or private.is_own_request(new.lead_id, new.contractor_id) then
    return null;
  end if;
  select * into sorting
    from private.cost_sorting(lead.project_type, lead.plan, lead.pond_length_ft, lead.pond_width_ft, lead.pond_size);
  if not found then
    return null;
  end if;
  select * into quote from private.cost_quotes q
   where q.lead_id = new.lead_id and q.contractor_id = new.contractor_id for update;
  if found then
    if quote.counted then
      perform private.count_cost_quote(quote, -1);
    end if;
    update private.cost_quotes q set total = new.total, items = new.items, sent_at = new.sent_at,
           counted = q.set_aside_at is null
     where q.id = quote.id
    returning * into quote;
  else
    insert into private.cost_quotes (lead_id, contractor_id, state, city, city_slug, kind, building, area_sq_ft,
                                     band, total, items, sent_at, counted)
    values (new.lead_id, new.contractor_id, lead.state, btrim(lead.city), private.city_slug(lead.city),
            sorting.kind, sorting.building, sorting.area_sq_ft, sorting.band, new.total, new.items, new.sent_at,
            true)
    returning * into quote;
  end if;
  if quote.counted then
    perform private.count_cost_quote(quote, 1);
  end if;
  return null;
end
$function$;

revoke all on function private.note_cost_quote() from public, anon, authenticated, service_role;

CREATE TRIGGER request_quotes_counted AFTER INSERT ON public.request_quotes FOR EACH ROW EXECUTE FUNCTION private.note_cost_quote();

-- A quote that leaves (its request or builder deleted) leaves the figures.
CREATE OR REPLACE FUNCTION private.uncount_cost_quote()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if old.counted then
    perform private.count_cost_quote(old, -1);
  end if;
  return null;
end
$function$;

revoke all on function private.uncount_cost_quote() from public, anon, authenticated, service_role;

CREATE TRIGGER cost_quotes_uncounted AFTER DELETE ON private.cost_quotes FOR EACH ROW EXECUTE FUNCTION private.uncount_cost_quote();

-- Every day: quotes older than the window leave the figures (core's COST_WINDOW_MONTHS).
CREATE OR REPLACE FUNCTION private.expire_cost_quotes()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote private.cost_quotes;
  expired integer := 0;
begin
  for quote in
    update private.cost_quotes q set counted = false
     where q.counted and q.sent_at < now() - interval '24 months'
    returning *
  loop
    perform private.count_cost_quote(quote, -1);
    expired := expired + 1;
  end loop;
  return expired;
end
$function$;

revoke all on function private.expire_cost_quotes() from public, anon, authenticated, service_role;
