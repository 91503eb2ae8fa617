import { costTag, tagsForContractorChanges, type ContractorChange } from '@pond/core';
import {
  putBackPendingCostPurges,
  putBackPendingPurges,
  takePendingCostPurges,
  takePendingPurges,
  type CostPlaceChange,
} from '@pond/supabase/jobs';
import type { JobDefinition } from './task.ts';

// Pages from the database, purged when it changes. A change notes the builders whose pages it
// touched, and how far (private.pending_purges); the one `purge_pages` job, queued two seconds after
// the first change it coalesces, takes every noted builder, turns them into the cache tags of the
// pages that show what changed (@pond/core's page tags), and asks the site's Worker to drop those
// pages: one purge per tag however many edits came in between. A refused purge puts the builders back
// and is retried with the queue's backoff; pages also expire on their own within a day. A quote that
// moves the cost guide's figures notes its city, state and the country the same way.

/** Where the site's Worker takes purges, and the secret it shares with this queue. */
export interface PagePurge {
  url: string;
  token: string;
}

const TIMEOUT_MS = 10_000;

export const purgePages: JobDefinition = {
  name: 'purge_pages',
  make: ({ db, purge, log }) => {
    let warned = false;
    return async (payload) => {
      if (!purge) {
        if (!warned)
          log('pages are not purged: set POND_PURGE_URL and POND_PURGE_TOKEN (as the site has it)');
        warned = true;
        return;
      }
      // A job queued by an older worker names its builders itself.
      const named = (payload as { contractors?: ContractorChange[] } | null)?.contractors ?? [];
      let changes: ContractorChange[] = [];
      let costPlaces: CostPlaceChange[] = [];
      try {
        changes = [...named, ...(await takePendingPurges(db))];
        costPlaces = await takePendingCostPurges(db);
        if (changes.length === 0 && costPlaces.length === 0) return;
        const tags = [
          ...tagsForContractorChanges(changes),
          ...costPlaces.map((place) =>
            costTag({ stateCode: place.state || undefined, city: place.city || undefined }),
          ),
        ];
        const answer = await fetch(purge.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${purge.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!answer.ok)
          throw new Error(`The site refused the purge of ${tags.length} tags: ${answer.status}`);
      } catch (failure) {
        // Whatever was taken goes back, for the retry.
        await putBackPendingPurges(db, changes);
        await putBackPendingCostPurges(db, costPlaces);
        throw failure;
      }
    };
  },
};
