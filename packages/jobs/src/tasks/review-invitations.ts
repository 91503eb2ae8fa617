import { queueReviewInvitations } from '@pond/supabase/jobs';
import type { JobDefinition } from './task.ts';

/**
 * 15:00 UTC daily (10 am Eastern in winter): invitations to review a builder 14 days after a request
 * reached them, and the one reminder at 45 days (private.queue_review_invitations decides).
 */
export const reviewInvitations: JobDefinition = {
  name: 'review_invitations',
  crontab: '0 15 * * * review_invitations ?fill=1d',
  make:
    ({ db, log }) =>
    async () => {
      const queued = await queueReviewInvitations(db);
      if (queued) log(`queued ${queued} review invitation(s)`);
    },
};
