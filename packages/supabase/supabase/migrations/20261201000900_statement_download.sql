-- Issue 36: a statement is a record of what was sent. Its lines are kept as they were when it was
-- made (with its mail, in one transaction), so the mailed CSV and the one a partner downloads from
-- the dashboard later are the same bytes whatever changes since (a request confirmed or withdrawn, a
-- site proven or revoked); both are written from @pond/core's STATEMENT_COLUMNS.

/** A partner's month as partner_statement_rows counts it now, as JSON in the rows' own order. */
create function private.statement_rows_now(p_partner text, p_month date) returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(r) - 'n' order by r.n), '[]'::jsonb)
    from private.partner_statement_rows(p_partner, p_month)
         with ordinality as r(site, attributed, campaign, loads, requests, confirmed, reached_builders, withdrawn, plans, n)
$$;

alter table public.partner_statements add column lines jsonb;
-- Statements sent before this: their lines as they are now (the nearest record there is).
update public.partner_statements set lines = private.statement_rows_now(partner_id, month);
alter table public.partner_statements alter column lines set not null;

create function private.keep_statement_lines() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.lines := private.statement_rows_now(new.partner_id, new.month);
  return new;
end
$$;
create trigger partner_statements_lines before insert on public.partner_statements
  for each row execute function private.keep_statement_lines();

/** A statement's lines as it was made: what its mail and its download both write. */
create function private.statement_lines(p_partner text, p_month date)
returns table (site text, attributed boolean, campaign text, loads integer, requests integer, confirmed integer,
               reached_builders integer, withdrawn integer, plans integer)
language sql stable
security definer
set search_path = ''
as $$
  select l ->> 'site', (l ->> 'attributed')::boolean, l ->> 'campaign', (l ->> 'loads')::integer,
         (l ->> 'requests')::integer, (l ->> 'confirmed')::integer, (l ->> 'reached_builders')::integer,
         (l ->> 'withdrawn')::integer, (l ->> 'plans')::integer
    from public.partner_statements s, jsonb_array_elements(s.lines) with ordinality as e(l, n)
   where s.partner_id = p_partner and s.month = p_month
   order by e.n
$$;
revoke execute on function private.statement_rows_now(text, date), private.keep_statement_lines(),
  private.statement_lines(text, date) from public;

-- The partner's own statement months only.
create or replace function public.partner_statement_lines(p_month date)
returns table (site text, attributed boolean, campaign text, loads integer, requests integer, confirmed integer,
               reached_builders integer, withdrawn integer, plans integer)
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  mine text := private.partner_id();
begin
  if mine is null or not exists (
    select 1 from public.partner_statements s where s.partner_id = mine and s.month = p_month
  ) then
    raise exception 'There is no statement of yours for this month.' using errcode = 'P0001',
      hint = 'partner_statement_not_found';
  end if;
  return query select * from private.statement_lines(mine, p_month);
end
$$;
revoke execute on function public.partner_statement_lines(date) from public, anon;
grant execute on function public.partner_statement_lines(date) to authenticated;
