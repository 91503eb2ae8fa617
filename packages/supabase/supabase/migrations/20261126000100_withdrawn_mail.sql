-- Issue 25: a homeowner who withdraws a request is mailed a confirmation (once), naming the builders
-- who already had it. Who "already had it" is one function, for the withdraw page and the mail.

alter table public.email_outbox
  drop constraint outbox_template,
  add constraint outbox_template check (template in (
    'planner-copy', 'lead-to-builder', 'lead-confirmation', 'lead-withdrawn',
    'partner-application-received', 'partner-approved', 'partner-declined', 'partner-site-proven'));

/** The builders who have a request: mailed (sent or being sent), or phoned by staff. */
create or replace function private.lead_already_with(p_lead uuid) returns text[]
language sql stable
security definer
set search_path = ''
as $$
  select array(
    select c.name from public.lead_routes r join public.contractors c on c.id = r.contractor_id
    where r.lead_id = p_lead
      and (r.delivery = 'phone' and r.contacted_at is not null
           or exists (select 1 from public.email_outbox o where o.lead_id = p_lead
                      and o.contractor_id = r.contractor_id and o.status in ('sent', 'sending')))
    order by r.slot);
$$;
revoke execute on function private.lead_already_with(uuid) from public;

/**
 * Withdraws a request through the signed link of a mail: no further routing, queued mail to
 * builders cancelled, and the first time, a confirmation mailed to the homeowner. Says which
 * builders already have it (the privacy policy promises to). A link that is altered or expired
 * changes nothing.
 */
create or replace function public.withdraw_request(p_lead uuid, p_expires bigint, p_signature text)
returns table (withdrawn_at timestamptz, already_with text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.lead_submissions;
  earlier timestamptz;
begin
  if p_lead is null or p_expires is null or p_signature is null
     or p_signature is distinct from private.withdraw_signature(p_lead, p_expires) then
    raise exception 'This withdraw link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  if to_timestamp(p_expires) < now() then
    raise exception 'This withdraw link has expired.' using errcode = 'P0001', hint = 'withdraw_link_expired';
  end if;
  select l.withdrawn_at into earlier from public.lead_submissions l where l.id = p_lead for update;
  update public.lead_submissions l set withdrawn_at = coalesce(l.withdrawn_at, now())
   where l.id = p_lead returning * into lead;
  if lead.id is null then
    raise exception 'This withdraw link is not valid.' using errcode = 'P0001', hint = 'withdraw_link_invalid';
  end if;
  update public.email_outbox o set status = 'cancelled', last_error = 'The homeowner withdrew the request.'
   where o.lead_id = p_lead and o.template = 'lead-to-builder' and o.status in ('queued', 'failed');
  if earlier is null then
    insert into public.email_outbox (template, to_email, to_name, payload, lead_id)
    values ('lead-withdrawn', lead.email, lead.name, jsonb_build_object('lead_id', p_lead), p_lead);
  end if;
  withdrawn_at := lead.withdrawn_at;
  already_with := private.lead_already_with(p_lead);
  return next;
end
$$;
revoke execute on function public.withdraw_request(uuid, bigint, text) from public;
grant execute on function public.withdraw_request(uuid, bigint, text) to anon, authenticated;
