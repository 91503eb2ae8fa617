import { tagsForContractorChanges, type ContractorChange } from '@pond/core';
import type { JobDefinition } from './task.ts';

// Pages from the database, purged when it changes (issue 33): a statement that adds, edits or removes
// builders queues one `purge_pages` job naming them, where they were and where they are (the
// contractors' purge triggers); this task turns that into the cache tags of every page that shows
// them (@pond/core's page tags) and asks the site's Worker to drop those pages. A failed call is
// retried with the queue's backoff; pages also expire on their own within a day.

/** Where the site's Worker takes purges, and the secret it shares with this queue. */
export interface PagePurge {
  url: string;
  token: string;
}

const TIMEOUT_MS = 10_000;

export const purgePages: JobDefinition = {
  name: 'purge_pages',
  make: ({ purge, log }) => {
    let warned = false;
    return async (payload) => {
      const changes = (payload as { contractors?: ContractorChange[] }).contractors ?? [];
      if (!purge) {
        if (!warned)
          log('pages are not purged: set POND_PURGE_URL and POND_PURGE_TOKEN (as the site has it)');
        warned = true;
        return;
      }
      const tags = tagsForContractorChanges(changes);
      const answer = await fetch(purge.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${purge.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`The site refused the purge of ${tags.length} tags: ${answer.status}`);
    };
  },
};
