import type { HeadersFunction } from 'react-router';

// A page rendered on request says what it shows as cache tags (the tags are @pond/core's
// page-tags): its loader returns them in a Cache-Tag header, and `headers` hands that header to the
// document's response, where the host caches the page under them (worker/edge-cache.ts).

export const CACHE_TAG = 'Cache-Tag';

/** The init of a loader's `data(…)` for a page showing what these tags name. */
export function taggedWith(tags: readonly string[]): { headers: Record<string, string> } {
  return { headers: { [CACHE_TAG]: [...new Set(tags)].join(',') } };
}

/** A data route's `headers`: its loader's cache tags, on the page. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const tags = loaderHeaders.get(CACHE_TAG);
  return tags ? { [CACHE_TAG]: tags } : new Headers();
};
