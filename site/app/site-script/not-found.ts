import { NOT_FOUND_PATH, notFoundRedirect } from '@pond/core';
import { NOT_FOUND_MARKER } from '../lib/not-found-marker.ts';

/**
 * The not-found page of spec §2.13 on arrival: logs the bad path and sends old link formats on with
 * their toast, shown by the page they land on. The route table's moved addresses never reach it: the
 * server answers them with 301s (and a page that hydrated follows them in the router).
 */
export function handleNotFound() {
  if (!document.querySelector(`[${NOT_FOUND_MARKER}]`)) return;
  const { pathname } = location;
  if (pathname === NOT_FOUND_PATH || pathname === `${NOT_FOUND_PATH}/`) return;
  console.warn('404: no page at', pathname);
  const redirect = notFoundRedirect(pathname);
  if (!redirect) return;
  // The page it lands on shows the toast, told by this address (lib/redirect-notice.ts).
  location.replace(redirect.to);
}
