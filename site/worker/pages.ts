// The pages the Worker renders on request (issue 33): React Router's server build, the same route
// modules the build pre-renders the editorial pages with, reading the database through the context
// the loaders expect. Each answer gets its Content-Security-Policy here, as the build gives its files.
import {
  DIRECTORY_PATH,
  PATHS,
  directorySearchParams,
  isContractorPath,
  parseDirectorySearch,
  reviewsPageOf,
} from '@pond/core';
import type { PondReader } from '@pond/supabase/read';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import * as serverBuild from 'pond-server-build';
import type { PageData } from '../app/lib/page-data.server.ts';
import { PAGE_ERROR_HEADER } from '../app/lib/page-error.ts';
import { hardenPage } from './page-policy.ts';

const build = serverBuild as unknown as ServerBuild;
const handle = createRequestHandler(build, 'production');
const pageDataContext = (
  build.entry.module as unknown as { pageData: Parameters<RouterContextProvider['set']>[0] }
).pageData;

/** How the Worker treats an address it renders: a cached data page, or an application page (never cached). */
export type RenderedKind = 'data' | 'app';

/** Which addresses are rendered on request, and how; null for everything else (files, redirects, 404s). */
export function renderedKind(pathname: string): RenderedKind | null {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second] = parts;
  if (pathname === '/sitemap.xml' || /^\/sitemaps\/[a-z0-9-]+\.xml$/.test(pathname)) return 'data';
  if (pathname === DIRECTORY_PATH) return 'data';
  if (first === 'states' && parts.length >= 2 && parts.length <= 4) return 'data';
  if (first === 'pond-contractors' && parts.length === 3) return 'data';
  // A request's own page in staff's inbox: the app asks the database, as staff, in the browser.
  if (first === 'admin' && second === 'leads' && parts.length === 3) return 'app';
  // A listing's claim page (issue 34): its forms act in the browser, as anyone.
  if (first === 'builders' && second === 'claim' && parts.length === 3) return 'app';
  // A builder's checks for staff (issue 35): staff's session reads them in the browser.
  if (first === 'admin' && second === 'builders' && parts.length === 4 && parts[3] === 'verification')
    return 'app';
  return null;
}

/** The page of the build an address that is no page gets: the blog's own for a post, else the site's. */
export function notFoundPage(pathname: string): string {
  const [first, second, ...rest] = pathname.split('/').filter(Boolean);
  return first === 'blog' && second && second !== 'category' && rest.length === 0
    ? PATHS.blogNotFound
    : PATHS.notFound;
}

/**
 * The address a data page is cached under: the path alone (tracking parameters do not split the
 * cache), for the directory its search in one canonical order, for a profile its page of reviews.
 */
export function cacheKey(url: URL): string {
  // A profile's later pages of reviews (issue 35) are pages of their own.
  if (isContractorPath(url.pathname)) {
    const page = reviewsPageOf(url.search);
    return `${url.origin}${url.pathname}${page > 1 ? `?reviews=${page}` : ''}`;
  }
  if (url.pathname !== DIRECTORY_PATH) return `${url.origin}${url.pathname}`;
  const query = directorySearchParams(parseDirectorySearch(url.searchParams)).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

export interface RenderOptions {
  reader: PondReader;
  settings: PageData['settings'];
  /** The hosted API's origin, for the policy's connect-src (none when browsers use this origin). */
  apiOrigin?: string;
}

/**
 * Renders one page. A loader that threw answers with the status it threw and the error header set
 * (the caller serves its own 404 or 503 page); anything the renderer cannot do is a 503 too.
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(pageDataContext, { reader: options.reader, settings: options.settings } satisfies PageData);
  let page: Response;
  try {
    page = await handle(request, context);
  } catch (error) {
    console.error(`Could not render ${new URL(request.url).pathname}:`, error);
    return new Response(null, { status: 503, headers: { [PAGE_ERROR_HEADER]: '503' } });
  }
  if (!page.headers.get('content-type')?.startsWith('text/html') || page.headers.has(PAGE_ERROR_HEADER))
    return page;
  const { html } = await hardenPage(await page.text(), new URL(request.url).pathname, options.apiOrigin);
  return new Response(html, page);
}
