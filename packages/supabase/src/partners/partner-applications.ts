import type { PartnerApplication } from '@pond/core/partner-application';
import type { PondClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { PondDataError, type PostgrestErrorLike } from '../errors.ts';

// Partners as customers: a business applies (anyone), staff decide (staff only, which
// row-level security and the functions' own checks enforce).

export type PartnerApplicationRow = Database['public']['Tables']['partner_applications']['Row'];
export type PartnerRow = Database['public']['Tables']['partners']['Row'];

/** Said when an application cannot be saved for a reason the applicant cannot fix by retyping. */
export const APPLICATION_FAILED = 'We could not send your application. Please try again.';

/** The message for an error a partner function raised with one of our hints, else `fallback`. */
function refusal(error: PostgrestErrorLike, fallback: string): PondDataError {
  if (error.hint?.startsWith('lead_rate_limit'))
    return new PondDataError(error.message, { cause: error, code: 'rate_limited' });
  if (error.hint?.startsWith('partner_'))
    return new PondDataError(error.message, { cause: error, code: 'failed' });
  return new PondDataError(fallback, { cause: error });
}

/** Sends an application to become a partner; the confirmation mail is queued with it. Its id. */
export async function applyAsPartner(client: PondClient, application: PartnerApplication): Promise<string> {
  const { data, error } = await client.rpc('apply_as_partner', {
    p_application: {
      business_name: application.businessName,
      contact_name: application.contactName,
      email: application.email,
      websites: application.websites,
      business_kind: application.businessKind,
      widgets: application.widgets,
    },
  });
  if (error) throw refusal(error, APPLICATION_FAILED);
  return data;
}

/** Applications, those waiting for a decision first, then the newest. */
export async function listPartnerApplications(client: PondClient): Promise<PartnerApplicationRow[]> {
  const { data, error } = await client
    .from('partner_applications')
    .select('*')
    .order('decided_at', { ascending: false, nullsFirst: true })
    .order('created_at', { ascending: false })
    .limit(500);
  if (error) throw new PondDataError('Could not load the applications. Please try again.', { cause: error });
  return data;
}

/** Partners, by name. */
export async function listPartners(client: PondClient): Promise<PartnerRow[]> {
  const { data, error } = await client.from('partners').select('*').order('business_name');
  if (error) throw new PondDataError('Could not load the partners. Please try again.', { cause: error });
  return data;
}

/** Approves an application; the partner's id (made from its name unless given) and the approval mail. */
export async function approvePartnerApplication(
  client: PondClient,
  applicationId: string,
  partnerId?: string,
): Promise<string> {
  const { data, error } = await client.rpc('approve_partner_application', {
    p_application: applicationId,
    ...(partnerId ? { p_partner_id: partnerId } : {}),
  });
  if (error) throw refusal(error, 'Could not approve the application. Please try again.');
  return data;
}

/** Declines an application; the applicant is mailed the reason. */
export async function declinePartnerApplication(client: PondClient, applicationId: string, reason: string) {
  const { error } = await client.rpc('decline_partner_application', {
    p_application: applicationId,
    p_reason: reason,
  });
  if (error) throw refusal(error, 'Could not decline the application. Please try again.');
}

/** Suspends a partner (with a reason) or makes it active again. */
export async function setPartnerStatus(
  client: PondClient,
  partnerId: string,
  status: 'active' | 'suspended',
  reason?: string,
) {
  const { error } = await client.rpc('set_partner_status', {
    p_partner: partnerId,
    p_status: status,
    ...(reason ? { p_reason: reason } : {}),
  });
  if (error) throw refusal(error, 'Could not change the partner. Please try again.');
}
