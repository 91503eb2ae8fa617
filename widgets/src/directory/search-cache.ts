import { DIRECTORY_MESSAGES, type DirectoryQuery } from '@pond/core';
import { searchContractors, type PondReader } from '@pond/supabase/read';
import type { DirectoryResults } from './results-state.ts';

/**
 * One request per filter set, kept for the visit (spec §7 'cached per filter set'): going back to
 * a search shows it at once. A failed search is not kept, so trying again asks again.
 */
const cache = new Map<string, Promise<DirectoryResults>>();

export function cachedDirectorySearch(reader: PondReader, query: DirectoryQuery): Promise<DirectoryResults> {
  const key = JSON.stringify(query);
  let results = cache.get(key);
  if (!results) {
    results = searchContractors(reader, {
      filters: query,
      page: query.page,
      pageSize: query.pageSize,
    }).then(
      (page): DirectoryResults => ({ status: 'done', page }),
      (error: unknown): DirectoryResults => {
        console.error(DIRECTORY_MESSAGES.fetchFailed, error);
        cache.delete(key);
        return { status: 'error' };
      },
    );
    cache.set(key, results);
  }
  return results;
}

/**
 * Results already known for a query (the page rendered them): kept as a settled promise React reads
 * without suspending, so the widget shows them in its first frame. A search already asked is kept.
 */
export function primeDirectorySearch(query: DirectoryQuery, results: DirectoryResults) {
  const key = JSON.stringify(query);
  if (cache.has(key)) return;
  const settled = Object.assign(Promise.resolve(results), { status: 'fulfilled', value: results });
  cache.set(key, settled);
}
