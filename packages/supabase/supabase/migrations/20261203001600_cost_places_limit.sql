-- cost places limit: generated from the schema files (pnpm --filter @pond/supabase schema:diff cost_places_limit), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

set check_function_bodies = off;

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
$function$
;
