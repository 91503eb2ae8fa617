import { inject } from 'vitest';
import { startJobWorker, type JobWorker, type MailCatcher, type PagePurge } from '../src/index.ts';

/** The job worker on the tests' own stack, sending to their catcher; quiet unless asked to purge. */
export const startTestWorker = (catcher: MailCatcher, purge?: PagePurge): Promise<JobWorker> =>
  startJobWorker({
    databaseUrl: inject('stack').dbUrl,
    smtpUrl: catcher.smtpUrl,
    siteUrl: 'http://localhost:3000',
    purge,
    log: () => {},
  });
