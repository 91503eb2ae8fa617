import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';

/** Staff passwords are long: the account can change every contractor. */
export const STAFF_PASSWORD_MIN = 12;

/**
 * Creates a staff account through Supabase Auth's admin API (the service-role key): email confirmed,
 * `app_metadata.role = 'staff'`, which only the server can set and our policies read. The same call
 * works against a hosted project and the local stack.
 */
export async function createStaffUser(
  admin: PondClient,
  account: { email: string; password: string },
): Promise<{ id: string; email: string }> {
  if (account.password.length < STAFF_PASSWORD_MIN)
    throw new PondDataError(`A staff password needs at least ${STAFF_PASSWORD_MIN} characters.`);
  const { data, error } = await admin.auth.admin.createUser({
    email: account.email.trim(),
    password: account.password,
    email_confirm: true,
    app_metadata: { role: 'staff' },
  });
  if (error || !data.user) {
    const reason =
      error?.code === 'email_exists'
        ? `${account.email} already has an account.`
        : (error?.message ?? 'No user came back.');
    throw new PondDataError(`The staff user was not created: ${reason}`, { cause: error });
  }
  return { id: data.user.id, email: data.user.email ?? account.email };
}
