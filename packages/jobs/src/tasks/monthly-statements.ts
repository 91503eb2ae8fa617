import { queuePartnerStatements } from '@pond/supabase/jobs';
import type { JobDefinition } from './task.ts';

/**
 * Statements: queues the statement (and its mail) of every active partner that has none for the
 * month. The month is the payload's (`{"month": "2026-10"}`, to send one by hand) or the one before
 * the scheduled run. On the first of each month at 06:00 UTC; graphile-worker keeps the last run in
 * the database, so a restart neither repeats it nor (within a week, `fill`) misses it; the database's
 * one statement per partner and month is what makes each mail go once whatever happens.
 */
export const monthlyStatements: JobDefinition = {
  name: 'monthly_statements',
  crontab: '0 6 1 * * monthly_statements ?fill=7d',
  make:
    ({ db, log }) =>
    async (payload) => {
      const { month, _cron: cron } = payload as { month?: string; _cron?: { ts: string } };
      if (month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
        throw new Error(`monthly_statements: month must look like 2026-10, not "${month}"`);
      const queued = await queuePartnerStatements(db, { month, at: cron?.ts });
      log(`queued ${queued.queued} statement(s) for ${queued.month}`);
    },
};
