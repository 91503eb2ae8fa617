-- Rules that live in SQL and in TypeScript are declared once per side (issue 32): one check function
-- per rule here, one named function in @pond/core there, and test/rule-parity.test.ts runs both on
-- the same valid and invalid values. The constraints keep their names (the API maps them to fields).

/** An email address: @pond/core's EMAIL_PATTERN and EMAIL_MAX. */
create or replace function private.is_email(value text) returns boolean
language sql immutable
set search_path = ''
as $$
  select char_length(value) <= 254
     and value ~ '^[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
$$;

/** A partner id, the widgets' `partner` attribute: @pond/core's PARTNER_ID_PATTERN. */
create or replace function private.is_partner_id(value text) returns boolean
language sql immutable
set search_path = ''
as $$ select value ~ '^[a-z0-9][a-z0-9-]{0,62}$' $$;

/** A campaign slug: @pond/core's CAMPAIGN_PATTERN. */
create or replace function private.is_campaign(value text) returns boolean
language sql immutable
set search_path = ''
as $$ select value ~ '^[a-z0-9][a-z0-9_-]{0,39}$' $$;

/** One of the kit's four elements: @pond/core's WIDGET_TAGS. */
create or replace function private.is_widget_tag(value text) returns boolean
language sql immutable
set search_path = ''
as $$ select value in ('pond-directory', 'pond-quote-form', 'pond-planner', 'pond-calculator') $$;

/** Every element of a list is one of the kit's elements (and there is one at least). */
create or replace function private.are_widget_tags(value text[]) returns boolean
language sql immutable
set search_path = ''
as $$ select cardinality(value) >= 1 and (select bool_and(coalesce(private.is_widget_tag(v), false)) from unnest(value) v) $$;

-- private.is_state_code (the first migration) is the state rule: @pond/core's isStateCode.

alter table public.lead_submissions
  drop constraint lead_email_format,
  add constraint lead_email_format check (private.is_email(email)),
  drop constraint lead_partner_format,
  add constraint lead_partner_format check (partner is null or private.is_partner_id(partner)),
  drop constraint lead_campaign_format,
  add constraint lead_campaign_format check (private.is_campaign(campaign));
alter table public.pond_planner_submissions
  drop constraint planner_email_format,
  add constraint planner_email_format check (private.is_email(email)),
  drop constraint planner_partner_format,
  add constraint planner_partner_format check (partner is null or private.is_partner_id(partner)),
  drop constraint planner_campaign_format,
  add constraint planner_campaign_format check (private.is_campaign(campaign));
-- Addresses already kept under the looser rules these had stay; new ones follow the one rule.
alter table public.partner_applications
  drop constraint application_email,
  add constraint application_email check (private.is_email(email)) not valid,
  drop constraint application_widgets,
  add constraint application_widgets check (private.are_widget_tags(widgets));
alter table public.contractor_emails
  drop constraint contractor_email_format,
  add constraint contractor_email_format check (private.is_email(email)) not valid;
alter table public.partners
  drop constraint partner_id_format,
  add constraint partner_id_format check (private.is_partner_id(id));
alter table public.widget_loads
  drop constraint widget_load_partner,
  add constraint widget_load_partner check (private.is_partner_id(partner)),
  drop constraint widget_load_widget,
  add constraint widget_load_widget check (private.is_widget_tag(widget));

create or replace function public.count_widget_load(p_partner text, p_widget text, p_version text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_origin text := left(nullif(btrim(
    coalesce(current_setting('request.headers', true), '{}')::json ->> 'origin'), ''), 300);
  v_day date := (now() at time zone 'utc')::date;
  limits private.widget_load_limits;
  counted integer;
begin
  if v_origin is null or v_origin = 'null'
     or not coalesce(private.is_partner_id(p_partner), false)
     or not coalesce(private.is_widget_tag(p_widget), false)
     or p_version !~ '^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$'
     or not exists (select 1 from public.partners p where p.id = p_partner) then
    return;
  end if;
  select * into limits from private.widget_load_limits;
  if not private.is_proven_origin(p_partner, v_origin) then
    v_origin := private.elsewhere();
    -- The day's allowance for everywhere else, taken one at a time (the row is locked while counted).
    insert into private.widget_load_elsewhere as e (day, partner, loads) values (v_day, p_partner, 1)
    on conflict (day, partner) do update set loads = e.loads + 1
      where e.loads < limits.elsewhere_per_partner_per_day
    returning e.loads into counted;
    if counted is null then
      return;
    end if;
  else
    select coalesce(sum(w.loads), 0) into counted from public.widget_loads w
     where w.day = v_day and w.origin = v_origin;
    if counted >= limits.per_origin_per_day then
      return;
    end if;
  end if;
  insert into public.widget_loads as w (day, origin, partner, widget, kit_version, loads)
  values (v_day, v_origin, p_partner, p_widget, p_version, 1)
  on conflict (day, origin, partner, widget, kit_version) do update set loads = w.loads + 1;
end
$$;
