import { partnerIdOf } from '@pond/core';
import type { PondClient } from '@pond/supabase';
import { accountClient, signedInAccount } from './staff-session.client.ts';

/** Who is signed in on this browser, as the partner dashboard's loader reads it. */
export type PartnerSession =
  | { status: 'signed-out' }
  | { status: 'not-partner'; email: string }
  | { status: 'partner'; email: string; partnerId: string; client: PondClient };

/** The session in this browser, checked with the server; one that cannot be read is signed out. */
export async function partnerSession(): Promise<PartnerSession> {
  const account = await signedInAccount();
  if (!account) return { status: 'signed-out' };
  const { user, client } = account;
  const email = user.email ?? '';
  const partnerId = partnerIdOf(user);
  return partnerId ? { status: 'partner', email, partnerId, client } : { status: 'not-partner', email };
}

/** Uses the sign-in link's token hash: true when it signed this browser in. */
export async function verifySignInLink(tokenHash: string): Promise<boolean> {
  const client = await accountClient();
  const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
  return !error && Boolean(data.session);
}
