import { PATHS, directoryHeading } from '@pond/core';
import type { PondEventDetails } from '@pond/widgets';
import { brandedTitle } from '../lib/seo.ts';

/**
 * The directory page's heading and title name the search shown (spec §2.7: 'Pond Builders in
 * {City}, {ST}'), as the server rendered them for the address: the kit's `<pond-directory>` tells each
 * new search, typed or brought back by back and forward, with `pond-searched`.
 */
export function startDirectoryHeading() {
  if (location.pathname !== PATHS.directory) return;
  document.addEventListener('pond-searched', (event) => {
    const { place } = (event as CustomEvent<PondEventDetails['pond-searched']>).detail;
    const heading = directoryHeading(place.city, place.state);
    const h1 = document.querySelector('h1');
    if (h1) h1.textContent = heading;
    document.title = brandedTitle(heading);
  });
}
