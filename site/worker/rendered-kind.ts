import { matchRoutes, type RouteObject } from 'react-router';
import { FILE_PAGES, SHELL_PAGES, type Page, type Served } from '../app/page-table.ts';

/** How the Worker treats an address it renders: a cached data page, or an application page (never cached). */
export type RenderedKind = Extract<Served, 'data' | 'app'>;

/** The site's pages as React Router matches them, so an address finds the page the app's router would. */
const matchable = (pages: readonly Page[]): RouteObject[] =>
  pages.map((page) => ({
    ...(page.path === ''
      ? { index: true as const }
      : { path: page.path, children: matchable(page.children ?? []) }),
    caseSensitive: true,
    handle: page.served,
  }));
const PAGES = matchable([...FILE_PAGES, ...SHELL_PAGES]);

const firstSegment = (path: string) => path.split('/')[0]!;
const opensWithParameter = (page: RouteObject) => page.index || /^[:*]/.test(firstSegment(page.path!));

/**
 * The pages an address could be, by the address's first segment: those opening with it, and those
 * opening with a parameter. React Router flattens and ranks every page it is given on each match
 * (given all of them, 4 % of the Worker's time for an uncached profile); the others could never
 * match, so leaving them out changes no answer.
 */
const OPENING_WITH_PARAMETER = PAGES.filter(opensWithParameter);
const CANDIDATES = new Map<string, RouteObject[]>();
for (const page of PAGES.filter((page) => !opensWithParameter(page))) {
  const first = firstSegment(page.path!);
  CANDIDATES.set(first, [...(CANDIDATES.get(first) ?? OPENING_WITH_PARAMETER), page]);
}

/** The address's first segment as the router reads it (decoded), or null when it does not decode. */
function addressFirstSegment(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.split('/')[1] ?? '');
  } catch {
    return null;
  }
}

/**
 * Which addresses the Worker renders on request, and how (app/page-table.ts); null for everything
 * else: the build's files, redirects and the not-found page.
 */
export function renderedKind(pathname: string): RenderedKind | null {
  const first = addressFirstSegment(pathname);
  const pages = first === null ? PAGES : (CANDIDATES.get(first) ?? OPENING_WITH_PARAMETER);
  const served = matchRoutes(pages, pathname)?.at(-1)?.route.handle as Served | undefined;
  return served === 'data' || served === 'app' ? served : null;
}
