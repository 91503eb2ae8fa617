import { expireCostQuotes as expire } from '@pond/supabase/jobs';
import type { JobDefinition } from './task.ts';

/** Every day: quotes older than the cost guide's window leave its figures (their pages are purged). */
export const expireCostQuotes: JobDefinition = {
  name: 'expire_cost_quotes',
  crontab: '15 3 * * * expire_cost_quotes ?fill=1d',
  make:
    ({ db, log }) =>
    async () => {
      const expired = await expire(db);
      if (expired) log(`took ${expired} quote(s) older than the window out of the cost guide`);
    },
};
