import { sitesDueForRecheck } from '@pond/supabase/jobs';
import { checkSite } from './prove-site.ts';
import type { JobDefinition } from './task.ts';

/**
 * Proven sites are checked again: daily, every site due a check (a month after it last
 * matched, or one that is failing), one after another.
 */
export const recheckPartnerSites: JobDefinition = {
  name: 'recheck_partner_sites',
  crontab: '0 5 * * * recheck_partner_sites',
  make:
    ({ db, allowPrivate }) =>
    async () => {
      for (const id of await sitesDueForRecheck(db)) await checkSite(db, id, { allowPrivate });
    },
};
