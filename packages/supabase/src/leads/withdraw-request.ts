import { CONFIRM_TEXTS, WITHDRAW_TEXTS, type WithdrawLink } from '@pond/core';
import type { PondReader } from '../reader.ts';
import { PondDataError } from '../errors.ts';

/** What a withdrawal did: when, and which builders already had the request. */
export interface Withdrawal {
  withdrawnAt: string;
  alreadyWith: string[];
}

/**
 * Withdraws a quote request through the signed link of one of our mails. An altered link changes
 * nothing and fails with WITHDRAW_TEXTS.invalid, an old one with WITHDRAW_TEXTS.expired.
 */
export async function withdrawRequest(client: PondReader, link: WithdrawLink): Promise<Withdrawal> {
  const { data, error } = await client
    .rpc('withdraw_request', { p_lead: link.request, p_expires: link.expires, p_signature: link.signature })
    .single();
  if (error || !data) {
    const message =
      error?.hint === 'withdraw_link_invalid'
        ? WITHDRAW_TEXTS.invalid
        : error?.hint === 'withdraw_link_expired'
          ? WITHDRAW_TEXTS.expired
          : WITHDRAW_TEXTS.failed;
    throw new PondDataError(message, { cause: error });
  }
  return { withdrawnAt: data.withdrawn_at ?? '', alreadyWith: data.already_with ?? [] };
}

/**
 * The homeowner's "Yes, this was me" through the confirmation mail's signed link: the
 * request counts as confirmed for the partner it came through. An altered link changes nothing.
 */
export async function confirmRequest(client: PondReader, link: WithdrawLink): Promise<void> {
  const { error } = await client.rpc('confirm_request', {
    p_lead: link.request,
    p_expires: link.expires,
    p_signature: link.signature,
  });
  if (error) {
    const message =
      error.hint === 'confirm_link_invalid'
        ? CONFIRM_TEXTS.invalid
        : error.hint === 'confirm_link_expired'
          ? CONFIRM_TEXTS.expired
          : CONFIRM_TEXTS.failed;
    throw new PondDataError(message, { cause: error });
  }
}
