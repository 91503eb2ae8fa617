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
 * Why the database refused a call, in its own words: the `hint` of every exception our migrations raise.
 * One list (a test reads the migrations and fails on a hint missing here): callers tell errors apart by
 * this reason, never by a message's text.
 */
export const DATABASE_REASONS = [
  'builder_paused',
  'certificate_not_yours',
  'change_not_found',
  'check_invalid',
  'check_not_found',
  'checks_waiting',
  'claim_account_taken',
  'claim_email_mismatch',
  'claim_has_listing',
  'claim_limit',
  'claim_no_email',
  'claim_no_listing',
  'claim_not_pending',
  'claim_reason_missing',
  'claim_taken',
  'confirm_link_expired',
  'confirm_link_invalid',
  'consent_unknown',
  'lead_builder_limit',
  'lead_choice_closed',
  'lead_form_proof',
  'lead_rate_limit_address',
  'lead_rate_limit_email',
  'lead_too_fast',
  'listing_invalid',
  'not_builder',
  'partner_application_decided',
  'partner_application_pending',
  'partner_id_taken',
  'partner_not_found',
  'partner_reason_missing',
  'partner_site_limit',
  'partner_site_not_found',
  'partner_site_not_proven',
  'partner_site_origin',
  'partner_site_revoked',
  'partner_webhook_missing',
  'partner_webhook_url',
  'pause_until_invalid',
  'photo_invalid',
  'photo_limit',
  'photo_not_found',
  'photo_order_invalid',
  'photo_reason_missing',
  'request_mail_invalid',
  'request_mark_invalid',
  'request_not_yours',
  'request_quote_invalid',
  'request_reason_invalid',
  'review_already_answered',
  'review_edit_closed',
  'review_invalid',
  'review_link_expired',
  'review_link_invalid',
  'review_not_found',
  'review_not_reached',
  'review_removed',
  'review_unchanged',
  'withdraw_link_expired',
  'withdraw_link_invalid',
] as const;
export type DatabaseReason = (typeof DATABASE_REASONS)[number];

const isReason = (hint: unknown): hint is DatabaseReason =>
  typeof hint === 'string' && (DATABASE_REASONS as readonly string[]).includes(hint);

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

/** The `field` of an error that asks the form for a new signed start (issue 32). */
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
