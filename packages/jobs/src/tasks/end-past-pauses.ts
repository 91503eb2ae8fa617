import { endPastPauses as end } from '@pond/supabase/jobs';
import type { JobDefinition } from './task.ts';

/** Every hour: a builder's pause "until Friday" ends in the first hour of Saturday (Eastern). */
export const endPastPauses: JobDefinition = {
  name: 'end_past_pauses',
  crontab: '5 * * * * end_past_pauses ?fill=1d',
  make:
    ({ db, log }) =>
    async () => {
      const ended = await end(db);
      if (ended) log(`ended ${ended} pause(s) whose last day has passed`);
    },
};
