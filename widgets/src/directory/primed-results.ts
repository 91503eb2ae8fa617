import type { DirectorySearch } from '@pond/core';
import type { DirectoryPage } from '@pond/supabase/read';

/** Marks the results a page rendered for its own search, inside the element (JSON, never run). */
export const PRIMED_RESULTS = 'data-pond-results';

export interface PrimedResults {
  search: DirectorySearch;
  page: DirectoryPage;
}

/**
 * The results our directory page rendered as HTML, so the widget that takes over shows them at once
 * instead of asking the database again (and flashing its skeletons over finished cards). Read before
 * the pre-rendered copy is removed; anything unreadable is no results.
 */
export function primedResults(element: HTMLElement): PrimedResults | undefined {
  const json = element.querySelector(`script[type="application/json"][${PRIMED_RESULTS}]`)?.textContent;
  if (!json) return undefined;
  try {
    const primed = JSON.parse(json) as PrimedResults;
    return primed.search && Array.isArray(primed.page?.contractors) ? primed : undefined;
  } catch {
    return undefined;
  }
}
