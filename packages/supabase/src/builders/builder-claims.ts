import { CLAIM_HINTS, type ClaimHint } from '@pond/core';
import type { PondClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { PondDataError, type PostgrestErrorLike } from '../errors.ts';
import type { PondReader } from '../reader.ts';

// Builders claim their listing: by the business email staff hold, or checked by staff.

export type BuilderClaimRow = Database['public']['Tables']['builder_claims']['Row'];

/** What the claim page shows of a listing. */
export interface ClaimListingInfo {
  name: string;
  city: string;
  state: string;
  claimed: boolean;
  /** The business mailbox a link would go to, its local part hidden; null when none is held. */
  emailHint: string | null;
}

/** Said when a claim call fails for a reason the claimant cannot fix by retyping. */
export const CLAIM_FAILED = 'We could not send your claim. Please try again.';

/** A claim refused with one of our hints, in the claimant's words (`field` is the hint). */
function claimRefusal(error: PostgrestErrorLike): PondDataError {
  const hint = error.hint as ClaimHint | undefined;
  if (hint && hint in CLAIM_HINTS)
    return new PondDataError(CLAIM_HINTS[hint], {
      cause: error,
      code: hint === 'claim_limit' ? 'rate_limited' : 'failed',
    });
  return new PondDataError(CLAIM_FAILED, { cause: error });
}

/** The listing a claim is for; null when the id names none. */
export async function claimListingInfo(
  reader: PondReader,
  contractorId: string,
): Promise<ClaimListingInfo | null> {
  const { data, error } = await reader.rpc('claim_listing_info', { p_contractor: contractorId });
  if (error) throw new PondDataError('Could not load this listing. Please try again.', { cause: error });
  const row = data?.[0];
  return row
    ? {
        name: row.name ?? '',
        city: row.city ?? '',
        state: row.state ?? '',
        claimed: row.claimed === true,
        emailHint: row.email_hint,
      }
    : null;
}

/** Starts a claim by the business email (then the browser asks for a sign-in link to it). */
export async function claimListingByEmail(
  reader: PondReader,
  contractorId: string,
  email: string,
): Promise<void> {
  // A refusal found after the attempt was counted comes back as the answer (a raised one would
  // undo the count); the limit itself is raised.
  const { data: refused, error } = await reader.rpc('claim_listing_by_email', {
    p_contractor: contractorId,
    p_email: email,
  });
  if (error) throw claimRefusal(error);
  if (refused) throw claimRefusal({ message: refused, hint: refused });
}

/** What a claimant tells staff when no business email proves the claim. */
export interface ClaimReview {
  name: string;
  email: string;
  phone: string;
  website: string;
  note: string;
}

/** Sends a claim for staff to check (a dispute when the listing already has an account). */
export async function requestClaimReview(reader: PondReader, contractorId: string, claim: ClaimReview) {
  const { error } = await reader.rpc('request_claim_review', {
    p_contractor: contractorId,
    p_name: claim.name,
    p_email: claim.email,
    p_phone: claim.phone,
    p_website: claim.website,
    p_note: claim.note,
  });
  if (error) throw claimRefusal(error);
}

/**
 * After signing in: makes the account the listing's when a claim waits for its email (then refreshes
 * the session, whose token must carry the new role). The listing's id, or null when no claim waits.
 */
export async function completeBuilderClaim(client: PondClient): Promise<string | null> {
  const { data, error } = await client.rpc('complete_builder_claim');
  if (error) throw claimRefusal(error);
  if (data) await client.auth.refreshSession();
  return data ?? null;
}

/** Claims for staff: those waiting first, then the newest, with each listing's name and website. */
export async function listBuilderClaims(client: PondClient) {
  const { data, error } = await client
    .from('builder_claims')
    .select('*, contractor:contractors(name, city, state, website)')
    .order('decided_at', { ascending: false, nullsFirst: true })
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw new PondDataError('Could not load the claims. Please try again.', { cause: error });
  return data;
}

/** Staff approve or decline a claim they checked (a decline needs its reason); the claimant is mailed. */
export async function decideBuilderClaim(
  client: PondClient,
  claimId: string,
  approve: boolean,
  reason: string,
) {
  const { error } = await client.rpc('decide_builder_claim', {
    p_claim: claimId,
    p_approve: approve,
    p_reason: reason,
  });
  if (error) throw new PondDataError(error.message, { cause: error, code: 'failed' });
}

/**
 * Tells the database the signed-in builder signed in from here: the network it came from is the
 * builder's own for a while (a request from it counts toward neither their reviews nor response time).
 */
export async function noteMySignIn(client: PondClient): Promise<void> {
  const { error } = await client.rpc('note_my_sign_in');
  if (error) throw new PondDataError('Could not note the sign-in.', { cause: error });
}
