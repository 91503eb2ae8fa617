create table public.email_outbox (
  id uuid default gen_random_uuid() not null,
  template text not null,
  to_email text not null,
  to_name text,
  payload jsonb default '{}'::jsonb not null,
  status text default 'queued'::text not null,
  attempts integer default 0 not null,
  last_error text,
  created_at timestamp with time zone default now() not null,
  sent_at timestamp with time zone,
  client_address text,
  lead_id uuid,
  contractor_id uuid,
  claimed_at timestamp with time zone,
  application_id uuid,
  site_id uuid,
  constraint email_outbox_pkey PRIMARY KEY (id),
  constraint outbox_status CHECK (status = ANY (ARRAY['queued'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'cancelled'::text, 'held'::text, 'digested'::text])),
  constraint outbox_template CHECK (template = ANY (ARRAY['planner-copy'::text, 'lead-to-builder'::text, 'lead-confirmation'::text, 'lead-withdrawn'::text, 'partner-application-received'::text, 'partner-approved'::text, 'partner-declined'::text, 'partner-site-proven'::text, 'partner-statement'::text, 'partner-site-check-failed'::text, 'builder-claim-decided'::text, 'request-quoted'::text, 'builder-request-digest'::text, 'check-expiring'::text, 'review-invitation'::text, 'review-posted'::text, 'request-decided'::text, 'request-message'::text, 'request-waiting'::text]))
);

alter table public.email_outbox add constraint email_outbox_application_id_fkey FOREIGN KEY (application_id) REFERENCES partner_applications(id) ON DELETE CASCADE;

alter table public.email_outbox add constraint email_outbox_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE SET NULL;

alter table public.email_outbox add constraint email_outbox_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES lead_submissions(id) ON DELETE CASCADE;

alter table public.email_outbox add constraint email_outbox_site_id_fkey FOREIGN KEY (site_id) REFERENCES partner_sites(id) ON DELETE CASCADE;

CREATE INDEX email_outbox_client_address ON public.email_outbox USING btree (client_address, created_at DESC);

CREATE INDEX email_outbox_lead ON public.email_outbox USING btree (lead_id) WHERE (lead_id IS NOT NULL);

CREATE INDEX email_outbox_pending ON public.email_outbox USING btree (created_at) WHERE (status = ANY (ARRAY['queued'::text, 'sending'::text]));

CREATE INDEX email_outbox_recipient ON public.email_outbox USING btree (lower(to_email), created_at DESC);

revoke all on table public.email_outbox from public, anon, authenticated, service_role;
grant select on table public.email_outbox to authenticated;
grant all on table public.email_outbox to service_role;

alter table public.email_outbox enable row level security;

create policy "Staff read the outbox" on public.email_outbox
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION private.hold_for_digest()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.template = 'lead-to-builder' and new.status = 'queued' and exists (
       select 1 from public.builder_accounts a where a.contractor_id = new.contractor_id and a.request_mail = 'daily') then
    new.status := 'held';
  end if;
  return new;
end
$function$;

revoke all on function private.hold_for_digest() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.mark_routes_reached()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status = 'sent' and (tg_op = 'INSERT' or old.status is distinct from 'sent') then
    if new.template = 'lead-to-builder' then
      update public.lead_routes r set reached_at = coalesce(r.reached_at, now())
       where r.lead_id = new.lead_id and r.contractor_id = new.contractor_id;
    elsif new.template = 'builder-request-digest' then
      update public.lead_routes r set reached_at = coalesce(r.reached_at, now())
       where r.contractor_id = new.contractor_id
         and r.lead_id in (select value::uuid from jsonb_array_elements_text(new.payload -> 'lead_ids'));
    end if;
  end if;
  return null;
end
$function$;

revoke all on function private.mark_routes_reached() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.queue_mail_job()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status = 'queued' then
    perform private.add_job('send_mail', json_build_object('id', new.id), 'mail:' || new.id, p_kind => new.template);
  end if;
  return null;
end
$function$;

revoke all on function private.queue_mail_job() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.queue_released_mail()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.add_job('send_mail', json_build_object('id', new.id), 'mail:' || new.id, p_kind => new.template);
  return null;
end
$function$;

revoke all on function private.queue_released_mail() from public, anon, authenticated, service_role;

CREATE TRIGGER email_outbox_hold_for_digest BEFORE INSERT ON email_outbox FOR EACH ROW EXECUTE FUNCTION private.hold_for_digest();

CREATE TRIGGER email_outbox_marks_reached AFTER INSERT OR UPDATE OF status ON email_outbox FOR EACH ROW EXECUTE FUNCTION private.mark_routes_reached();

CREATE TRIGGER email_outbox_queue_job AFTER INSERT ON email_outbox FOR EACH ROW EXECUTE FUNCTION private.queue_mail_job();

CREATE TRIGGER email_outbox_queue_released AFTER UPDATE OF status ON email_outbox FOR EACH ROW WHEN (old.status = 'held'::text AND new.status = 'queued'::text) EXECUTE FUNCTION private.queue_released_mail();
