-- Staff see every figure with its counts, shown or not, and why.
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
$function$;

revoke all on function public.staff_cost_figures(p_state text, p_city text) from public, anon, authenticated, service_role;
grant execute on function public.staff_cost_figures(p_state text, p_city text) to authenticated, service_role;

-- The quotes behind a place's figures, newest first, with the latest decision on each.
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
$function$;

revoke all on function public.staff_cost_quotes(p_state text, p_city text, p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.staff_cost_quotes(p_state text, p_city text, p_limit integer) to authenticated, service_role;

-- Staff set a quote aside from the figures (plainly not a real price: a typo, a test), or count it
-- again; each decision is logged with its reason and who made it.
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
$function$;

revoke all on function public.decide_cost_quote(p_quote bigint, p_counted boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.decide_cost_quote(p_quote bigint, p_counted boolean, p_reason text) to authenticated, service_role;

-- The log of staff's decisions, newest first.
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
$function$;

revoke all on function public.staff_cost_decisions(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.staff_cost_decisions(p_limit integer) to authenticated, service_role;
