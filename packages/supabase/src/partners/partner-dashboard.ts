import type { PondClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { PondDataError } from '../errors.ts';
import type { PartnerRow } from './partner-applications.ts';

// What a signed-in partner reads (issue 24): its own row, its requests without any homeowner's
// contact details, and its figures. The views decide whose; row-level security keeps the tables shut.

export type PartnerRequest = Database['public']['Views']['partner_requests']['Row'];
export type PartnerFigures = Database['public']['Views']['partner_figures']['Row'];

export interface PartnerDashboard {
  partner: PartnerRow;
  requests: PartnerRequest[];
  figures: PartnerFigures[];
}

/** The signed-in partner's dashboard, or null when the account is not a partner's. */
export async function loadPartnerDashboard(
  client: PondClient,
  partnerId: string,
): Promise<PartnerDashboard | null> {
  const [partner, requests, figures] = await Promise.all([
    client.from('partners').select('*').eq('id', partnerId).maybeSingle(),
    client.from('partner_requests').select('*').order('created_at', { ascending: false }).limit(1000),
    client.from('partner_figures').select('*').order('month', { ascending: false }).order('widget'),
  ]);
  const error = partner.error ?? requests.error ?? figures.error;
  if (error) throw new PondDataError('Could not load your dashboard. Please try again.', { cause: error });
  if (!partner.data) return null;
  return { partner: partner.data, requests: requests.data ?? [], figures: figures.data ?? [] };
}
