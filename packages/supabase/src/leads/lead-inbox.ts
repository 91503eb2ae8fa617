import { UUID_PATTERN, type RequestStatus } from '@pond/core';
import type { Database } from '../database.types.ts';
import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';

// Staff's view of quote requests. Row-level security decides what comes back: a
// client that is not signed in as staff gets nothing.

export type InboxRequest = Database['public']['Views']['lead_inbox']['Row'];
export type PartnerReportRow = Database['public']['Views']['partner_report']['Row'];

export interface InboxFilters {
  /** First and last day, inclusive (YYYY-MM-DD, UTC). */
  from?: string;
  to?: string;
  state?: string;
  /** A site path or `widget:…`, matched from the start. */
  source?: string;
  partner?: string;
  /** A widget's campaign; also narrows the partner report. */
  campaign?: string;
  status?: RequestStatus;
}

/** The most requests one page or export holds; the filters narrow it down. */
export const INBOX_LIMIT = 5000;

/** Requests, newest first, filtered. */
export async function listInbox(client: PondClient, filters: InboxFilters = {}): Promise<InboxRequest[]> {
  let query = client.from('lead_inbox').select('*');
  if (filters.from) query = query.gte('created_at', `${filters.from}T00:00:00Z`);
  if (filters.to) query = query.lt('created_at', nextDay(filters.to));
  if (filters.state) query = query.eq('state', filters.state.toUpperCase());
  if (filters.source) query = query.like('source', `${filters.source.replace(/[%_\\]/g, '\\$&')}%`);
  if (filters.partner) query = query.eq('partner', filters.partner);
  if (filters.campaign) query = query.eq('campaign', filters.campaign);
  if (filters.status) query = query.eq('status', filters.status);
  const { data, error } = await query.order('created_at', { ascending: false }).limit(INBOX_LIMIT);
  if (error) throw new PondDataError('Could not load the requests. Please try again.', { cause: error });
  return data;
}

/** One request as the inbox shows it, or null when there is none this account may see. */
export async function getInboxRequest(client: PondClient, id: string): Promise<InboxRequest | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const { data, error } = await client.from('lead_inbox').select('*').eq('id', id).maybeSingle();
  if (error) throw new PondDataError('Could not load this request. Please try again.', { cause: error });
  return data;
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};

export interface RequestRouting {
  builders: {
    contractorId: string;
    name: string;
    phone: string | null;
    email: string | null;
    slot: number;
    delivery: string;
    consentText: string;
    chosenAt: string;
    contactedAt: string | null;
    /** The builder's own mark: quoted, won or not a fit, with its amount, note or reason. */
    outcome: 'quoted' | 'won' | 'not_fit' | null;
    quoteAmount: number | null;
    quoteNote: string | null;
    notFitReason: string | null;
  }[];
  mails: {
    id: string;
    template: string;
    toEmail: string;
    status: string;
    attempts: number;
    lastError: string | null;
    createdAt: string;
    sentAt: string | null;
  }[];
}

/** Who a request went to, how, and every mail it caused with its state and last error. */
export async function getRequestRouting(client: PondClient, requestId: string): Promise<RequestRouting> {
  const [routes, mails] = await Promise.all([
    client
      .from('lead_routes')
      .select(
        'contractor_id, slot, delivery, consent_text, chosen_at, contacted_at, outcome, quote_amount, quote_note, not_fit_reason, contractors(name, phone)',
      )
      .eq('lead_id', requestId)
      .order('slot'),
    client
      .from('email_outbox')
      .select('id, template, to_email, status, attempts, last_error, created_at, sent_at')
      .eq('lead_id', requestId)
      .order('created_at'),
  ]);
  const emails = routes.data?.length
    ? await client
        .from('contractor_emails')
        .select('contractor_id, email')
        .in(
          'contractor_id',
          routes.data.map((route) => route.contractor_id),
        )
    : { data: [], error: null };
  const error = routes.error ?? mails.error ?? emails.error;
  if (error || !routes.data || !mails.data)
    throw new PondDataError('Could not load the routing of this request.', { cause: error });
  const emailOf = new Map((emails.data ?? []).map((row) => [row.contractor_id, row.email]));
  return {
    builders: routes.data.map((route) => ({
      contractorId: route.contractor_id,
      name: route.contractors?.name ?? '',
      phone: route.contractors?.phone ?? null,
      email: emailOf.get(route.contractor_id) ?? null,
      slot: route.slot,
      delivery: route.delivery,
      consentText: route.consent_text,
      chosenAt: route.chosen_at,
      contactedAt: route.contacted_at,
      outcome: route.outcome as 'quoted' | 'won' | 'not_fit' | null,
      quoteAmount: route.quote_amount,
      quoteNote: route.quote_note,
      notFitReason: route.not_fit_reason,
    })),
    mails: mails.data.map((mail) => ({
      id: mail.id,
      template: mail.template,
      toEmail: mail.to_email,
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.last_error,
      createdAt: mail.created_at,
      sentAt: mail.sent_at,
    })),
  };
}

/** Records that a chosen builder reached the homeowner: the builder's response time runs to now. */
export async function markBuilderContacted(client: PondClient, requestId: string, contractorId: string) {
  const { data, error } = await client
    .from('lead_routes')
    .update({ contacted_at: new Date().toISOString() })
    .eq('lead_id', requestId)
    .eq('contractor_id', contractorId)
    .is('contacted_at', null)
    .select('contacted_at');
  if (error || data.length === 0)
    throw new PondDataError('Could not mark this builder as having made contact.', { cause: error });
}

/** Records that our staff reached the homeowner themselves (a request nobody was chosen for). */
export async function markRequestContacted(client: PondClient, requestId: string) {
  const { data, error } = await client
    .from('lead_submissions')
    .update({ contacted_at: new Date().toISOString() })
    .eq('id', requestId)
    .select('id');
  if (error || data.length === 0)
    throw new PondDataError('Could not mark this request as contacted.', { cause: error });
}

/** Requests per partner per month, the origin each widget claimed beside the one recorded. */
export async function getPartnerReport(
  client: PondClient,
  filter: { campaign?: string } = {},
): Promise<PartnerReportRow[]> {
  let query = client.from('partner_report').select('*');
  if (filter.campaign) query = query.eq('campaign', filter.campaign);
  const { data, error } = await query.order('month', { ascending: false }).order('partner');
  if (error) throw new PondDataError('Could not load the partner report.', { cause: error });
  return data;
}
