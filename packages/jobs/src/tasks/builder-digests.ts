import { queueBuilderDigests } from '@pond/supabase/jobs';
import type { JobDefinition } from './task.ts';

/**
 * The morning digest of requests for builders who chose one; the database decides what
 * each run does (private.queue_builder_digests). 14:00 UTC: 9 am Eastern in winter, 10 am in summer,
 * before most builders' first call back.
 */
export const builderDigests: JobDefinition = {
  name: 'builder_digests',
  crontab: '0 14 * * * builder_digests ?fill=1d',
  make:
    ({ db, log }) =>
    async () => {
      const queued = await queueBuilderDigests(db);
      if (queued) log(`queued ${queued} builder digest(s)`);
    },
};
