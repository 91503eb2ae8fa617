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

/**
 * Which addresses the Worker renders on request, and how (app/page-table.ts); null for everything
 * else: the build's files, redirects and the not-found page.
 */
export function renderedKind(pathname: string): RenderedKind | null {
  const served = matchRoutes(PAGES, pathname)?.at(-1)?.route.handle as Served | undefined;
  return served === 'data' || served === 'app' ? served : null;
}
