import { directorySearchParams, parseDirectorySearch, type DirectorySearch } from '@pond/core';
import { useEffect, useState } from 'react';

/** The address's own keys for a search; every other parameter of the page (`?partner=`) is kept. */
const SEARCH_KEYS = ['q', 'rating', 'radius', 'sort', 'page'] as const;

/** The search a page's address holds (`?q=&rating=&radius=&sort=&page=`). */
export function searchInAddress(location: Pick<Location, 'search'>): DirectorySearch {
  return parseDirectorySearch(new URLSearchParams(location.search));
}

/** The page's address with `search` in it in place of the one it held. */
export function addressWithSearch(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  search: DirectorySearch,
): string {
  const params = new URLSearchParams(location.search);
  for (const key of SEARCH_KEYS) params.delete(key);
  for (const [key, value] of directorySearchParams(search)) params.set(key, value);
  const query = params.size ? `?${params}` : '';
  return `${location.pathname}${query}${location.hash}`;
}

/**
 * `url-state`: the search lives in the page's address, as our directory page's did when it was an
 * application — each change is a new history entry (shareable, bookmarkable) and back and forward
 * bring the search they left. `onChange` hears every search shown, whoever changed it.
 */
export function useAddressSearch(
  window: Window | null,
  onChange: (search: DirectorySearch) => void,
): [DirectorySearch | undefined, (next: DirectorySearch) => void] {
  const [search, setSearch] = useState(() => (window ? searchInAddress(window.location) : undefined));
  useEffect(() => {
    if (!window) return;
    const restore = () => {
      const restored = searchInAddress(window.location);
      setSearch(restored);
      onChange(restored);
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [window, onChange]);
  const change = (next: DirectorySearch) => {
    if (window) window.history.pushState(null, '', addressWithSearch(window.location, next));
    setSearch(next);
    onChange(next);
  };
  return [search, change];
}
