create table public.lead_routes (
  lead_id uuid not null,
  contractor_id uuid not null,
  slot smallint not null,
  consent_text text not null,
  chosen_at timestamp with time zone default now() not null,
  delivery text not null,
  contacted_at timestamp with time zone,
  consent_id text,
  outcome text,
  quote_amount integer,
  quote_note text,
  not_fit_reason text,
  outcome_at timestamp with time zone,
  review_invited_at timestamp with time zone,
  review_reminded_at timestamp with time zone,
  reached_at timestamp with time zone,
  own_request boolean default false not null,
  quote_mailed_amounts integer[] default '{}'::integer[] not null,
  homeowner_decision text,
  decline_reason text,
  decided_at timestamp with time zone,
  quote_file_key text,
  quote_file_bytes integer,
  quote_file_at timestamp with time zone,
  constraint lead_route_consent CHECK (char_length(btrim(consent_text)) >= 1 AND char_length(btrim(consent_text)) <= 2000),
  constraint lead_route_contacted_after_chosen CHECK (contacted_at >= chosen_at),
  constraint lead_route_decline_reason CHECK (decline_reason IS NULL OR private.is_decline_reason(decline_reason)),
  constraint lead_route_delivery CHECK (delivery = ANY (ARRAY['email'::text, 'phone'::text])),
  constraint lead_route_homeowner_decision CHECK (homeowner_decision = ANY (ARRAY['chosen'::text, 'declined'::text])),
  constraint lead_route_not_fit_reason CHECK (not_fit_reason IS NULL OR private.is_not_fit_reason(not_fit_reason)),
  constraint lead_route_outcome CHECK (outcome = ANY (ARRAY['quoted'::text, 'won'::text, 'not_fit'::text])),
  constraint lead_route_quote_file CHECK ((quote_file_key IS NULL) = (quote_file_bytes IS NULL) AND (quote_file_bytes IS NULL OR (quote_file_bytes >= 1 AND quote_file_bytes <= 10485760))),
  constraint lead_route_quote_amount CHECK (quote_amount >= 1 AND quote_amount <= 10000000),
  constraint lead_route_quote_note CHECK (char_length(quote_note) <= 1000),
  constraint lead_route_slot CHECK (slot >= 1 AND slot <= 6),
  constraint lead_route_slot_taken UNIQUE (lead_id, slot),
  constraint lead_routes_pkey PRIMARY KEY (lead_id, contractor_id)
);

alter table public.lead_routes add constraint lead_routes_consent_id_fkey FOREIGN KEY (consent_id) REFERENCES consent_texts(id);

alter table public.lead_routes add constraint lead_routes_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id);

alter table public.lead_routes add constraint lead_routes_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES lead_submissions(id) ON DELETE CASCADE;

CREATE INDEX lead_routes_contractor ON public.lead_routes USING btree (contractor_id) WHERE (contacted_at IS NOT NULL);

revoke all on table public.lead_routes from public, anon, authenticated, service_role;
grant select on table public.lead_routes to authenticated;
grant all on table public.lead_routes to service_role;
grant update (contacted_at) on table public.lead_routes to authenticated;

alter table public.lead_routes enable row level security;

create policy "Staff mark builders contacted" on public.lead_routes
  for update to authenticated
  using (private.is_staff())
  with check (private.is_staff());

create policy "Staff read routing" on public.lead_routes
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION private.contact_reaches()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.reached_at is null and new.contacted_at is not null then
    -- Marked contacted now: now (an insert carries its own history, as the seed and imports do).
    new.reached_at := case when tg_op = 'UPDATE' and old.contacted_at is null then now() else new.contacted_at end;
  end if;
  return new;
end
$function$;

revoke all on function private.contact_reaches() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.note_own_route()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.own_request := new.own_request or private.is_own_request(new.lead_id, new.contractor_id);
  return new;
end
$function$;

revoke all on function private.note_own_route() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.refuse_paused_routes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (select 1 from public.contractors c where c.id = new.contractor_id and c.paused_at is not null) then
    raise exception 'A builder you chose is not taking new requests right now. Please choose again.'
      using errcode = 'P0001', hint = 'builder_paused';
  end if;
  return new;
end
$function$;

revoke all on function private.refuse_paused_routes() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.stamp_contacted()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if old.contacted_at is not null then
    new.contacted_at := old.contacted_at;
  elsif new.contacted_at is not null then
    new.contacted_at := now();
  end if;
  return new;
end
$function$;

revoke all on function private.stamp_contacted() from public, anon, authenticated, service_role;
grant execute on function private.stamp_contacted() to public;

CREATE TRIGGER lead_routes_confirmed_webhooks AFTER UPDATE OF contacted_at ON lead_routes FOR EACH ROW WHEN (old.contacted_at IS NULL AND new.contacted_at IS NOT NULL) EXECUTE FUNCTION private.confirmed_webhooks();

CREATE TRIGGER lead_routes_contact_reaches BEFORE INSERT OR UPDATE ON lead_routes FOR EACH ROW EXECUTE FUNCTION private.contact_reaches();

CREATE TRIGGER lead_routes_own_request BEFORE INSERT ON lead_routes FOR EACH ROW EXECUTE FUNCTION private.note_own_route();

CREATE TRIGGER lead_routes_purge_marked AFTER UPDATE ON lead_routes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.queue_route_purge();

CREATE TRIGGER lead_routes_refuse_paused BEFORE INSERT ON lead_routes FOR EACH ROW EXECUTE FUNCTION private.refuse_paused_routes();

CREATE TRIGGER lead_routes_stamp_contacted BEFORE UPDATE OF contacted_at ON lead_routes FOR EACH ROW EXECUTE FUNCTION private.stamp_contacted();

CREATE TRIGGER lead_routes_webhooks AFTER INSERT ON lead_routes FOR EACH ROW WHEN (new.slot = 1) EXECUTE FUNCTION private.route_webhooks();
