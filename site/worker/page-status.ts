import { contractorIdFromNameId, notFoundRedirect, UUID_PATTERN } from '@pond/core';
import { getContractorById, placeExists, type PondReader } from '@pond/supabase/read';
import { cityPlace } from '../app/lib/city-place.ts';

/** What the server sends for an address that has no pre-rendered file. */
export type Fallback = 'app' | 'app-404' | 'not-found' | 'blog-not-found';

/**
 * City and profile pages are pre-rendered for what the build knew. Anything newer is rendered in the
 * browser on the app shell, but only when it exists: a city of a known state that is a real place
 * (a ZIP code or a builder there), a profile whose contractor is in the database. Everything else
 * gets the not-found page with status 404 (issue 6 of 9), so crawlers never see an empty page as 200.
 */
export async function fallbackFor(pathname: string, reader: PondReader): Promise<Fallback> {
  // Loader data the build did not write: the app falls back to the database itself.
  if (pathname.endsWith('.data')) return 'not-found';
  const parts = pathname.split('/').filter(Boolean).map(decodeSegment);
  if (parts.some((part) => part === undefined)) return 'not-found';
  const [first, second, third, fourth] = parts as string[];
  if (first === 'blog' && parts.length === 2 && second !== 'category') return 'blog-not-found';
  if (first === 'pond-builders-near-me' && parts.length === 1) return 'app';
  // A request's own page in staff's inbox: the app asks the database, as staff, for it.
  if (first === 'admin' && second === 'leads' && parts.length === 3)
    return UUID_PATTERN.test(third!) ? 'app' : 'not-found';
  if (first === 'states' && parts.length === 3) {
    const place = cityPlace({ stateCode: second, citySlug: third });
    return place && (await placeExists(reader, place.city, place.stateCode)) ? 'app' : 'not-found';
  }
  if (first === 'states' && parts.length === 4) {
    // A link with a cut-off id: the app says so and goes on to the city page (spec §2.13).
    if (notFoundRedirect(pathname)) return 'app-404';
    return profileFallback(reader, contractorIdFromNameId(fourth!));
  }
  if (first === 'pond-contractors' && parts.length === 3) {
    return profileFallback(reader, third!.toLowerCase());
  }
  return 'not-found';
}

/**
 * A profile address: the app renders the profile when the contractor exists, and its own 'Contractor
 * Not Found' (spec §2.9) with status 404 when a whole id names nobody; anything else is not a page.
 */
async function profileFallback(reader: PondReader, id: string): Promise<Fallback> {
  if (!UUID_PATTERN.test(id)) return 'not-found';
  return (await contractorExists(reader, id)) ? 'app' : 'app-404';
}

async function contractorExists(reader: PondReader, id: string): Promise<boolean> {
  return UUID_PATTERN.test(id) && (await getContractorById(reader, id)) !== null;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
