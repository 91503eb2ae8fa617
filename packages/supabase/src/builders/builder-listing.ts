import { LISTING_MESSAGES, type ListingChanges } from '@pond/core';
import type { PondClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { PondDataError } from '../errors.ts';

// A builder keeps their listing true; staff see every change and can put one back.

/** A logged change, with the listing's name as it is now (staff's log spans every listing). */
export type ListingChangeRow = Database['public']['Tables']['contractor_changes']['Row'] & {
  contractors: { name: string } | null;
};

/**
 * Saves the signed-in builder's listing; the database checks each field by core's rules and refuses a
 * bad one naming it (the error's `field`, with core's message). The change's id, or null when nothing
 * changed.
 */
export async function updateMyListing(client: PondClient, changes: ListingChanges): Promise<number | null> {
  const { data, error } = await client.rpc('update_my_listing', { p_changes: { ...changes } });
  if (!error) return data ?? null;
  const field = error.hint === 'listing_invalid' ? (error.details ?? undefined) : undefined;
  if (field && field in LISTING_MESSAGES)
    throw new PondDataError(LISTING_MESSAGES[field as keyof typeof LISTING_MESSAGES], {
      cause: error,
      field,
    });
  if (error.hint === 'not_builder')
    throw new PondDataError(error.message, { cause: error, code: 'forbidden' });
  throw new PondDataError('We could not save your listing. Please try again.', { cause: error });
}

/**
 * A listing's changes, newest first: the builder's own, or for staff any listing's (the latest 100), or
 * every change of one listing.
 */
export async function listListingChanges(
  client: PondClient,
  contractorId?: string,
): Promise<ListingChangeRow[]> {
  let query = client
    .from('contractor_changes')
    .select('*, contractors(name)')
    .order('changed_at', { ascending: false })
    .limit(contractorId ? 1000 : 100);
  if (contractorId) query = query.eq('contractor_id', contractorId);
  const { data, error } = await query;
  if (error) throw new PondDataError('Could not load the changes. Please try again.', { cause: error });
  return data;
}

/** Staff put a change's fields back as they were; the revert is a change of its own. */
export async function revertListingChange(client: PondClient, changeId: number): Promise<void> {
  const { error } = await client.rpc('revert_listing_change', { p_change: changeId });
  if (error) throw new PondDataError(error.message, { cause: error, code: 'failed' });
}

/** The builder pauses new requests (not offered to homeowners), until a day or open-ended; or resumes. */
export async function setListingPause(
  client: PondClient,
  pause: { paused: boolean; until?: string | null },
): Promise<void> {
  const { error } = await client.rpc('set_listing_pause', {
    p_paused: pause.paused,
    ...(pause.until ? { p_until: pause.until } : {}),
  });
  if (!error) return;
  throw new PondDataError(
    error.hint === 'pause_until_invalid'
      ? error.message
      : 'We could not change whether you take requests. Please try again.',
    { cause: error, ...(error.hint === 'pause_until_invalid' ? { field: 'until' } : {}) },
  );
}

/** How the builder hears of new requests: a mail for each, or one digest a day. */
export type RequestMail = 'each' | 'daily';

export async function setRequestMail(client: PondClient, mode: RequestMail): Promise<void> {
  const { error } = await client.rpc('set_request_mail', { p_mode: mode });
  if (error)
    throw new PondDataError('We could not save how you get requests. Please try again.', { cause: error });
}

/** The signed-in builder's choice of request mail. */
export async function getRequestMail(client: PondClient, contractorId: string): Promise<RequestMail> {
  const { data, error } = await client
    .from('builder_accounts')
    .select('request_mail')
    .eq('contractor_id', contractorId)
    .maybeSingle();
  if (error) throw new PondDataError('Could not load your settings. Please try again.', { cause: error });
  return (data?.request_mail as RequestMail | undefined) ?? 'each';
}

/**
 * Staff allow a listing a name that carries one of our badge words and set it (logged as theirs);
 * the builder may then keep that very name.
 */
export async function allowListingName(
  client: PondClient,
  contractorId: string,
  name: string,
): Promise<void> {
  const { error } = await client.rpc('allow_listing_name', { p_contractor: contractorId, p_name: name });
  if (!error) return;
  if (error.hint === 'listing_invalid')
    throw new PondDataError(LISTING_MESSAGES.name, { cause: error, field: 'name' });
  throw new PondDataError(
    error.hint === 'claim_no_listing' ? 'No such listing.' : 'We could not set the name. Please try again.',
    { cause: error },
  );
}
