import { value, type Queryable } from './queryable.ts';

// The scheduled tasks' work is the database's own (private functions); each answers how much it did.

/** Checks whose day has passed stop counting; builders are reminded before. Reminders mailed. */
export const expireChecks = (db: Queryable) => value<number>(db, 'select private.expire_checks() as value');

/** Review invitations and reminders due today, queued as mail. */
export const queueReviewInvitations = (db: Queryable) =>
  value<number>(db, 'select private.queue_review_invitations() as value');

/** Builders' morning digests of the requests held for them, queued as mail. */
export const queueBuilderDigests = (db: Queryable) =>
  value<number>(db, 'select private.queue_builder_digests() as value');

/** Requests no chosen builder answered in two business days: the homeowner told, others offered. */
export const queueWaitingOffers = (db: Queryable) =>
  value<number>(db, 'select private.queue_waiting_offers() as value');

/** Pauses whose last day has passed, ended. */
export const endPastPauses = (db: Queryable) =>
  value<number>(db, 'select private.end_past_pauses() as value');

/**
 * The statements of a month (`YYYY-MM`; without one, the month before `at`, UTC) for every active
 * partner that has none; answers the month and how many were queued.
 */
export async function queuePartnerStatements(
  db: Queryable,
  asked: { month?: string; at?: string },
): Promise<{ month: string; queued: number }> {
  const { rows } = await db.query<{ month: string; queued: number }>(
    `with asked as (
       select coalesce($1::date, (date_trunc('month', coalesce($2::timestamptz, now()) at time zone 'UTC')
                                  - interval '1 month')::date) as month)
     select to_char(month, 'YYYY-MM') as month, private.queue_partner_statements(month) as queued from asked`,
    [asked.month ? `${asked.month}-01` : null, asked.at ?? null],
  );
  return rows[0]!;
}

/** Quotes that left the cost guide's 24-month window, taken out of its figures. */
export const expireCostQuotes = (db: Queryable) =>
  value<number>(db, 'select private.expire_cost_quotes() as value');
