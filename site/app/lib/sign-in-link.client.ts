import { accountClient } from './staff-session.client.ts';

/**
 * Sends a sign-in link (Supabase Auth's email OTP) that leads to `landing`, which uses it only when
 * its "Sign in as …" button is pressed. The auth API's words when it refused (too soon after the last
 * link), null when the link is on its way.
 */
export async function sendSignInLink(email: string, landing: string): Promise<string | null> {
  const client = await accountClient();
  const { error } = await client.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: true, emailRedirectTo: new URL(landing, location.origin).href },
  });
  if (!error) return null;
  if (error.status === 429) return error.message;
  throw error;
}
