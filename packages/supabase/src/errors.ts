import type { DatabaseReason } from './database-reasons.ts';

/**
 * Why a database call failed, in our own words (not PostgreSQL's or PostgREST's codes):
 * - `invalid_field`: the database refused one field; `field` names it.
 * - `rate_limited`: too many requests from one email or network address.
 * - `forbidden`: row-level security said no (for example a visitor calling a staff function).
 * - `unavailable`: the database or its API could not be reached, or answered that it is down.
 * - `failed`: anything else.
 */
export type PondDataErrorCode = 'invalid_field' | 'rate_limited' | 'forbidden' | 'unavailable' | 'failed';

/**
 * A hint of ours: snake_case words, as every hint our migrations raise (DATABASE_REASONS, kept apart so
 * the widgets carry the type, not the list).
 */
const isReason = (hint: unknown): hint is DatabaseReason =>
  typeof hint === 'string' && /^[a-z]+(_[a-z]+)+$/.test(hint);

/**
 * A database call that failed, carrying the text the visitor should see (spec §5, §8), our code for
 * it and, for a refused form field, which field. The cause keeps the database's own error for logs.
 */
export class PondDataError extends Error {
  readonly code: PondDataErrorCode;
  readonly field?: string;
  /** The database's reason (its hint), when it gave one of ours. */
  readonly reason?: DatabaseReason;

  constructor(message: string, options: { cause?: unknown; code?: PondDataErrorCode; field?: string } = {}) {
    super(message, { cause: options.cause });
    this.name = 'PondDataError';
    this.field = options.field;
    this.code = options.code ?? (options.field ? 'invalid_field' : codeFor(options.cause));
    const hint = (options.cause as PostgrestErrorLike | undefined)?.hint;
    if (isReason(hint)) this.reason = hint;
  }
}

/** The `field` of an error that asks the form for a new signed start. */
export const FORM_START_FIELD = 'formStart';

/** The PostgREST error shape supabase-js returns. */
export interface PostgrestErrorLike {
  code?: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

/** Our code for a PostgREST error: 42501 is RLS, an empty code or PGRST000-003 is the connection. */
function codeFor(cause: unknown): PondDataErrorCode {
  const code = (cause as PostgrestErrorLike | undefined)?.code;
  if (code === '42501') return 'forbidden';
  if (!code || /^PGRST00[0-3]$/.test(code)) return 'unavailable';
  return 'failed';
}

/** The check constraint a PostgreSQL error names, if any. */
export function violatedConstraint(error: PostgrestErrorLike): string | undefined {
  return /violates [a-z ]*constraint "([^"]+)"/.exec(error.message)?.[1];
}
