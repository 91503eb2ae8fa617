import { expireChecks as expire } from '@pond/supabase/jobs';
import type { JobDefinition } from './task.ts';

/**
 * 00:05 UTC daily (the database's day turns at 00:00 UTC): checks past their last day stop counting,
 * and reminders 30 and 7 days before. graphile-worker keeps the last run, so a restart
 * neither repeats nor (within a day, `fill`) misses one.
 */
export const expireChecks: JobDefinition = {
  name: 'expire_checks',
  crontab: '5 0 * * * expire_checks ?fill=1d',
  make:
    ({ db, log }) =>
    async () => {
      const reminded = await expire(db);
      if (reminded) log(`mailed ${reminded} reminder(s) of checks about to end`);
    },
};
