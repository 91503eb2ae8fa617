-- cost guide: generated from the schema files (pnpm --filter @pond/supabase schema:diff cost_guide), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

create table "private"."cost_buckets" (
    "state" text not null,
    "city" text not null,
    "kind" text not null,
    "band" text not null,
    "measure" text not null,
    "amount" integer not null,
    "quotes" integer not null
      );



  create table "private"."cost_builder_counts" (
    "state" text not null,
    "city" text not null,
    "kind" text not null,
    "band" text not null,
    "measure" text not null,
    "contractor_id" uuid not null,
    "quotes" integer not null
      );



  create table "private"."cost_counts" (
    "state" text not null,
    "city" text not null,
    "kind" text not null,
    "band" text not null,
    "measure" text not null,
    "quotes" integer not null default 0,
    "builders" integer not null default 0,
    "top_builder_quotes" integer not null default 0,
    "p10" integer,
    "p25" integer,
    "p50" integer,
    "p75" integer,
    "p90" integer,
    "updated_at" timestamp with time zone not null default now()
      );



  create table "private"."cost_item_dollars" (
    "state" text not null,
    "city" text not null,
    "kind" text not null,
    "band" text not null,
    "item" text not null,
    "dollars" bigint not null
      );



  create table "private"."cost_quote_decisions" (
    "id" bigint generated always as identity not null,
    "quote_id" bigint not null,
    "counted" boolean not null,
    "reason" text not null,
    "decided_by" uuid,
    "decided_at" timestamp with time zone not null default now()
      );



  create table "private"."cost_quotes" (
    "id" bigint generated always as identity not null,
    "lead_id" uuid,
    "contractor_id" uuid not null,
    "state" text not null,
    "city" text not null,
    "city_slug" text not null,
    "kind" text,
    "building" boolean not null,
    "area_sq_ft" integer,
    "band" text,
    "total" integer not null,
    "items" jsonb not null default '[]'::jsonb,
    "sent_at" timestamp with time zone not null,
    "sample" boolean not null default false,
    "counted" boolean not null default false,
    "set_aside_at" timestamp with time zone
      );



  create table "private"."pending_cost_purges" (
    "state" text not null,
    "city" text not null
      );


CREATE UNIQUE INDEX cost_buckets_pkey ON private.cost_buckets USING btree (state, city, kind, band, measure, amount);

CREATE INDEX cost_builder_counts_most ON private.cost_builder_counts USING btree (state, city, kind, band, measure, quotes DESC);

CREATE UNIQUE INDEX cost_builder_counts_pkey ON private.cost_builder_counts USING btree (state, city, kind, band, measure, contractor_id);

CREATE UNIQUE INDEX cost_counts_pkey ON private.cost_counts USING btree (state, city, kind, band, measure);

CREATE UNIQUE INDEX cost_item_dollars_pkey ON private.cost_item_dollars USING btree (state, city, kind, band, item);

CREATE UNIQUE INDEX cost_quote_decisions_pkey ON private.cost_quote_decisions USING btree (id);

CREATE INDEX cost_quote_decisions_quote ON private.cost_quote_decisions USING btree (quote_id, decided_at DESC);

CREATE INDEX cost_quotes_contractor ON private.cost_quotes USING btree (contractor_id);

CREATE INDEX cost_quotes_counted_sent ON private.cost_quotes USING btree (sent_at) WHERE counted;

CREATE UNIQUE INDEX cost_quotes_pkey ON private.cost_quotes USING btree (id);

CREATE INDEX cost_quotes_place ON private.cost_quotes USING btree (state, city_slug, sent_at DESC);

CREATE UNIQUE INDEX cost_quotes_route ON private.cost_quotes USING btree (lead_id, contractor_id);

CREATE UNIQUE INDEX pending_cost_purges_pkey ON private.pending_cost_purges USING btree (state, city);

alter table "private"."cost_buckets" add constraint "cost_buckets_pkey" PRIMARY KEY using index "cost_buckets_pkey";

alter table "private"."cost_builder_counts" add constraint "cost_builder_counts_pkey" PRIMARY KEY using index "cost_builder_counts_pkey";

alter table "private"."cost_counts" add constraint "cost_counts_pkey" PRIMARY KEY using index "cost_counts_pkey";

alter table "private"."cost_item_dollars" add constraint "cost_item_dollars_pkey" PRIMARY KEY using index "cost_item_dollars_pkey";

alter table "private"."cost_quote_decisions" add constraint "cost_quote_decisions_pkey" PRIMARY KEY using index "cost_quote_decisions_pkey";

alter table "private"."cost_quotes" add constraint "cost_quotes_pkey" PRIMARY KEY using index "cost_quotes_pkey";

alter table "private"."pending_cost_purges" add constraint "pending_cost_purges_pkey" PRIMARY KEY using index "pending_cost_purges_pkey";

alter table "private"."cost_counts" add constraint "cost_counts_measure" CHECK ((measure = ANY (ARRAY['total'::text, 'sqft'::text, 'items'::text]))) not valid;

alter table "private"."cost_counts" validate constraint "cost_counts_measure";

alter table "private"."cost_quote_decisions" add constraint "cost_quote_decision_reason" CHECK (((char_length(btrim(reason)) >= 10) AND (char_length(reason) <= 500))) not valid;

alter table "private"."cost_quote_decisions" validate constraint "cost_quote_decision_reason";

alter table "private"."cost_quote_decisions" add constraint "cost_quote_decisions_quote_fkey" FOREIGN KEY (quote_id) REFERENCES private.cost_quotes(id) ON DELETE CASCADE not valid;

alter table "private"."cost_quote_decisions" validate constraint "cost_quote_decisions_quote_fkey";

alter table "private"."cost_quotes" add constraint "cost_quote_area" CHECK ((area_sq_ft >= 1)) not valid;

alter table "private"."cost_quotes" validate constraint "cost_quote_area";

alter table "private"."cost_quotes" add constraint "cost_quote_band" CHECK ((band = ANY (ARRAY['under-50'::text, '50-100'::text, '100-200'::text, '200-400'::text, 'over-400'::text]))) not valid;

alter table "private"."cost_quotes" validate constraint "cost_quote_band";

alter table "private"."cost_quotes" add constraint "cost_quote_kind" CHECK ((kind = ANY (ARRAY['koi'::text, 'garden'::text, 'ecosystem'::text, 'waterfall'::text, 'swimming'::text, 'water-feature'::text, 'maintenance'::text, 'repair'::text]))) not valid;

alter table "private"."cost_quotes" validate constraint "cost_quote_kind";

alter table "private"."cost_quotes" add constraint "cost_quote_sample" CHECK ((sample = (lead_id IS NULL))) not valid;

alter table "private"."cost_quotes" validate constraint "cost_quote_sample";

alter table "private"."cost_quotes" add constraint "cost_quote_state" CHECK (private.is_state_code(state)) not valid;

alter table "private"."cost_quotes" validate constraint "cost_quote_state";

alter table "private"."cost_quotes" add constraint "cost_quote_total" CHECK (((total >= 1) AND (total <= 10000000))) not valid;

alter table "private"."cost_quotes" validate constraint "cost_quote_total";

alter table "private"."cost_quotes" add constraint "cost_quotes_contractor_fkey" FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE not valid;

alter table "private"."cost_quotes" validate constraint "cost_quotes_contractor_fkey";

alter table "private"."cost_quotes" add constraint "cost_quotes_route" UNIQUE using index "cost_quotes_route";

alter table "private"."cost_quotes" add constraint "cost_quotes_route_fkey" FOREIGN KEY (lead_id, contractor_id) REFERENCES lead_routes(lead_id, contractor_id) ON DELETE CASCADE not valid;

alter table "private"."cost_quotes" validate constraint "cost_quotes_route_fkey";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.may_show_cost(p_quotes integer, p_builders integer, p_top integer)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select p_quotes >= 5 and p_builders >= 3 and p_top * 2 <= p_quotes $function$
;

CREATE OR REPLACE FUNCTION private.cost_figure(p_state text, p_city text, p_kind text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'quotes', t.quotes, 'builders', t.builders, 'updated_at', t.updated_at,
    'total', jsonb_build_array(t.p10, t.p25, t.p50, t.p75, t.p90),
    'sqft', (select jsonb_build_array(s.p10, s.p25, s.p50, s.p75, s.p90) from private.cost_counts s
              where (s.state, s.city, s.kind, s.band, s.measure) = (p_state, p_city, p_kind, '', 'sqft')
                and private.may_show_cost(s.quotes, s.builders, s.top_builder_quotes)),
    'items', (select jsonb_agg(jsonb_build_object('item', d.item, 'dollars', d.dollars) order by d.dollars desc)
                from private.cost_item_dollars d
                join private.cost_counts i
                  on (i.state, i.city, i.kind, i.band, i.measure) = (d.state, d.city, d.kind, d.band, 'items')
               where (d.state, d.city, d.kind, d.band) = (p_state, p_city, p_kind, '') and d.dollars > 0
                 and private.may_show_cost(i.quotes, i.builders, i.top_builder_quotes)),
    'bands', coalesce((
      select jsonb_agg(jsonb_build_object(
               'band', b.band, 'quotes', b.quotes, 'builders', b.builders,
               'total', jsonb_build_array(b.p10, b.p25, b.p50, b.p75, b.p90),
               'sqft', (select jsonb_build_array(s.p10, s.p25, s.p50, s.p75, s.p90) from private.cost_counts s
                         where (s.state, s.city, s.kind, s.band, s.measure) = (p_state, p_city, p_kind, b.band, 'sqft')
                           and private.may_show_cost(s.quotes, s.builders, s.top_builder_quotes)))
             order by array_position(array['under-50', '50-100', '100-200', '200-400', 'over-400'], b.band))
        from private.cost_counts b
       where (b.state, b.city, b.kind, b.measure) = (p_state, p_city, p_kind, 'total') and b.band <> ''
         and private.may_show_cost(b.quotes, b.builders, b.top_builder_quotes)), '[]'::jsonb))
  from private.cost_counts t
  where (t.state, t.city, t.kind, t.band, t.measure) = (p_state, p_city, p_kind, '', 'total')
    and private.may_show_cost(t.quotes, t.builders, t.top_builder_quotes)
$function$
;

CREATE OR REPLACE FUNCTION private.cost_quantiles(p_state text, p_city text, p_kind text, p_band text, p_measure text, p_quotes integer, p_step integer)
 RETURNS integer[]
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with h as (
    select b.amount, sum(b.quotes) over (order by b.amount) as upto
      from private.cost_buckets b
     where (b.state, b.city, b.kind, b.band, b.measure) = (p_state, p_city, p_kind, p_band, p_measure)
  ), f as (
    select i, (p_quotes - 1) * twentieths as at
      from unnest(array[2, 5, 10, 15, 18]) with ordinality u(twentieths, i)
  ), v as (
    select f.i, f.at % 20 as part,
           (select h.amount from h where h.upto > f.at / 20 order by h.amount limit 1) as lo,
           (select h.amount from h where h.upto > least(f.at / 20 + 1, p_quotes - 1) order by h.amount limit 1) as hi
      from f
  )
  select array_agg((round((v.lo * 20 + (v.hi - v.lo) * v.part)::numeric / (20 * p_step)) * p_step)::integer order by v.i)
    from v
$function$
;

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
$function$
;

CREATE OR REPLACE FUNCTION private.count_cost_quote(p_quote private.cost_quotes, p_sign integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  g record;
  listed boolean := jsonb_array_length(p_quote.items) > 0;
begin
  for g in
    select p.state, p.city, k.kind, b.band
      from (values ('', ''), (p_quote.state, ''), (p_quote.state, p_quote.city_slug)) p(state, city)
      cross join (select p_quote.kind where p_quote.kind is not null
                  union all select '' where p_quote.building) k(kind)
      cross join (select p_quote.band where p_quote.band is not null union all select '') b(band)
  loop
    perform private.count_in_figure(g.state, g.city, g.kind, g.band, 'total', p_quote.contractor_id,
                                    (round(p_quote.total / 100.0) * 100)::integer, 100, p_sign);
    if p_quote.area_sq_ft is not null then
      perform private.count_in_figure(g.state, g.city, g.kind, g.band, 'sqft', p_quote.contractor_id,
                                      round(p_quote.total::numeric / p_quote.area_sq_ft)::integer, 1, p_sign);
    end if;
    if listed then
      perform private.count_in_figure(g.state, g.city, g.kind, g.band, 'items', p_quote.contractor_id, null, 1, p_sign);
      insert into private.cost_item_dollars as d (state, city, kind, band, item, dollars)
      select g.state, g.city, g.kind, g.band, coalesce(i ->> 'key', 'other'), sum((i ->> 'amount')::bigint) * p_sign
        from jsonb_array_elements(p_quote.items) i
       group by 1, 2, 3, 4, 5
      on conflict (state, city, kind, band, item) do update set dollars = d.dollars + excluded.dollars;
    end if;
  end loop;
  insert into private.pending_cost_purges (state, city)
  values ('', ''), (p_quote.state, ''), (p_quote.state, p_quote.city_slug)
  on conflict do nothing;
  perform private.add_job('purge_pages', '{}'::json, 'purge_pages', null, 'coalesced', 'preserve_run_at');
end
$function$
;

CREATE OR REPLACE FUNCTION private.count_in_figure(p_state text, p_city text, p_kind text, p_band text, p_measure text, p_contractor uuid, p_amount integer, p_step integer, p_sign integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  theirs integer;
  figure private.cost_counts;
begin
  insert into private.cost_builder_counts as b (state, city, kind, band, measure, contractor_id, quotes)
  values (p_state, p_city, p_kind, p_band, p_measure, p_contractor, p_sign)
  on conflict (state, city, kind, band, measure, contractor_id) do update set quotes = b.quotes + p_sign
  returning b.quotes into theirs;
  if theirs <= 0 then
    delete from private.cost_builder_counts b
     where (b.state, b.city, b.kind, b.band, b.measure, b.contractor_id) = (p_state, p_city, p_kind, p_band, p_measure, p_contractor);
  end if;
  insert into private.cost_counts as c (state, city, kind, band, measure, quotes, builders, top_builder_quotes)
  values (p_state, p_city, p_kind, p_band, p_measure, greatest(p_sign, 0), greatest(p_sign, 0), greatest(theirs, 0))
  on conflict (state, city, kind, band, measure) do update set
    quotes = c.quotes + p_sign,
    builders = c.builders + case when p_sign > 0 and theirs = 1 then 1 when p_sign < 0 and theirs <= 0 then -1 else 0 end,
    top_builder_quotes = case
      when p_sign > 0 then greatest(c.top_builder_quotes, theirs)
      when theirs + 1 < c.top_builder_quotes then c.top_builder_quotes
      else coalesce((select b.quotes from private.cost_builder_counts b
                      where (b.state, b.city, b.kind, b.band, b.measure) = (p_state, p_city, p_kind, p_band, p_measure)
                      order by b.quotes desc limit 1), 0)
    end,
    updated_at = now()
  returning * into figure;
  if p_amount is not null then
    insert into private.cost_buckets as b (state, city, kind, band, measure, amount, quotes)
    values (p_state, p_city, p_kind, p_band, p_measure, p_amount, p_sign)
    on conflict (state, city, kind, band, measure, amount) do update set quotes = b.quotes + p_sign;
    delete from private.cost_buckets b
     where (b.state, b.city, b.kind, b.band, b.measure, b.amount) = (p_state, p_city, p_kind, p_band, p_measure, p_amount)
       and b.quotes <= 0;
    update private.cost_counts c set (p10, p25, p50, p75, p90) = (
      select q[1], q[2], q[3], q[4], q[5]
        from (select case when figure.quotes > 0 then
                private.cost_quantiles(p_state, p_city, p_kind, p_band, p_measure, figure.quotes, p_step) end as q) x)
     where (c.state, c.city, c.kind, c.band, c.measure) = (p_state, p_city, p_kind, p_band, p_measure);
  end if;
end
$function$
;

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
$function$
;

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
  if lead.state is null or nullif(btrim(lead.city), '') is null then
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
$function$
;

CREATE OR REPLACE FUNCTION private.recount_cost_figures()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  truncate private.cost_counts, private.cost_builder_counts, private.cost_buckets, private.cost_item_dollars;
  create temporary table figure_quotes on commit drop as
  select g.state, g.city, g.kind, g.band, m.measure, q.contractor_id, m.amount, q.items
    from private.cost_quotes q
    cross join lateral (values ('', ''), (q.state, ''), (q.state, q.city_slug)) g0(state, city)
    cross join lateral (select q.kind where q.kind is not null union all select '' where q.building) k(kind)
    cross join lateral (select q.band where q.band is not null union all select '') b(band)
    cross join lateral (
      select 'total' as measure, (round(q.total / 100.0) * 100)::integer as amount
      union all select 'sqft', round(q.total::numeric / q.area_sq_ft)::integer where q.area_sq_ft is not null
      union all select 'items', null where jsonb_array_length(q.items) > 0
    ) m
    cross join lateral (select g0.state, g0.city, k.kind, b.band) g
   where q.counted;
  insert into private.cost_builder_counts (state, city, kind, band, measure, contractor_id, quotes)
  select state, city, kind, band, measure, contractor_id, count(*) from figure_quotes group by 1, 2, 3, 4, 5, 6;
  insert into private.cost_buckets (state, city, kind, band, measure, amount, quotes)
  select state, city, kind, band, measure, amount, count(*) from figure_quotes where amount is not null
   group by 1, 2, 3, 4, 5, 6;
  insert into private.cost_item_dollars (state, city, kind, band, item, dollars)
  select f.state, f.city, f.kind, f.band, coalesce(i ->> 'key', 'other'), sum((i ->> 'amount')::bigint)
    from figure_quotes f cross join lateral jsonb_array_elements(f.items) i
   where f.measure = 'items'
   group by 1, 2, 3, 4, 5;
  insert into private.cost_counts (state, city, kind, band, measure, quotes, builders, top_builder_quotes)
  select state, city, kind, band, measure, sum(quotes), count(*), max(quotes)
    from private.cost_builder_counts group by 1, 2, 3, 4, 5;
  update private.cost_counts c set (p10, p25, p50, p75, p90) = (
    select q[1], q[2], q[3], q[4], q[5]
      from (select private.cost_quantiles(c.state, c.city, c.kind, c.band, c.measure, c.quotes,
                                          case c.measure when 'total' then 100 else 1 end) as q) x)
   where c.measure <> 'items';
end
$function$
;

CREATE OR REPLACE FUNCTION private.take_pending_cost_purges()
 RETURNS TABLE(state text, city text)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ delete from private.pending_cost_purges returning state, city $function$
;

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
$function$
;

CREATE OR REPLACE FUNCTION public.cost_page(p_kind text, p_state text DEFAULT ''::text, p_city text DEFAULT ''::text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'city', case when p_city <> '' then private.cost_figure(upper(p_state), p_city, p_kind) end,
    'state', case when p_state <> '' then private.cost_figure(upper(p_state), '', p_kind) end,
    'country', private.cost_figure('', '', p_kind),
    'city_name', (select q.city from private.cost_quotes q
                   where q.state = upper(p_state) and q.city_slug = p_city order by q.sent_at desc limit 1),
    'places', coalesce((
      select jsonb_agg(jsonb_build_object('state', c.state, 'city', c.city, 'quotes', c.quotes, 'median', c.p50,
               'name', case when c.city <> '' then (select q.city from private.cost_quotes q
                                                    where q.state = c.state and q.city_slug = c.city
                                                    order by q.sent_at desc limit 1) end)
             order by c.quotes desc, c.state, c.city)
        from private.cost_counts c
       where p_city = '' and c.kind = p_kind and c.band = '' and c.measure = 'total'
         and case when p_state = '' then c.state <> '' and c.city = '' else c.state = upper(p_state) and c.city <> '' end
         and private.may_show_cost(c.quotes, c.builders, c.top_builder_quotes)), '[]'::jsonb),
    'kinds', coalesce((
      select jsonb_agg(c.kind order by c.kind)
        from private.cost_counts c
       where (c.state, c.city, c.band, c.measure) = (upper(p_state), p_city, '', 'total') and c.kind <> ''
         and private.may_show_cost(c.quotes, c.builders, c.top_builder_quotes)), '[]'::jsonb))
$function$
;

CREATE OR REPLACE FUNCTION public.cost_range(p_kind text, p_band text DEFAULT ''::text, p_state text DEFAULT ''::text, p_city text DEFAULT ''::text)
 RETURNS TABLE(level text, state text, city text, quotes integer, builders integer, low integer, median integer, high integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select l.level, c.state,
         (select q.city from private.cost_quotes q where q.state = c.state and q.city_slug = c.city
           order by q.sent_at desc limit 1),
         c.quotes, c.builders, c.p25, c.p50, c.p75
    from (values (1, 'city', upper(p_state), private.city_slug(p_city)), (2, 'state', upper(p_state), ''),
                 (3, 'country', '', '')) l(rank, level, state, city)
    join private.cost_counts c
      on (c.state, c.city, c.kind, c.band, c.measure) = (l.state, l.city, coalesce(p_kind, ''), coalesce(p_band, ''), 'total')
   where (l.level <> 'city' or coalesce(p_city, '') <> '') and (l.level = 'country' or coalesce(p_state, '') <> '')
     and private.may_show_cost(c.quotes, c.builders, c.top_builder_quotes)
   order by l.rank
   limit 1
$function$
;

CREATE OR REPLACE FUNCTION public.cost_sitemap()
 RETURNS TABLE(kind text, state text, city text, updated_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select c.kind, c.state, c.city, c.updated_at
    from private.cost_counts c
   where c.band = '' and c.measure = 'total' and private.may_show_cost(c.quotes, c.builders, c.top_builder_quotes)
   order by c.state, c.city, c.kind
   limit 50000
$function$
;

CREATE OR REPLACE FUNCTION public.decide_cost_quote(p_quote bigint, p_counted boolean, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote private.cost_quotes;
begin
  perform private.require_staff();
  if p_counted is null or char_length(btrim(coalesce(p_reason, ''))) not between 10 and 500 then
    raise exception 'Say why (10 to 500 characters).' using errcode = '22023', hint = 'cost_reason';
  end if;
  select * into quote from private.cost_quotes q where q.id = p_quote for update;
  if not found then
    raise exception 'No such quote.' using errcode = 'P0002', hint = 'cost_quote_missing';
  end if;
  insert into private.cost_quote_decisions (quote_id, counted, reason, decided_by)
  values (p_quote, p_counted, btrim(p_reason), auth.uid());
  if quote.counted and not p_counted then
    update private.cost_quotes q set counted = false, set_aside_at = now() where q.id = p_quote;
    perform private.count_cost_quote(quote, -1);
  elsif p_counted and quote.set_aside_at is not null then
    update private.cost_quotes q set set_aside_at = null,
           counted = q.sent_at >= now() - interval '24 months'
     where q.id = p_quote returning * into quote;
    if quote.counted then
      perform private.count_cost_quote(quote, 1);
    end if;
  end if;
end
$function$
;

CREATE OR REPLACE FUNCTION public.staff_cost_decisions(p_limit integer DEFAULT 50)
 RETURNS TABLE(id bigint, quote_id bigint, counted boolean, reason text, decided_by text, decided_at timestamp with time zone, total integer, state text, city text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff();
  return query
  select d.id, d.quote_id, d.counted, d.reason, (select u.email::text from auth.users u where u.id = d.decided_by),
         d.decided_at, q.total, q.state, q.city
    from private.cost_quote_decisions d join private.cost_quotes q on q.id = d.quote_id
   order by d.decided_at desc, d.id desc
   limit least(greatest(coalesce(p_limit, 50), 1), 200);
end
$function$
;

CREATE OR REPLACE FUNCTION public.staff_cost_figures(p_state text DEFAULT ''::text, p_city text DEFAULT ''::text)
 RETURNS TABLE(kind text, band text, measure text, quotes integer, builders integer, top_builder_quotes integer, shown boolean, p10 integer, p25 integer, p50 integer, p75 integer, p90 integer, updated_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff();
  return query
  select c.kind, c.band, c.measure, c.quotes, c.builders, c.top_builder_quotes,
         private.may_show_cost(c.quotes, c.builders, c.top_builder_quotes), c.p10, c.p25, c.p50, c.p75, c.p90, c.updated_at
    from private.cost_counts c
   where (c.state, c.city) = (upper(coalesce(p_state, '')), coalesce(p_city, '')) and c.quotes > 0
   order by c.kind, array_position(array['', 'under-50', '50-100', '100-200', '200-400', 'over-400'], c.band), c.measure;
end
$function$
;

CREATE OR REPLACE FUNCTION public.staff_cost_quotes(p_state text DEFAULT ''::text, p_city text DEFAULT ''::text, p_limit integer DEFAULT 50)
 RETURNS TABLE(id bigint, lead_id uuid, contractor_id uuid, contractor_name text, state text, city text, kind text, band text, area_sq_ft integer, total integer, sent_at timestamp with time zone, sample boolean, counted boolean, set_aside_at timestamp with time zone, reason text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff();
  return query
  select q.id, q.lead_id, q.contractor_id, c.name, q.state, q.city, q.kind, q.band, q.area_sq_ft, q.total, q.sent_at,
         q.sample, q.counted, q.set_aside_at,
         (select d.reason from private.cost_quote_decisions d where d.quote_id = q.id order by d.decided_at desc, d.id desc limit 1)
    from private.cost_quotes q join public.contractors c on c.id = q.contractor_id
   where (coalesce(p_state, '') = '' or q.state = upper(p_state))
     and (coalesce(p_city, '') = '' or q.city_slug = p_city)
   order by q.sent_at desc, q.id desc
   limit least(greatest(coalesce(p_limit, 50), 1), 200);
end
$function$
;

CREATE OR REPLACE FUNCTION public.request_page(p_lead uuid, p_expires bigint, p_signature text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead public.lead_submissions := private.project_lead(p_lead, p_expires, p_signature);
begin
  return jsonb_build_object(
    'project_type', lead.project_type, 'location', lead.location, 'city', lead.city, 'state', lead.state,
    'message', lead.message, 'sent_at', lead.created_at, 'withdrawn', lead.withdrawn_at is not null,
    'closed', lead.closed_at is not null, 'details', private.request_details(lead),
    'photos', private.request_photo_links(lead.id),
    'offers_others', private.offers_others(lead), 'waiting_offered_at', lead.waiting_offered_at,
    'more_builders_left', 3 - (select count(*) from public.lead_routes r where r.lead_id = lead.id and r.slot > 3),
    -- Local quotes for this kind and size, where the cost guide may show them: where each quote sits.
    'local_costs', (select to_jsonb(r) from private.cost_sorting(lead.project_type, lead.plan, lead.pond_length_ft,
                                                                 lead.pond_width_ft, lead.pond_size) s
                    cross join lateral public.cost_range(coalesce(s.kind, ''), coalesce(s.band, ''),
                                                         coalesce(lead.state, ''), coalesce(lead.city, '')) r),
    'builders', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'name', c.name, 'slug', c.slug, 'city', c.city, 'state', c.state,
               'contacted_at', r.contacted_at, 'outcome', nullif(r.outcome, 'not_fit'),
               'not_fit', r.outcome = 'not_fit',
               'decision', r.homeowner_decision, 'decline_reason', r.decline_reason,
               'verified', c.verified and c.verified_until >= current_date,
               'reviews', c.verified_reviews, 'rating', c.verified_rating,
               'response', (select jsonb_build_object('median_minutes', f.median_minutes, 'in_time', f.in_time, 'due', f.due)
                            from private.response_figures(array[c.id]) f
                            where f.contacted >= private.response_time_min_contacted()),
               'quote', case when r.outcome in ('quoted', 'won') then q.quote end,
               'quote_file', case when r.outcome in ('quoted', 'won') then private.quote_file_link(lead.id, c.id) end,
               'answer_due', private.answer_due(r.chosen_at, c.state),
               'messages', private.thread(lead.id, c.id))
             order by r.slot)
      from public.lead_routes r join public.contractors c on c.id = r.contractor_id
      left join private.latest_quotes(lead.id) q on q.contractor_id = r.contractor_id
      where r.lead_id = lead.id), '[]'::jsonb));
end
$function$
;

CREATE TRIGGER cost_quotes_uncounted AFTER DELETE ON private.cost_quotes FOR EACH ROW EXECUTE FUNCTION private.uncount_cost_quote();

CREATE TRIGGER request_quotes_counted AFTER INSERT ON public.request_quotes FOR EACH ROW EXECUTE FUNCTION private.note_cost_quote();

revoke all on function private.cost_figure(p_state text, p_city text, p_kind text) from public, anon, authenticated, service_role;

revoke all on function private.cost_quantiles(p_state text, p_city text, p_kind text, p_band text, p_measure text, p_quotes integer, p_step integer) from public, anon, authenticated, service_role;

revoke all on function private.cost_sorting(p_project_type text, p_plan jsonb, p_length integer, p_width integer, p_size text) from public, anon, authenticated, service_role;

grant execute on function private.cost_sorting(p_project_type text, p_plan jsonb, p_length integer, p_width integer, p_size text) to public;

revoke all on function private.count_cost_quote(p_quote private.cost_quotes, p_sign integer) from public, anon, authenticated, service_role;

revoke all on function private.count_in_figure(p_state text, p_city text, p_kind text, p_band text, p_measure text, p_contractor uuid, p_amount integer, p_step integer, p_sign integer) from public, anon, authenticated, service_role;

revoke all on function private.expire_cost_quotes() from public, anon, authenticated, service_role;

revoke all on function private.may_show_cost(p_quotes integer, p_builders integer, p_top integer) from public, anon, authenticated, service_role;

grant execute on function private.may_show_cost(p_quotes integer, p_builders integer, p_top integer) to public;

revoke all on function private.note_cost_quote() from public, anon, authenticated, service_role;

revoke all on function private.recount_cost_figures() from public, anon, authenticated, service_role;

revoke all on function private.take_pending_cost_purges() from public, anon, authenticated, service_role;

revoke all on function private.uncount_cost_quote() from public, anon, authenticated, service_role;

revoke all on function public.cost_page(p_kind text, p_state text, p_city text) from public, anon, authenticated, service_role;

grant execute on function public.cost_page(p_kind text, p_state text, p_city text) to anon, authenticated, service_role;

revoke all on function public.cost_range(p_kind text, p_band text, p_state text, p_city text) from public, anon, authenticated, service_role;

grant execute on function public.cost_range(p_kind text, p_band text, p_state text, p_city text) to anon, authenticated, service_role;

revoke all on function public.cost_sitemap() from public, anon, authenticated, service_role;

grant execute on function public.cost_sitemap() to anon, authenticated, service_role;

revoke all on function public.decide_cost_quote(p_quote bigint, p_counted boolean, p_reason text) from public, anon, authenticated, service_role;

grant execute on function public.decide_cost_quote(p_quote bigint, p_counted boolean, p_reason text) to authenticated, service_role;

revoke all on function public.staff_cost_decisions(p_limit integer) from public, anon, authenticated, service_role;

grant execute on function public.staff_cost_decisions(p_limit integer) to authenticated, service_role;

revoke all on function public.staff_cost_figures(p_state text, p_city text) from public, anon, authenticated, service_role;

grant execute on function public.staff_cost_figures(p_state text, p_city text) to authenticated, service_role;

revoke all on function public.staff_cost_quotes(p_state text, p_city text, p_limit integer) from public, anon, authenticated, service_role;

grant execute on function public.staff_cost_quotes(p_state text, p_city text, p_limit integer) to authenticated, service_role;
