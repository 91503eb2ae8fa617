import {
  DEFAULT_DIRECTORY_SEARCH,
  directoryQuery,
  parseDirectorySearch,
  type DirectorySearch,
} from '@pond/core';
import type { PondReader } from '@pond/supabase/read';
import { cachedDirectorySearch, type DirectoryResults } from '@pond/widgets';

/** The directory's results for a search, with the spec's fallback (§7), cached per filter set. */
export function directoryResults(reader: PondReader, search: DirectorySearch): Promise<DirectoryResults> {
  return cachedDirectorySearch(reader, directoryQuery(search, { fallbackToNearest: true }));
}

/** A page's search from its address; `q` stands for `defaultQ` when the address has none. */
export function searchFromUrl(url: string, defaultQ = ''): DirectorySearch {
  const search = parseDirectorySearch(new URL(url).searchParams);
  return search.q ? search : { ...search, q: defaultQ };
}

/** Whether an address asks for exactly what the page was pre-rendered with. */
export function isPrerenderedSearch(search: DirectorySearch, defaultQ = ''): boolean {
  return JSON.stringify(search) === JSON.stringify({ ...DEFAULT_DIRECTORY_SEARCH, q: defaultQ });
}
