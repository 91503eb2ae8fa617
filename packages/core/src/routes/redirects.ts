import { stateByCode, stateByName } from '../geo/states.ts';
import { withoutTrailingSlashes } from './own-redirect.ts';
import { PATHS } from './paths.ts';
import { parseCitySlug, safeDecode } from './slugs.ts';
import { cityUrl, stateUrl } from './urls.ts';

/**
 * The permanent redirects of the route table (spec §2.1): /cities and /find-contractors to the
 * directory, /city/{citySlug}/{stateCode} to the state's city page, /sitemap to /sitemap-html,
 * /services and /services/* to the home page, and the combined city-state parameter
 * (/states/austin-tx, /states/tx/austin-tx and the legacy /pond-contractors/austin-tx) to the city
 * page. Returns the target, or undefined for other paths.
 */
export function redirectFor(pathname: string): string | undefined {
  const path = withoutTrailingSlashes(pathname);
  if (path === '/cities' || path === '/find-contractors') return PATHS.directory;
  if (path === '/sitemap') return PATHS.sitemapHtml;
  if (path === '/services' || path.startsWith('/services/')) return PATHS.home;
  const city = /^\/city\/([^/]+)\/([^/]+)$/.exec(path);
  if (city) return `/states/${city[2]!.toLowerCase()}/${city[1]}`;
  const single = /^\/states\/([^/]+)$/.exec(path);
  if (single) return combinedStateSegment(single[1]!);
  const legacyCity = /^\/pond-contractors\/([^/]+)$/.exec(path);
  if (legacyCity) return combinedCitySegment(legacyCity[1]!);
  const cityWithState = /^\/states\/([^/]+)\/([^/]+)$/.exec(path);
  if (cityWithState) {
    const { city, stateCode } = parseCitySlug(cityWithState[2]!);
    if (city && stateCode === cityWithState[1]!.toUpperCase()) return cityUrl(city, stateCode);
  }
  return undefined;
}

/** /states/{x} where x is not a state code: a state's name, or a city with its state ('austin-tx'). */
function combinedStateSegment(segment: string): string | undefined {
  if (stateByCode(segment)) return undefined;
  const named = stateByName(safeDecode(segment).replace(/-/g, ' '));
  if (named) return stateUrl(named.code);
  return combinedCitySegment(segment);
}

function combinedCitySegment(segment: string): string | undefined {
  const { city, stateCode } = parseCitySlug(segment);
  return stateCode && city ? cityUrl(city, stateCode) : undefined;
}
