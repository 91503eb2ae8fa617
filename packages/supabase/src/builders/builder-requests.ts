import {
  MESSAGE_TEXTS,
  QUOTE_MESSAGES,
  type NotFitReason,
  type QuoteField,
  type QuoteInput,
  type RequestMark,
} from '@pond/core';
import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';

// The requests a builder was chosen for, their marks, and the homeowner's view of them.

export type BuilderRequest = NonNullable<Awaited<ReturnType<typeof listBuilderRequests>>>[number];

/** The signed-in builder's requests, newest first (contact details only for 60 days). */
export async function listBuilderRequests(client: PondClient) {
  const { data, error } = await client.rpc('builder_requests');
  if (error) throw new PondDataError('Could not load your requests. Please try again.', { cause: error });
  return data;
}

/** What a builder says of a request; a quote's amount and note, or why it is not a fit. */
export interface RequestMarkInput {
  mark: RequestMark;
  amount?: number | null;
  note?: string | null;
  reason?: NotFitReason | null;
}

const MARK_REFUSALS: Record<string, string> = {
  request_reason_invalid: 'Choose why the request is not a fit.',
  request_quote_invalid:
    'Enter the quote as whole dollars (up to $10,000,000) and a note of at most 1,000 characters.',
  request_not_yours: 'This request did not choose you.',
};

/** Marks a request that chose the signed-in builder; a quote mails the homeowner. */
export async function markRequest(
  client: PondClient,
  leadId: string,
  input: RequestMarkInput,
): Promise<void> {
  const { error } = await client.rpc('mark_request', {
    p_lead: leadId,
    p_mark: input.mark,
    p_amount: input.amount ?? undefined,
    p_note: input.note ?? undefined,
    p_reason: input.reason ?? undefined,
  });
  if (!error) return;
  const message = error.hint ? MARK_REFUSALS[error.hint] : undefined;
  throw new PondDataError(message ?? 'We could not save your mark. Please try again.', {
    cause: error,
    code: 'failed',
  });
}

/** The signed-in builder's median time from being chosen to a contact, from their first contacted mark. */
export async function myResponseTime(
  client: PondClient,
): Promise<{ medianMinutes: number | null; contacted: number; requests: number }> {
  const { data, error } = await client.rpc('my_response_time');
  if (error) throw new PondDataError('Could not load your response time.', { cause: error });
  const [row] = data ?? [];
  return {
    medianMinutes: row?.median_minutes ?? null,
    contacted: row?.contacted ?? 0,
    requests: row?.requests ?? 0,
  };
}

/** A builder who keeps a listing, as staff see them: the account and how they answer requests. */
export interface BuilderAccountRow {
  contractor_id: string;
  name: string;
  city: string;
  state: string;
  email: string;
  claimed_at: string;
  requests: number;
  contacted: number;
  quoted: number;
  /** The median minutes from chosen to contacted; null before the first contact. */
  median_minutes: number | null;
  paused_at: string | null;
  paused_until: string | null;
  request_mail: 'each' | 'daily';
}

/** Staff's list of the builders who keep a listing, newest account first. */
export async function listBuilderAccounts(client: PondClient): Promise<BuilderAccountRow[]> {
  const { data, error } = await client.rpc('builder_accounts_overview');
  if (error) throw new PondDataError('Could not load the builders with an account.', { cause: error });
  return (data ?? []).map((row) => ({
    contractor_id: row.contractor_id ?? '',
    name: row.name ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    email: row.email ?? '',
    claimed_at: row.claimed_at ?? '',
    requests: row.requests ?? 0,
    contacted: row.contacted ?? 0,
    quoted: row.quoted ?? 0,
    median_minutes: row.median_minutes,
    paused_at: row.paused_at,
    paused_until: row.paused_until,
    request_mail: row.request_mail === 'daily' ? 'daily' : 'each',
  }));
}

/** A quote as the builder sends it (core's QuoteInput, checked there first). */
// A function, not a table built when the module loads: reading core's messages at load time would
// keep them in every widget that imports this package.
const quoteRefusal = (
  hint: string | null | undefined,
): { field: QuoteField; message: string } | undefined => {
  if (hint === 'request_quote_invalid') return { field: 'total', message: QUOTE_MESSAGES.total };
  if (hint === 'quote_items_invalid')
    return {
      field: 'items',
      message: 'The items are not valid: check each amount and name, and that they add up to the total.',
    };
  if (hint === 'quote_starts_on') return { field: 'startsOn', message: QUOTE_MESSAGES.startsOn };
  if (hint === 'quote_valid_until') return { field: 'validUntil', message: QUOTE_MESSAGES.validUntil };
  return undefined;
};

/**
 * Sends (or revises) the signed-in builder's quote on a request: every revision is kept, and the
 * homeowner is mailed once per amount. A field the database refuses fails with that field named.
 */
export async function sendQuote(client: PondClient, leadId: string, quote: QuoteInput): Promise<void> {
  const { error } = await client.rpc('send_quote', {
    p_lead: leadId,
    p_total: quote.total ?? 0,
    p_items: quote.items.map((item) => ({
      key: item.key,
      label: item.key ? '' : item.label.trim(),
      amount: item.amount,
    })),
    p_starts_on: quote.startsOn ?? undefined,
    p_valid_until: quote.validUntil ?? undefined,
    p_note: quote.note?.trim() || undefined,
  });
  if (!error) return;
  const refused = quoteRefusal(error.hint);
  if (refused) throw new PondDataError(refused.message, { cause: error, field: refused.field });
  throw new PondDataError(
    (error.hint && MARK_REFUSALS[error.hint]) ||
      (error.hint === 'request_closed'
        ? MESSAGE_TEXTS.closed
        : 'We could not send your quote. Please try again.'),
    { cause: error, code: 'failed' },
  );
}

/** The refusal a message gets, in the words its writer sees beside the field. */
export function messageRefusal(error: { hint?: string | null }): string {
  if (error.hint === 'message_invalid') return MESSAGE_TEXTS.invalid;
  if (error.hint === 'message_rate_limit') return MESSAGE_TEXTS.tooMany;
  if (error.hint === 'request_closed') return MESSAGE_TEXTS.closed;
  return MESSAGE_TEXTS.failed;
}

/** The signed-in builder writes to the homeowner of a request that chose them (mailed a link). */
export async function sendBuilderMessage(client: PondClient, leadId: string, body: string): Promise<void> {
  const { error } = await client.rpc('send_builder_message', { p_lead: leadId, p_body: body.trim() });
  if (error) throw new PondDataError(messageRefusal(error), { cause: error, field: 'message' });
}

/** The signed-in builder reports a request's thread: staff may read it from then on. */
export async function reportBuilderThread(client: PondClient, leadId: string): Promise<void> {
  const { error } = await client.rpc('report_builder_thread', { p_lead: leadId });
  if (error) throw new PondDataError('We could not send your report. Please try again.', { cause: error });
}

/** One month of the signed-in builder's funnel, with their state's medians when five builders or more had requests. */
export interface FunnelMonth {
  month: string;
  requests: number;
  contacted: number;
  quoted: number;
  won: number;
  chosen: number;
  missed: number;
  medianMinutes: number | null;
  /** The state's medians, or null with fewer than five builders that month. */
  state: {
    builders: number;
    requests: number;
    contacted: number;
    quoted: number;
    won: number;
    chosen: number;
    missed: number;
    medianMinutes: number | null;
  } | null;
}

/** The signed-in builder's last twelve months: requests to hires, misses and response time. */
export async function myFunnel(client: PondClient): Promise<FunnelMonth[]> {
  const { data, error } = await client.rpc('my_funnel');
  if (error) throw new PondDataError('Could not load your figures by month.', { cause: error });
  return (data ?? []).map((row) => ({
    month: row.month ?? '',
    requests: row.requests ?? 0,
    contacted: row.contacted ?? 0,
    quoted: row.quoted ?? 0,
    won: row.won ?? 0,
    chosen: row.chosen ?? 0,
    missed: row.missed ?? 0,
    medianMinutes: row.median_minutes,
    state:
      row.state_requests === null
        ? null
        : {
            builders: row.state_builders ?? 0,
            requests: Number(row.state_requests),
            contacted: Number(row.state_contacted),
            quoted: Number(row.state_quoted),
            won: Number(row.state_won),
            chosen: Number(row.state_chosen),
            missed: Number(row.state_missed),
            medianMinutes: row.state_median_minutes === null ? null : Number(row.state_median_minutes),
          },
  }));
}
