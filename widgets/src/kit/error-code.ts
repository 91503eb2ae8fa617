// Its own entry: the site loads the rest of @pond/supabase only when it first talks to the database.
import { PondDataError } from '@pond/supabase/errors';
import type { PondErrorCode } from './events.ts';

/** The `pond-error` code for a failed request, from the database layer's own code. */
export function errorCode(error: unknown): PondErrorCode {
  if (!(error instanceof PondDataError)) return 'submit_failed';
  if (error.code === 'rate_limited' || error.code === 'invalid_field') return error.code;
  return 'submit_failed';
}
