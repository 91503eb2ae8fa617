-- Spam defence that does not hurt people (issue 4 of 8): visitors may send only so many requests per
-- email address and per network address in an hour. Counted in the database, where a visitor
-- cannot skip it; limits live in a table so they can be tuned without a migration.
alter table public.lead_submissions add column client_address text;
create index lead_submissions_client_address on public.lead_submissions (client_address, created_at desc);

create table private.lead_limits (
  singleton boolean primary key default true check (singleton),
  per_email_per_hour integer not null check (per_email_per_hour > 0),
  per_address_per_hour integer not null check (per_address_per_hour > 0)
);
insert into private.lead_limits (per_email_per_hour, per_address_per_hour) values (5, 30);

create or replace function private.limit_lead_requests() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.lead_limits;
  forwarded text := coalesce(current_setting('request.headers', true), '{}')::json ->> 'x-forwarded-for';
begin
  -- The address the request came from, as the proxy in front of PostgREST reports it; never what the
  -- visitor typed. Staff tools and direct database work (no API role) are not limited.
  new.client_address := nullif(btrim(split_part(coalesce(forwarded, ''), ',', 1)), '');
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  select * into limits from private.lead_limits;
  if (select count(*) from public.lead_submissions l
       where lower(l.email) = lower(new.email) and l.created_at > now() - interval '1 hour') >= limits.per_email_per_hour then
    raise exception 'Too many requests from this email address. Please try again in an hour.'
      using errcode = 'P0001', hint = 'lead_rate_limit_email';
  end if;
  if new.client_address is not null
     and (select count(*) from public.lead_submissions l
           where l.client_address = new.client_address and l.created_at > now() - interval '1 hour') >= limits.per_address_per_hour then
    raise exception 'Too many requests from your network. Please wait a while and try again.'
      using errcode = 'P0001', hint = 'lead_rate_limit_address';
  end if;
  return new;
end
$$;

create trigger lead_submissions_rate_limit
  before insert on public.lead_submissions
  for each row execute function private.limit_lead_requests();
