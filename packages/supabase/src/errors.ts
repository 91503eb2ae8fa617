/**
 * A database call that failed, carrying the text the visitor should see (spec §5, §8) and, for a
 * rejected form field, which field it was. The cause keeps the database's own error for logs.
 */
export class PondDataError extends Error {
  readonly field?: string;
  readonly code?: string;

  constructor(message: string, options: { cause?: unknown; field?: string; code?: string } = {}) {
    super(message, { cause: options.cause });
    this.name = 'PondDataError';
    this.field = options.field;
    this.code = options.code;
  }
}

/** The PostgREST error shape supabase-js returns. */
export interface PostgrestErrorLike {
  code?: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

/** The check constraint a PostgreSQL error names, if any. */
export function violatedConstraint(error: PostgrestErrorLike): string | undefined {
  return /violates check constraint "([^"]+)"/.exec(error.message)?.[1];
}
