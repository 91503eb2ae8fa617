import { stateByCode, stateByName } from '../geo/states.ts';
import { UUID_PATTERN, randomUuid } from './uuid.ts';

/** City slug of the sitemap and city links (spec §7): lower case, whitespace turned into hyphens. */
export function citySlug(city: string): string {
  // A slash would split the address ('Naval Air Station/ Jrb' is a real place name in ZIP data).
  return city
    .trim()
    .toLowerCase()
    .replace(/[\s/]+/g, '-');
}

/** The combined city-state parameter, 'austin-tx' (spec §2.1). */
export function cityStateSlug(city: string, stateCode: string): string {
  return `${citySlug(city)}-${stateCode.toLowerCase()}`;
}

/** City name from slug words: hyphen-separated words, each capitalised (spec §2.8). */
export function cityNameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export interface ParsedCitySlug {
  city: string;
  /** Two-letter code when the slug ends in a known state, else absent. */
  stateCode?: string;
}

/** Slugs the general rule reads wrongly, with what they mean (spec §2.8). */
const SPECIAL_CITY_SLUGS: Readonly<Record<string, ParsedCitySlug>> = {
  'new-york-new-york': { city: 'New York', stateCode: 'NY' },
  'fort-lauderdale-fort lauderdale': { city: 'Fort Lauderdale', stateCode: 'FL' },
};

/** State names have at most three words ('district-of-columbia'). */
const MAX_STATE_NAME_PARTS = 3;

/**
 * Reads a city slug (spec §2.8): when the last dash part has two letters and is a state code it is
 * the state; otherwise a trailing state name ('…-new-mexico') is the state; what is left is the
 * city. A slug without a state is all city. Percent-encoded slugs are decoded first.
 */
export function parseCitySlug(rawSlug: string): ParsedCitySlug {
  const slug = safeDecode(rawSlug).trim().toLowerCase();
  const special = Object.hasOwn(SPECIAL_CITY_SLUGS, slug) ? SPECIAL_CITY_SLUGS[slug] : undefined;
  if (special) return { ...special };

  const parts = slug.split(/[\s-]+/).filter(Boolean);
  const last = parts.at(-1) ?? '';
  if (parts.length > 1 && last.length === 2) {
    const state = stateByCode(last);
    if (state) return { city: cityNameFromSlug(parts.slice(0, -1).join('-')), stateCode: state.code };
  }
  for (let count = Math.min(MAX_STATE_NAME_PARTS, parts.length - 1); count >= 1; count--) {
    const state = stateByName(parts.slice(-count).join(' '));
    if (state) return { city: cityNameFromSlug(parts.slice(0, -count).join('-')), stateCode: state.code };
  }
  return { city: cityNameFromSlug(parts.join('-')) };
}

/** Name part of a contractor link: lower case words joined by hyphens, nothing else. */
export function nameSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'contractor'
  );
}

export { UUID_PATTERN, randomUuid };
const TRAILING_UUID = new RegExp(`(${UUID_PATTERN.source.slice(1, -1)})$`, 'i');

/** The contractor id in a name-id segment (spec §2.9): a uuid at the end, otherwise the last dash part. */
export function contractorIdFromNameId(segment: string): string {
  const uuid = TRAILING_UUID.exec(segment)?.[1];
  if (uuid) return uuid.toLowerCase();
  return segment.split('-').at(-1) ?? '';
}

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Which contractor a profile address means (spec §2.9), in the spec's order: an id handed over in
 * the navigation state, then a contractorId route parameter (the legacy route), then the end of
 * the name-id segment.
 */
export function resolveContractorId(sources: {
  navigationState?: unknown;
  contractorId?: string;
  nameId?: string;
}): string {
  const { navigationState } = sources;
  if (navigationState && typeof navigationState === 'object' && 'contractorId' in navigationState) {
    const fromState = (navigationState as { contractorId: unknown }).contractorId;
    if (typeof fromState === 'string' && fromState) return fromState;
  }
  if (sources.contractorId) return safeDecode(sources.contractorId).trim().toLowerCase();
  return contractorIdFromNameId(safeDecode(sources.nameId ?? ''));
}
