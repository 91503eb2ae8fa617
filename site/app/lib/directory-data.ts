import { directoryQuery, parseDirectorySearch, type DirectorySearch } from '@pond/core';
import { searchContractors, type PondReader } from '@pond/supabase/read';
import type { DirectoryResults } from '@pond/widgets';

/**
 * The directory's results for a search, with the spec's fallback (§7), straight from the database:
 * pages are cached by the host, never here (a cache in the isolate would outlive a purge). A failed
 * search throws (the page is then unavailable, not a page of 'Oops! Something went wrong' with status 200).
 */
export async function directoryResults(
  reader: PondReader,
  search: DirectorySearch,
): Promise<Extract<DirectoryResults, { status: 'done' }>> {
  const query = directoryQuery(search, { fallbackToNearest: true });
  const page = await searchContractors(reader, {
    filters: query,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { status: 'done', page };
}

/** A page's search from its address; `q` stands for `defaultQ` when the address has none. */
export function searchFromUrl(url: string, defaultQ = ''): DirectorySearch {
  const search = parseDirectorySearch(new URL(url).searchParams);
  return search.q ? search : { ...search, q: defaultQ };
}
