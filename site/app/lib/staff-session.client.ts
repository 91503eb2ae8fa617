import { isStaffAccount } from '@pond/core';
import type { PondClient } from '@pond/supabase';
import { browserDataOrigin, publicEnv } from './env.ts';

// Staff and partner pages sign in through supabase-js's own auth: the same code for the hosted project and the
// local stack (which serves /auth/v1 on this origin). Only the anon key is in the page; what a
// signed-in account may do is decided by the database's row-level security.
let client: Promise<PondClient> | undefined;

export function accountClient(): Promise<PondClient> {
  client ??= import('@pond/supabase').then(({ createPondClient }) =>
    createPondClient({
      url: browserDataOrigin(),
      key: publicEnv.VITE_SUPABASE_ANON_KEY,
      signIn: true,
    }),
  );
  return client;
}

/**
 * Signs this browser out, then has the page read its session again. A server that cannot end the
 * session (offline, a dead database) still has it forgotten on this device.
 */
export async function signOutHere(revalidate: () => Promise<void>): Promise<void> {
  const client = await accountClient();
  const { error } = await client.auth.signOut();
  if (error) await client.auth.signOut({ scope: 'local' });
  await revalidate();
}

/** Who is signed in on this browser, as a staff page's loader reads it. */
export type StaffSession =
  | { status: 'signed-out' }
  | { status: 'not-staff'; email: string }
  | { status: 'staff'; email: string; client: PondClient };

/**
 * The session in this browser, checked with the server (a reload keeps it; a session the server has
 * ended is signed out). A session that cannot be read (storage blocked) is signed out.
 */
export async function staffSession(): Promise<StaffSession> {
  const account = await signedInAccount();
  if (!account) return { status: 'signed-out' };
  const { user, client } = account;
  const email = user.email ?? '';
  return isStaffAccount(user) ? { status: 'staff', email, client } : { status: 'not-staff', email };
}

/**
 * The account signed in on this browser, checked with the server (a reload keeps it; a session the
 * server has ended is none), with the client it signed in; none when it cannot be read (storage blocked).
 */
export async function signedInAccount() {
  try {
    const client = await accountClient();
    const { user } = (await client.auth.getUser()).data;
    return user ? { user, client } : null;
  } catch {
    return null;
  }
}
