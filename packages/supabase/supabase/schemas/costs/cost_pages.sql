-- A figure as the pages show it, or null when it may not be shown (too few quotes or builders, or one
-- builder's share too large): then nothing of it leaves the database, not even its counts.
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
    -- Each item's share of the listed dollars in whole percent (core's itemShares): never the dollars,
    -- which one quote's arrival would give away.
    'items', (select jsonb_agg(jsonb_build_object('item', d.item, 'percent', round(d.dollars * 100.0 / d.listed))
                               order by d.dollars desc)
                from (select d.item, d.dollars, sum(d.dollars) over () as listed
                        from private.cost_item_dollars d
                        join private.cost_counts i
                          on (i.state, i.city, i.kind, i.band, i.measure) = (d.state, d.city, d.kind, d.band, 'items')
                       where (d.state, d.city, d.kind, d.band) = (p_state, p_city, p_kind, '') and d.dollars > 0
                         and private.may_show_cost(i.quotes, i.builders, i.top_builder_quotes)) d),
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
$function$;

revoke all on function private.cost_figure(p_state text, p_city text, p_kind text) from public, anon, authenticated, service_role;

-- A cost page: the place's figure for a kind ('' for every new pond) and the levels above it (city →
-- state → country), the places below with figures of their own, and the kinds priced here.
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
    -- The city as homeowners wrote it, only where it has a figure of its own (else the page names it
    -- from its address): whether anyone asked for a quote in a small town is not for anyone to read.
    'city_name', (select q.city from private.cost_quotes q
                   where q.state = upper(p_state) and q.city_slug = p_city and q.counted
                     and exists (select 1 from private.cost_counts c
                                  where (c.state, c.city, c.band, c.measure) = (q.state, q.city_slug, '', 'total')
                                    and private.may_show_cost(c.quotes, c.builders, c.top_builder_quotes))
                   order by q.sent_at desc limit 1),
    -- The 100 places with the most quotes: a state of thousands of cities lists its busiest.
    'places', coalesce((
      select jsonb_agg(jsonb_build_object('state', c.state, 'city', c.city, 'quotes', c.quotes, 'median', c.p50,
               'name', case when c.city <> '' then (select q.city from private.cost_quotes q
                                                    where q.state = c.state and q.city_slug = c.city
                                                    order by q.sent_at desc limit 1) end)
             order by c.quotes desc, c.state, c.city)
        from (select c.* from private.cost_counts c
               where p_city = '' and c.kind = p_kind and c.band = '' and c.measure = 'total'
                 and case when p_state = '' then c.state <> '' and c.city = '' else c.state = upper(p_state) and c.city <> '' end
                 and private.may_show_cost(c.quotes, c.builders, c.top_builder_quotes)
               order by c.quotes desc, c.state, c.city
               limit 100) c), '[]'::jsonb),
    'kinds', coalesce((
      select jsonb_agg(c.kind order by c.kind)
        from private.cost_counts c
       where (c.state, c.city, c.band, c.measure) = (upper(p_state), p_city, '', 'total') and c.kind <> ''
         and private.may_show_cost(c.quotes, c.builders, c.top_builder_quotes)), '[]'::jsonb))
$function$;

revoke all on function public.cost_page(p_kind text, p_state text, p_city text) from public, anon, authenticated, service_role;
grant execute on function public.cost_page(p_kind text, p_state text, p_city text) to anon, authenticated, service_role;

-- The nearest figure that may be shown for a kind and size band (city → state → country), or nothing:
-- what the planner, the calculator and the project page set beside their own figures.
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
$function$;

revoke all on function public.cost_range(p_kind text, p_band text, p_state text, p_city text) from public, anon, authenticated, service_role;
grant execute on function public.cost_range(p_kind text, p_band text, p_state text, p_city text) to anon, authenticated, service_role;

-- The cost pages with figures of their own, for the sitemap.
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
$function$;

revoke all on function public.cost_sitemap() from public, anon, authenticated, service_role;
grant execute on function public.cost_sitemap() to anon, authenticated, service_role;
