-- cost guide review: generated from the schema files (pnpm --filter @pond/supabase schema:diff cost_guide_review), then reviewed.
set local lock_timeout = '5s';
set local statement_timeout = '60s';

set check_function_bodies = off;

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
  if not p_counted then
    -- Set aside even when it is not counted now (older than the window): a later revision stays out too.
    update private.cost_quotes q set counted = false, set_aside_at = coalesce(q.set_aside_at, now()) where q.id = p_quote;
    if quote.counted then
      perform private.count_cost_quote(quote, -1);
    end if;
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

-- Quotes sent before the cost guide: each builder's latest revision on a request, sorted as a new one
-- is (not a builder's own request; a request without a place or of kind 'Other' is not counted), then
-- every figure counted at once.
insert into private.cost_quotes (lead_id, contractor_id, state, city, city_slug, kind, building, area_sq_ft, band,
                                 total, items, sent_at, counted)
select q.lead_id, q.contractor_id, l.state, btrim(l.city), private.city_slug(l.city), s.kind, s.building,
       s.area_sq_ft, s.band, q.total, q.items, q.sent_at, q.sent_at >= now() - interval '24 months'
  from (select distinct on (r.lead_id, r.contractor_id) r.* from public.request_quotes r
         order by r.lead_id, r.contractor_id, r.revision desc) q
  join public.lead_submissions l on l.id = q.lead_id
  cross join lateral private.cost_sorting(l.project_type, l.plan, l.pond_length_ft, l.pond_width_ft, l.pond_size) s
 where l.state is not null and nullif(btrim(l.city), '') is not null
   and not private.is_own_request(q.lead_id, q.contractor_id)
on conflict (lead_id, contractor_id) do nothing;

select private.recount_cost_figures();
