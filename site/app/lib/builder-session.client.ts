import { builderContractorIdOf } from '@pond/core';
import type { PondClient } from '@pond/supabase';
import { signedInAccount } from './staff-session.client.ts';

/** Who is signed in on this browser, as the builder dashboard reads it. */
export type BuilderSession =
  | { status: 'signed-out' }
  | { status: 'not-builder'; email: string; error: string | null }
  | { status: 'builder'; email: string; contractorId: string; client: PondClient };

/**
 * The session in this browser, checked with the server. An account without a listing yet completes
 * the claim waiting for its email (proven by this very sign-in, or approved by staff) and becomes the
 * builder's; a claim refused (another kind of account, a second listing) says why.
 */
export async function builderSession(): Promise<BuilderSession> {
  const account = await signedInAccount();
  if (!account) return { status: 'signed-out' };
  const { user, client } = account;
  const email = user.email ?? '';
  const contractorId = builderContractorIdOf(user);
  if (contractorId) return { status: 'builder', email, contractorId, client };
  try {
    // Loaded here, not with the module: shared page code must not bring the database library to
    // pages that never sign a builder in (their JavaScript budget).
    const { completeBuilderClaim } = await import('@pond/supabase');
    const claimed = await completeBuilderClaim(client);
    return claimed
      ? { status: 'builder', email, contractorId: claimed, client }
      : { status: 'not-builder', email, error: null };
  } catch (failure) {
    return { status: 'not-builder', email, error: (failure as Error).message };
  }
}

/**
 * After a sign-in: the builder's network is noted as theirs. Nothing the builder waits on: a failure
 * changes nothing they see.
 */
export async function noteBuilderSignIn(): Promise<void> {
  const session = await builderSession();
  if (session.status !== 'builder') return;
  const { noteMySignIn } = await import('@pond/supabase');
  await noteMySignIn(session.client).catch(() => undefined);
}
