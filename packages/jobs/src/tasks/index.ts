import { builderDigests } from './builder-digests.ts';
import { deliverWebhook } from './deliver-webhook.ts';
import { endPastPauses } from './end-past-pauses.ts';
import { expireChecks } from './expire-checks.ts';
import { expireCostQuotes } from './expire-cost-quotes.ts';
import { monthlyStatements } from './monthly-statements.ts';
import { photoFiles } from './photo-files.ts';
import { processPhoto, processRequestPhoto } from './process-photo.ts';
import { proveSite } from './prove-site.ts';
import { purgePages } from './purge-pages.ts';
import { recheckPartnerSites } from './recheck-partner-sites.ts';
import { reviewInvitations } from './review-invitations.ts';
import { sendMail } from './send-mail.ts';
import type { JobDefinition } from './task.ts';
import { waitingOffers } from './waiting-offers.ts';

/** Every task the worker runs, one file each; those with a crontab line also run on their own. */
export const JOBS: readonly JobDefinition[] = [
  sendMail,
  // Partners: their sites proven and checked again, webhooks, statements.
  proveSite,
  recheckPartnerSites,
  deliverWebhook,
  monthlyStatements,
  // Pages that show changed builders purged from the site's cache; builders' photos made
  // ready, and their files hidden, shown or deleted.
  purgePages,
  processPhoto,
  photoFiles,
  // Homeowners' site photos, private to their request: made ready the same way.
  processRequestPhoto,
  // Builders' morning digests and pauses that end on their own; checks that end, and invitations
  // to review.
  builderDigests,
  endPastPauses,
  expireChecks,
  reviewInvitations,
  // Requests nobody answered in two business days: the homeowner told, others offered.
  waitingOffers,
  // The cost guide's window: quotes older than 24 months leave its figures.
  expireCostQuotes,
];

export type { JobDefinition, TaskContext } from './task.ts';
