import { PATHS } from './paths.ts';

/**
 * The permanent redirects of the route table (spec §2.1): /cities and /find-contractors to the
 * directory, /city/{citySlug}/{stateCode} to the state's city page, /sitemap to /sitemap-html,
 * /services and /services/* to the home page. Returns the target, or undefined for other paths.
 */
export function redirectFor(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/cities' || path === '/find-contractors') return PATHS.directory;
  if (path === '/sitemap') return PATHS.sitemapHtml;
  if (path === '/services' || path.startsWith('/services/')) return PATHS.home;
  const city = /^\/city\/([^/]+)\/([^/]+)$/.exec(path);
  if (city) return `/states/${city[2]!.toLowerCase()}/${city[1]}`;
  return undefined;
}

/** The static redirects as pairs, for a host's redirect file or the router's route table. */
export const STATIC_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/cities', to: PATHS.directory },
  { from: '/find-contractors', to: PATHS.directory },
  { from: '/sitemap', to: PATHS.sitemapHtml },
  { from: '/services', to: PATHS.home },
];
