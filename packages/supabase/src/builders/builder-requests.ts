import { WITHDRAW_TEXTS, type NotFitReason, type RequestMark, type WithdrawLink } from '@pond/core';
import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';
import type { PondReader } from '../reader.ts';

// The requests a builder was chosen for (issue 34), their marks, and the homeowner's view of them.

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
}

/** The homeowner's request page, through the signed link of their mails: who it went to, how far each got. */
export async function requestProgress(reader: PondReader, link: WithdrawLink): Promise<BuilderProgress[]> {
  const { data, error } = await reader.rpc('request_progress', {
    p_lead: link.request,
    p_expires: link.expires,
    p_signature: link.signature,
  });
  if (error)
    throw new PondDataError(
      error.hint === 'withdraw_link_invalid' ? WITHDRAW_TEXTS.invalid : WITHDRAW_TEXTS.failed,
      {
        cause: error,
      },
    );
  return (data ?? []).map((row) => ({
    name: row.name ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    contactedAt: row.contacted_at,
    outcome: row.outcome === 'quoted' || row.outcome === 'won' ? row.outcome : null,
    quoteAmount: row.quote_amount,
  }));
}
