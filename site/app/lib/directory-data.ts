import {
  DEFAULT_DIRECTORY_SEARCH,
  directoryQuery,
  parseDirectorySearch,
  type DirectorySearch,
} from '@pond/core';
import type { PondReader } from '@pond/supabase/read';
import { cachedDirectorySearch, type DirectoryResults } from '@pond/widgets';
import { startingOnPrerenderedPage } from './hydration.ts';

/** The directory's results for a search, with the spec's fallback (§7), cached per filter set. */
export function directoryResults(reader: PondReader, search: DirectorySearch): Promise<DirectoryResults> {
  return cachedDirectorySearch(reader, directoryQuery(search, { fallbackToNearest: true }));
}

/**
 * The same at build time: a failed search fails the build, rather than pre-render a page that says
 * 'Oops! Something went wrong' to every visitor with status 200.
 */
export async function buildDirectoryResults(reader: PondReader, search: DirectorySearch) {
  const results = await directoryResults(reader, search);
  if (results.status === 'error')
    throw new Error(`The directory search for "${search.q}" failed (see above).`);
  return results;
}

/** A page's search from its address; `q` stands for `defaultQ` when the address has none. */
export function searchFromUrl(url: string, defaultQ = ''): DirectorySearch {
  const search = parseDirectorySearch(new URL(url).searchParams);
  return search.q ? search : { ...search, q: defaultQ };
}

/**
 * Whether the page starts on its pre-rendered HTML with exactly the search it was rendered with:
 * then its loader data is already in the page; anything else is searched from the browser.
 */
export function startsPrerendered(request: Request, search: DirectorySearch): boolean {
  return (
    startingOnPrerenderedPage(request) && JSON.stringify(search) === JSON.stringify(DEFAULT_DIRECTORY_SEARCH)
  );
}
