/**
 * Staff are signed-in users whose app_metadata (set only by the server, never by the user) has
 * role 'staff'. The database's policies apply the same rule (private.is_staff); this one only
 * decides what a staff page shows.
 */
export const STAFF_ROLE = 'staff';

export function isStaffAccount(user: { app_metadata?: Record<string, unknown> } | null | undefined): boolean {
  return user?.app_metadata?.role === STAFF_ROLE;
}

/** What the sign-in form says when sign-in fails, by the auth API's error code. */
export function signInProblem(code: string | undefined): string {
  if (code === 'invalid_credentials') return 'That email and password do not match an account.';
  if (code === 'validation_failed') return 'Enter both your email address and your password.';
  return 'We could not reach the sign-in service. Check your connection and try again.';
}
