-- Partner credit (issue 5 of 9): a quote request sent from a widget on a partner's page names the
-- partner and the page's origin as the browser reports them. The browser alone is not trusted: the
-- database also records the Origin header the request arrived with (PostgREST passes request headers
-- to SQL). A mismatch is kept, not rejected, and staff see it in origin_mismatch.
alter table public.lead_submissions
  add column partner text constraint lead_partner_format
    check (partner is null or partner ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  -- Whatever the widget reports is kept (an app's web view may say capacitor://localhost); only its
  -- length is bounded. Its trust comes from comparing it with request_origin, not from its shape.
  add column page_origin text constraint lead_page_origin_length check (char_length(page_origin) <= 300),
  add column request_origin text,
  add column origin_mismatch boolean generated always as
    (partner is not null and page_origin is distinct from request_origin) stored;

comment on column public.lead_submissions.partner is 'The partner id a widget was embedded with; null for our own pages.';
comment on column public.lead_submissions.page_origin is 'The embedding page''s origin as the widget reported it.';
comment on column public.lead_submissions.request_origin is 'The Origin header of the request, recorded by the database.';

create index lead_submissions_partner on public.lead_submissions (partner, created_at desc) where partner is not null;

create or replace function private.record_request_origin() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Whatever the client sent for request_origin is replaced by what the request itself carried.
  new.request_origin := left(nullif(btrim(
    coalesce(current_setting('request.headers', true), '{}')::json ->> 'origin'), ''), 300);
  return new;
end
$$;

create trigger lead_submissions_request_origin
  before insert on public.lead_submissions
  for each row execute function private.record_request_origin();
