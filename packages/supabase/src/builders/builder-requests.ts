import { WITHDRAW_TEXTS, type NotFitReason, type RequestMark, type WithdrawLink } from '@pond/core';
import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';
import type { PondReader } from '../reader.ts';

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

/** One builder's progress on a request, as its homeowner sees it. */
export interface BuilderProgress {
  name: string;
  city: string;
  state: string;
  contactedAt: string | null;
  outcome: 'quoted' | 'won' | null;
  quoteAmount: number | null;
  quoteNote: string | null;
}

/** The request itself, as its homeowner sent it. */
export interface SentRequest {
  projectType: string;
  location: string | null;
  city: string | null;
  state: string | null;
  message: string | null;
  sentAt: string;
  withdrawn: boolean;
}

/** The request page as the database answers it (`request_page`). */
interface RequestPageRow {
  project_type: string;
  location: string | null;
  city: string | null;
  state: string | null;
  message: string | null;
  sent_at: string;
  withdrawn: boolean;
  builders: {
    name: string;
    city: string;
    state: string;
    contacted_at: string | null;
    outcome: 'quoted' | 'won' | null;
    quote_amount: number | null;
    quote_note: string | null;
  }[];
}

/** The homeowner's request page, through the signed link of their mails: the request, who it went to, how far each got. */
export async function requestPage(
  reader: PondReader,
  link: WithdrawLink,
): Promise<{ request: SentRequest | null; builders: BuilderProgress[] }> {
  const { data, error } = await reader.rpc('request_page', {
    p_lead: link.request,
    p_expires: link.expires,
    p_signature: link.signature,
  });
  if (error)
    throw new PondDataError(
      error.hint === 'withdraw_link_invalid'
        ? WITHDRAW_TEXTS.invalid
        : error.hint === 'withdraw_link_expired'
          ? WITHDRAW_TEXTS.expired
          : WITHDRAW_TEXTS.failed,
      { cause: error },
    );
  const page = data as unknown as RequestPageRow | null;
  if (!page) return { request: null, builders: [] };
  return {
    request: {
      projectType: page.project_type,
      location: page.location,
      city: page.city,
      state: page.state,
      message: page.message,
      sentAt: page.sent_at,
      withdrawn: page.withdrawn,
    },
    builders: page.builders.map((builder) => ({
      name: builder.name,
      city: builder.city,
      state: builder.state,
      contactedAt: builder.contacted_at,
      outcome: builder.outcome,
      quoteAmount: builder.quote_amount,
      quoteNote: builder.quote_note,
    })),
  };
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
