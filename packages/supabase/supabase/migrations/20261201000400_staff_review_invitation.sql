-- Issue 35: staff send a homeowner the invitation to review a builder they chose now, not on day 14:
-- when the homeowner lost the mail, or asks for it after the builder finished early. Only for a
-- request that chose the builder, was not withdrawn and has no review of them yet; the scheduled
-- invitation is then not sent again (the reminder at 45 days still is, while there is no review).

create or replace function public.send_review_invitation(p_lead uuid, p_contractor uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only staff send review invitations.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lead_routes r where r.lead_id = p_lead and r.contractor_id = p_contractor) then
    raise exception 'This request did not choose this builder.' using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.lead_submissions l where l.id = p_lead and l.withdrawn_at is not null) then
    raise exception 'The homeowner withdrew this request: no invitation is sent.'
      using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  if exists (select 1 from public.reviews v where v.lead_id = p_lead and v.contractor_id = p_contractor) then
    raise exception 'The homeowner has reviewed this builder already.' using errcode = 'P0001', hint = 'review_unchanged';
  end if;
  update public.lead_routes r set review_invited_at = coalesce(r.review_invited_at, now())
   where r.lead_id = p_lead and r.contractor_id = p_contractor;
  insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
  select 'review-invitation', l.email, l.name, jsonb_build_object('reminder', false), l.id, p_contractor
    from public.lead_submissions l where l.id = p_lead;
end
$$;
revoke execute on function public.send_review_invitation(uuid, uuid) from public, anon;
grant execute on function public.send_review_invitation(uuid, uuid) to authenticated;
