-- The figures, kept as quotes come and go (private.count_cost_quote): one row per place, kind, size
-- band and measure, where '' stands for every state, city, new pond or size. A measure is 'total' (every
-- quote's total), 'sqft' (total per square foot, quotes with a size) or 'items' (quotes that listed
-- their items). Its quantiles are read from the counts per rounded amount (cost_buckets), so adding a
-- quote touches a few rows, never every quote.
create table private.cost_counts (
  state text not null,
  city text not null,
  kind text not null,
  band text not null,
  measure text not null,
  quotes integer default 0 not null,
  builders integer default 0 not null,
  top_builder_quotes integer default 0 not null,
  p10 integer,
  p25 integer,
  p50 integer,
  p75 integer,
  p90 integer,
  updated_at timestamp with time zone default now() not null,
  constraint cost_counts_measure CHECK (measure = ANY (ARRAY['total'::text, 'sqft'::text, 'items'::text])),
  constraint cost_counts_pkey PRIMARY KEY (state, city, kind, band, measure)
);

revoke all on table private.cost_counts from public, anon, authenticated, service_role;

-- How many quotes each builder gave to a figure: its builders and the most any one gave.
create table private.cost_builder_counts (
  state text not null,
  city text not null,
  kind text not null,
  band text not null,
  measure text not null,
  contractor_id uuid not null,
  quotes integer not null,
  constraint cost_builder_counts_pkey PRIMARY KEY (state, city, kind, band, measure, contractor_id)
);

CREATE INDEX cost_builder_counts_most ON private.cost_builder_counts USING btree (state, city, kind, band, measure, quotes DESC);

revoke all on table private.cost_builder_counts from public, anon, authenticated, service_role;

-- How many quotes came to each rounded amount ($100 of total, $1 per square foot).
create table private.cost_buckets (
  state text not null,
  city text not null,
  kind text not null,
  band text not null,
  measure text not null,
  amount integer not null,
  quotes integer not null,
  constraint cost_buckets_pkey PRIMARY KEY (state, city, kind, band, measure, amount)
);

revoke all on table private.cost_buckets from public, anon, authenticated, service_role;

-- The dollars of listed items, by item: their shares of the listed dollars.
create table private.cost_item_dollars (
  state text not null,
  city text not null,
  kind text not null,
  band text not null,
  item text not null,
  dollars bigint not null,
  constraint cost_item_dollars_pkey PRIMARY KEY (state, city, kind, band, item)
);

revoke all on table private.cost_item_dollars from public, anon, authenticated, service_role;

-- The cost pages a change touched, for the purge job (a city's by its slug; '' for the state's or the country's).
create table private.pending_cost_purges (
  state text not null,
  city text not null,
  constraint pending_cost_purges_pkey PRIMARY KEY (state, city)
);

revoke all on table private.pending_cost_purges from public, anon, authenticated, service_role;

-- The quantiles of a figure from its counts per amount: core's roundedQuantile, in twentieths.
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
$function$;

revoke all on function private.cost_quantiles(p_state text, p_city text, p_kind text, p_band text, p_measure text, p_quotes integer, p_step integer) from public, anon, authenticated, service_role;

-- One quote in or out (p_sign 1 or -1) of one figure's measure.
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
$function$;

revoke all on function private.count_in_figure(p_state text, p_city text, p_kind text, p_band text, p_measure text, p_contractor uuid, p_amount integer, p_step integer, p_sign integer) from public, anon, authenticated, service_role;

-- One quote in or out of every figure it belongs to: its city's, its state's and the country's, for
-- its kind and for every new pond, for its size band and for every size. Its pages are noted for a purge.
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
$function$;

revoke all on function private.count_cost_quote(p_quote private.cost_quotes, p_sign integer) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.take_pending_cost_purges()
 RETURNS TABLE(state text, city text)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ delete from private.pending_cost_purges returning state, city $function$;

revoke all on function private.take_pending_cost_purges() from public, anon, authenticated, service_role;

-- Every figure from its quotes at once: the bench's seed and the local seed's samples, loaded in bulk.
-- Each counted quote once per measure, then every figure it belongs to as grouping sets (its place at
-- three levels × its size band or every size), for its kind and, a new pond, for every new pond.
CREATE OR REPLACE FUNCTION private.recount_cost_figures()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  truncate private.cost_counts, private.cost_builder_counts, private.cost_buckets, private.cost_item_dollars;
  create temporary table measured on commit drop as
  select q.state, q.city_slug as city, k.kind, q.band, q.contractor_id, m.measure, m.amount
    from private.cost_quotes q
    cross join lateral (select q.kind where q.kind is not null union all select '' where q.building) k(kind)
    cross join lateral (
      select 'total' as measure, (round(q.total / 100.0) * 100)::integer as amount
      union all select 'sqft', round(q.total::numeric / q.area_sq_ft)::integer where q.area_sq_ft is not null
      union all select 'items', null where jsonb_array_length(q.items) > 0
    ) m
   where q.counted;
  insert into private.cost_builder_counts (state, city, kind, band, measure, contractor_id, quotes)
  select case when grouping(state) = 1 then '' else state end, case when grouping(city) = 1 then '' else city end,
         kind, case when grouping(band) = 1 then '' else band end, measure, contractor_id, count(*)
    from measured
   group by grouping sets ((kind, measure, contractor_id), (kind, measure, contractor_id, band),
                           (kind, measure, contractor_id, state), (kind, measure, contractor_id, state, band),
                           (kind, measure, contractor_id, state, city), (kind, measure, contractor_id, state, city, band))
  having grouping(band) = 1 or band is not null;
  insert into private.cost_buckets (state, city, kind, band, measure, amount, quotes)
  select case when grouping(state) = 1 then '' else state end, case when grouping(city) = 1 then '' else city end,
         kind, case when grouping(band) = 1 then '' else band end, measure, amount, count(*)
    from measured
   where amount is not null
   group by grouping sets ((kind, measure, amount), (kind, measure, amount, band),
                           (kind, measure, amount, state), (kind, measure, amount, state, band),
                           (kind, measure, amount, state, city), (kind, measure, amount, state, city, band))
  having grouping(band) = 1 or band is not null;
  insert into private.cost_item_dollars (state, city, kind, band, item, dollars)
  select case when grouping(i.state) = 1 then '' else i.state end, case when grouping(i.city) = 1 then '' else i.city end,
         i.kind, case when grouping(i.band) = 1 then '' else i.band end, i.item, sum(i.amount)
    from (select q.state, q.city_slug as city, k.kind, q.band, coalesce(e ->> 'key', 'other') as item,
                 (e ->> 'amount')::bigint as amount
            from private.cost_quotes q
            cross join lateral (select q.kind where q.kind is not null union all select '' where q.building) k(kind)
            cross join lateral jsonb_array_elements(q.items) e
           where q.counted) i
   group by grouping sets ((i.kind, i.item), (i.kind, i.item, i.band), (i.kind, i.item, i.state),
                           (i.kind, i.item, i.state, i.band), (i.kind, i.item, i.state, i.city),
                           (i.kind, i.item, i.state, i.city, i.band))
  having grouping(i.band) = 1 or i.band is not null;
  insert into private.cost_counts (state, city, kind, band, measure, quotes, builders, top_builder_quotes)
  select state, city, kind, band, measure, sum(quotes), count(*), max(quotes)
    from private.cost_builder_counts group by 1, 2, 3, 4, 5;
  -- Every figure's quantiles in one pass over the counts (private.cost_quantiles' rule, set-based: one
  -- call per figure would take minutes at a million quotes).
  update private.cost_counts c set p10 = x.q[1], p25 = x.q[2], p50 = x.q[3], p75 = x.q[4], p90 = x.q[5]
    from (
      select g.state, g.city, g.kind, g.band, g.measure,
             array_agg((round((g.lo * 20 + (g.hi - g.lo) * g.part)::numeric / (20 * g.step)) * g.step)::integer
                       order by g.i) as q
        from (
          select h.state, h.city, h.kind, h.band, h.measure, h.step, f.i, f.part,
                 min(h.amount) filter (where h.upto > f.lo) as lo,
                 min(h.amount) filter (where h.upto > f.hi) as hi
            from (
              select b.state, b.city, b.kind, b.band, b.measure, b.amount,
                     case b.measure when 'total' then 100 else 1 end as step,
                     sum(b.quotes) over (partition by b.state, b.city, b.kind, b.band, b.measure order by b.amount) as upto,
                     sum(b.quotes) over (partition by b.state, b.city, b.kind, b.band, b.measure) as n
                from private.cost_buckets b
            ) h
            cross join lateral (
              select u.i, ((h.n - 1) * u.t) % 20 as part, ((h.n - 1) * u.t) / 20 as lo,
                     least(((h.n - 1) * u.t) / 20 + 1, h.n - 1) as hi
                from unnest(array[2, 5, 10, 15, 18]) with ordinality u(t, i)
            ) f
           group by 1, 2, 3, 4, 5, 6, 7, 8
        ) g
       group by 1, 2, 3, 4, 5
    ) x
   where (c.state, c.city, c.kind, c.band, c.measure) = (x.state, x.city, x.kind, x.band, x.measure);
end
$function$;

revoke all on function private.recount_cost_figures() from public, anon, authenticated, service_role;
