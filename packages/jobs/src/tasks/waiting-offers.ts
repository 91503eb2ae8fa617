import { queueWaitingOffers } from '@pond/supabase/jobs';
import type { JobDefinition } from './task.ts';

/**
 * Every hour: requests whose chosen builders all let two business days pass without a contact; the
 * database decides which (private.queue_waiting_offers), tells the homeowner and opens the offer.
 */
export const waitingOffers: JobDefinition = {
  name: 'waiting_offers',
  crontab: '20 * * * * waiting_offers ?fill=1d',
  make:
    ({ db, log }) =>
    async () => {
      const told = await queueWaitingOffers(db);
      if (told) log(`offered other builders on ${told} waiting request(s)`);
    },
};
