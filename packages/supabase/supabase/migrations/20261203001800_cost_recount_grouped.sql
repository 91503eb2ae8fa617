-- cost recount grouped: generated from the schema files (pnpm --filter @pond/supabase schema:diff cost_recount_grouped), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

set check_function_bodies = off;

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
$function$
;
