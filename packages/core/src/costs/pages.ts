import { stateByCode } from '../geo/states.ts';
import { citySlug } from '../routes/slugs.ts';
import { ALL_PONDS, COST_KINDS, type CostKind } from './kinds.ts';
import type { CostPlaceLevel } from './figures.ts';

// The cost guide's addresses and cache tags. Each kind has its own first segment
// (/koi-pond-cost/tx/austin), so a place never collides with a kind: a city called Waterfall keeps
// its page.

/** A cost page's place: the country, a state, or a city in it. */
export interface CostPlace {
  stateCode?: string;
  city?: string;
}

export const costPlaceLevel = (place: CostPlace): CostPlaceLevel =>
  place.city ? 'city' : place.stateCode ? 'state' : 'country';

/** /pond-cost, /koi-pond-cost/tx, /koi-pond-cost/tx/austin */
export function costUrl(kind: CostKind | null, place: CostPlace = {}): string {
  const first = kind ? COST_KINDS.find((k) => k.key === kind)!.slug : ALL_PONDS.slug;
  if (!place.stateCode) return `/${first}`;
  const state = `/${first}/${place.stateCode.toLowerCase()}`;
  return place.city ? `${state}/${encodeURIComponent(citySlug(place.city))}` : state;
}

/** Every first segment of the guide, all ponds first. */
export const COST_SLUGS: readonly string[] = [ALL_PONDS.slug, ...COST_KINDS.map((kind) => kind.slug)];

/**
 * A place's cost pages (every kind's): a new or excluded quote purges its city's, state's and the
 * country's. A city's page shows its state's and the country's figures when its own are too few, so it
 * carries all three tags.
 */
export function costTag(place: CostPlace): string {
  if (!place.stateCode) return 'cost:us';
  const state = `cost:${place.stateCode.toLowerCase()}`;
  return place.city ? `${state}:${encodeURIComponent(citySlug(place.city))}` : state;
}

/** The place as the page names it: 'Austin, TX', 'Texas', 'the US'. */
export function costPlaceName(place: CostPlace): string {
  if (place.city && place.stateCode) return `${place.city}, ${place.stateCode.toUpperCase()}`;
  if (place.stateCode) return stateByCode(place.stateCode.toUpperCase())?.name ?? place.stateCode;
  return 'the US';
}
