// The pages the Worker renders on request: React Router's server build, the same route
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
  // A profile's later pages of reviews are pages of their own.
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
