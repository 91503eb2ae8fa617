import { describe, expect, inject, it } from 'vitest';
import { createStaffUser, importContractors, PondDataError } from '../src/index.ts';
import { createNodePondClient } from '../src/node-client.ts';
import { sql } from './sql.ts';

// Staff sign-in through supabase-js against the local stack's auth API: the same calls
// the admin pages and the create-staff-user command make against a hosted project.
const stack = () => inject('stack');
const visitor = () => createNodePondClient({ url: stack().url, key: stack().anonKey });
const admin = () => createNodePondClient({ url: stack().url, key: stack().serviceRoleKey });
const PASSWORD = 'correct horse battery staple';
let counter = 0;
const newEmail = (kind: string) => `${kind}-${Date.now()}-${++counter}@ponddirect.test`;

async function signedInStaff() {
  const email = newEmail('staff');
  await createStaffUser(admin(), { email, password: PASSWORD });
  const client = visitor();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, email, session: data.session! };
}

describe('staff sign-in on the local stack (Supabase Auth API)', () => {
  it('signs a staff user in with email and password; the session is staff to the database', async () => {
    const { client, email, session } = await signedInStaff();
    expect(session.user.email).toBe(email);
    expect(session.user.app_metadata).toEqual({ role: 'staff' });
    expect(session.expires_in).toBe(3600);
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
    const report = await importContractors(client, [{ name: 'Auth Test Ponds', city: 'Boise', state: 'ID' }]);
    expect(report.inserted + report.updated).toBe(1);
  });

  it('keeps only a bcrypt hash of the password', async () => {
    const { email } = await signedInStaff();
    const [row] = await sql<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where email = $1',
      [email],
    );
    expect(row!.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect(row!.encrypted_password).not.toContain(PASSWORD);
  });

  it('refuses a wrong password with "Invalid login credentials", and an unknown email the same way', async () => {
    const { email } = await signedInStaff();
    for (const attempt of [
      { email, password: 'not the password' },
      { email: newEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await visitor().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.message).toBe('Invalid login credentials');
      expect(error?.code).toBe('invalid_credentials');
    }
  });

  it('refreshes a session once per refresh token; a reused token ends the session', async () => {
    const { client, session } = await signedInStaff();
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    // A retry within ten seconds (a second tab, a lost answer) gets the same new token, not a sign-out.
    const retry = await visitor().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(data.session?.refresh_token);
    // Later, the used token can only be a copy.
    await sql(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [
      session.refresh_token,
    ]);
    const reused = await visitor().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error?.code).toBe('refresh_token_not_found');
    // The copied token's session is over: even the newest token no longer works.
    const newest = await visitor().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(newest.error?.code).toBe('refresh_token_not_found');
  });

  it('signs out cleanly: the old token no longer reads the user and its refresh token is dead', async () => {
    const { client, session } = await signedInStaff();
    expect((await client.auth.signOut()).error).toBeNull();
    const fresh = visitor();
    const user = await fresh.auth.getUser(session.access_token);
    expect(user.data.user).toBeNull();
    const refresh = await fresh.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('a signed-in user who is not staff may not import; row-level security says so', async () => {
    const email = newEmail('homeowner');
    await admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = visitor();
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    await expect(
      importContractors(client, [{ name: 'Not Staff Ponds', city: 'Boise', state: 'ID' }]),
    ).rejects.toThrow('Only staff may import contractors');
    const insert = await client
      .from('contractors')
      .insert({ name: 'Sneaky Ponds', city: 'Boise', state: 'ID', slug: 'sneaky-ponds' });
    expect(insert.error?.code).toBe('42501');
  });

  it('creates users only with the service-role key, never twice, never with a short staff password', async () => {
    const email = newEmail('staff');
    const byVisitor = await visitor().auth.admin.createUser({ email, password: PASSWORD });
    expect(byVisitor.error?.status).toBe(403);
    await createStaffUser(admin(), { email, password: PASSWORD });
    await expect(createStaffUser(admin(), { email, password: PASSWORD })).rejects.toThrow(
      `The staff user was not created: ${email} already has an account.`,
    );
    await expect(createStaffUser(admin(), { email: newEmail('staff'), password: 'short' })).rejects.toThrow(
      PondDataError,
    );
  });
});
