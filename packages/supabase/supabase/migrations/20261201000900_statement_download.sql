-- Issue 36: a partner downloads a monthly statement from their dashboard, the same lines as the
-- mailed one (both files are written from @pond/core's STATEMENT_COLUMNS). Only months they were sent
-- a statement for, and only their own.
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
  return query select * from private.partner_statement_rows(mine, p_month);
end
$$;
revoke execute on function public.partner_statement_lines(date) from public, anon;
grant execute on function public.partner_statement_lines(date) to authenticated;
