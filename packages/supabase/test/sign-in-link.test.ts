import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createNodePondClient } from '../src/node-client.ts';
import { createPasswordlessUser, issueSignInToken, useSignInToken } from '../src/stack/auth/users.ts';
import { sql } from './sql.ts';

// Partners sign in with a link sent by mail: the local stack's part of Supabase Auth's
// email OTP. The link works once, within an hour, and one is sent a minute at most.

const db = new pg.Pool({ connectionString: inject('stack').dbUrl, max: 2 });
const stamp = Date.now();
afterAll(async () => {
  await sql('delete from auth.users where email like $1', [`link-%-${stamp}@example.com`]);
  await db.end();
});

describe('a sign-in link', () => {
  it('signs in once, confirming the email', async () => {
    const user = await createPasswordlessUser(db, `link-once-${stamp}@example.com`);
    const issued = await issueSignInToken(db, user.id);
    if (!('tokenHash' in issued)) throw new Error('no link issued');
    const signedIn = await useSignInToken(db, issued.tokenHash);
    expect(signedIn?.id).toBe(user.id);
    expect(signedIn?.email_confirmed_at).not.toBeNull();
    expect(await useSignInToken(db, issued.tokenHash)).toBeUndefined();
    // Only its hash is kept.
    const stored = await sql('select 1 from auth.one_time_tokens where token_hash_sha256 = $1', [
      issued.tokenHash,
    ]);
    expect(stored).toEqual([]);
  });

  it('is sent a minute at most, and no longer works once its hour is over', async () => {
    const user = await createPasswordlessUser(db, `link-late-${stamp}@example.com`);
    const first = await issueSignInToken(db, user.id);
    const again = await issueSignInToken(db, user.id);
    expect('waitSeconds' in again && again.waitSeconds).toBeGreaterThan(50);
    await sql(`update auth.one_time_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [
      user.id,
    ]);
    if (!('tokenHash' in first)) throw new Error('no link issued');
    expect(await useSignInToken(db, first.tokenHash)).toBeUndefined();
  });

  it('is refused by the auth API as Supabase Auth refuses it, through supabase-js', async () => {
    const stack = inject('stack');
    const client = createNodePondClient({ url: stack.url, key: stack.anonKey, signIn: true });
    const verified = await client.auth.verifyOtp({ token_hash: 'not-a-real-token', type: 'email' });
    expect(verified.error?.code).toBe('otp_expired');
    expect(verified.error?.message).toBe('Email link is invalid or has expired');
    const unknown = await client.auth.signInWithOtp({
      email: `link-nobody-${stamp}@example.com`,
      options: { shouldCreateUser: false },
    });
    expect(unknown.error?.code).toBe('otp_disabled');
  });
});
