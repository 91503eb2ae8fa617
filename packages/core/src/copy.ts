import { expandStateCode } from './geo/states.ts';

// Headings and titles that are built from data (spec §2.6-§2.8).

/** Directory heading (spec §2.7). */
export function directoryHeading(city?: string, state?: string): string {
  return city && state ? `Pond Builders in ${city}, ${state}` : 'Find Pond Builders Near You';
}

/** City page heading, state codes spelled out; 'Your Area' without a location (spec §2.8). */
export function cityPageHeading(city?: string, state?: string): string {
  if (!city) return 'Pond Builders In Your Area';
  return state ? `Pond Builders In ${city}, ${expandStateCode(state)}` : `Pond Builders In ${city}`;
}

/** City page title (spec §2.8). */
export function cityPageTitle(city: string, state: string): string {
  return `Pond Builders in ${city}, ${expandStateCode(state)} | Find Pond Contractors`;
}

export function statePageHeading(stateName: string): string {
  return `Pond Builders in ${stateName}`;
}

export function statePageEmptyMessage(stateName: string): string {
  return `No pond builders found in ${stateName}. Try another state or check back later.`;
}

export const STATES_INDEX_HEADING = 'Find Pond Builders By State';

/** The profile's quote form heading (spec §2.9). */
export function profileQuoteHeading(contractorName: string): string {
  return `Get Free Quotes From ${contractorName}`;
}
export const PROFILE_QUOTE_BADGE = 'Start Your Pond Journey';

/** Blog article title: post title, brand, 'Blog' (spec §2.10). */
export function blogArticleTitle(postTitle: string): string {
  return `${postTitle} | Pond Builders Direct Blog`;
}

/** A city page's own description (spec §2.8): its builders, their rating, and the quote. */
export function cityPageDescription(
  city: string,
  stateCode: string,
  builders: { builderCount: number; averageRating: number | null },
): string {
  const place = `${city}, ${expandStateCode(stateCode)}`;
  if (builders.builderCount === 0)
    return `Looking for a pond builder in ${place}? Compare pond builders serving nearby cities and get free quotes for koi ponds, water gardens and waterfalls.`;
  const rated =
    builders.averageRating !== null ? `, rated ${builders.averageRating.toFixed(1)} out of 5 on average` : '';
  return `Compare ${builders.builderCount} pond ${builders.builderCount === 1 ? 'builder' : 'builders'} in ${place}${rated}. Get free quotes for koi ponds, water gardens and waterfalls from local pros.`;
}
