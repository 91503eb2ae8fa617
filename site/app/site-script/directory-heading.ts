import { directoryHeading } from '@pond/core';
import type { PondEventDetails } from '@pond/widgets';
import { brandedTitle } from '../lib/branded-title.ts';

/**
 * The directory page's heading and title name the search shown (spec §2.7: 'Pond Builders in
 * {City}, {ST}'), as the server rendered them for the address. The kit's `<pond-directory>` tells each
 * new search, typed or brought back by back and forward, with `pond-searched`; only the one that keeps
 * its search in the address (`url-state`, the directory page's) speaks for the page: a city page's
 * filters leave its heading alone.
 */
export function startDirectoryHeading() {
  document.addEventListener('pond-searched', (event) => {
    if (!(event.target as Element).hasAttribute('url-state')) return;
    const { place } = (event as CustomEvent<PondEventDetails['pond-searched']>).detail;
    const heading = directoryHeading(place.city, place.state);
    const h1 = document.querySelector('h1');
    if (h1) h1.textContent = heading;
    document.title = brandedTitle(heading);
  });
}
