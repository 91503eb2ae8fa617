create table public.contractor_emails (
  contractor_id uuid not null,
  email text not null,
  constraint contractor_emails_pkey PRIMARY KEY (contractor_id)
);

alter table public.contractor_emails add constraint contractor_email_format CHECK (private.is_email(email)) NOT VALID;

alter table public.contractor_emails add constraint contractor_emails_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES contractors(id) ON DELETE CASCADE;

revoke all on table public.contractor_emails from public, anon, authenticated, service_role;
grant insert, select, update on table public.contractor_emails to authenticated;
grant all on table public.contractor_emails to service_role;

alter table public.contractor_emails enable row level security;

create policy "Staff add builders' emails" on public.contractor_emails
  for insert to authenticated
  with check (private.is_staff());

create policy "Staff correct builders' emails" on public.contractor_emails
  for update to authenticated
  using (private.is_staff())
  with check (private.is_staff());

create policy "Staff read builders' emails" on public.contractor_emails
  for select to authenticated
  using (private.is_staff());

CREATE OR REPLACE FUNCTION private.keep_account_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.email := coalesce((select a.email from public.builder_accounts a where a.contractor_id = new.contractor_id),
                        new.email);
  return new;
end
$function$;

revoke all on function private.keep_account_email() from public, anon, authenticated, service_role;

CREATE TRIGGER contractor_emails_keep_account BEFORE INSERT OR UPDATE ON contractor_emails FOR EACH ROW EXECUTE FUNCTION private.keep_account_email();
