import type { Task } from 'graphile-worker';
import type pg from 'pg';

/**
 * On the first of each month at 06:00 UTC: last month's statements. graphile-worker keeps the last
 * run in the database, so a restart neither repeats it nor (within a week, `fill`) misses it; the
 * database's one statement per partner and month is what makes each mail go once whatever happens.
 */
export const MONTHLY_STATEMENTS_CRONTAB = '0 6 1 * * monthly_statements ?fill=7d';

/**
 * The queue's `monthly_statements` task: queues the statement (and its mail) of every active partner
 * that has none for the month. The month is the payload's (`{"month": "2026-10"}`, to send one by
 * hand) or the one before the scheduled run.
 */
export function monthlyStatementsTask(db: pg.Pool, log: (line: string) => void): Task {
  return async (payload) => {
    const { month, _cron: cron } = payload as { month?: string; _cron?: { ts: string } };
    if (month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
      throw new Error(`monthly_statements: month must look like 2026-10, not "${month}"`);
    const { rows } = await db.query<{ month: string; queued: number }>(
      `with asked as (
         select coalesce($1::date, (date_trunc('month', coalesce($2::timestamptz, now()) at time zone 'UTC')
                                    - interval '1 month')::date) as month)
       select to_char(month, 'YYYY-MM') as month, private.queue_partner_statements(month) as queued from asked`,
      [month ? `${month}-01` : null, cron?.ts ?? null],
    );
    log(`queued ${rows[0]!.queued} statement(s) for ${rows[0]!.month}`);
  };
}
