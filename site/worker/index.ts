// The production host's one Worker (Cloudflare Workers with static assets, site/wrangler.jsonc), and
// what `npm start` runs on the same runtime (workerd, through wrangler). The build's files (editorial
// pages, assets, the widget kit) are served by the host itself; this module sees the rest: it renders
// the data pages from the database (state, city and profile pages, the directory search, the
// sitemaps) and caches them with tags for what they show (pages.ts, edge-cache.ts), purges them when
// the database says what changed (purge.ts), takes builders' photos and serves them (photos.ts,
// photo-store.ts), sends the route table's permanent redirects, and answers
// everything else with the not-found page and status 404. Locally it also forwards the database's API.
import {
  CERTIFICATE_PATH,
  PATHS,
  PHOTO_STORE_PREFIX,
  REQUEST_PHOTO_STORE_PREFIX,
  REQUEST_PHOTO_UPLOAD_PATH,
  PHOTO_UPLOAD_PATH,
  QUOTE_FILE_PATH,
  UNAVAILABLE_PAGE,
  isUrlTooLong,
  ownLocation,
  ownPath,
  redirectFor,
  withoutTrailingSlashes,
} from '@pond/core';
import { createPondReader, type PondReader } from '@pond/supabase/read';
import { PAGE_ERROR_HEADER } from '../app/lib/page-error.ts';
import { SETTINGS_FILE } from '../app/lib/settings-path.ts';
import { hostEdgeCache, localEdgeCache, type CacheContext, type EdgeCache } from './edge-cache.ts';
import { cacheKey, notFoundPage, renderPage } from './pages.ts';
import { renderedKind, type RenderedKind } from './rendered-kind.ts';
import { handleCertificate } from './certificates.ts';
import { handlePhotoStore } from './photo-store.ts';
import { handlePhotoUpload, servePhoto, type PhotoBucket } from './photos.ts';
import { handleQuoteFile } from './quote-files.ts';
import { handleRequestPhotoUpload, serveRequestPhoto } from './request-photos.ts';
import { handlePurge, PURGE_PATH } from './purge.ts';
import { APP_PAGE_CACHE_CONTROL, cacheControl, DATA_PAGE_HEADERS, PAGE_HEADERS, refuse } from './security.ts';

export interface Env {
  /** The build's files (wrangler.jsonc's `assets`). */
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** The database's API and its public (anon) key: what data pages are rendered from. */
  POND_API_URL: string;
  POND_ANON_KEY: string;
  /**
   * The secret the job queue shows to purge pages and to read and write photo files (a Worker
   * secret; unset, both are off).
   */
  POND_PURGE_TOKEN?: string;
  /** Builders' photos (wrangler.jsonc's `r2_buckets`): originals, re-encoded files, hidden ones. */
  PHOTOS?: PhotoBucket;
  /**
   * Set by `npm start` only: the local stack, which browsers reach through this origin's /rest/v1 and
   * /auth/v1. In production browsers use the hosted project directly and this is unset.
   */
  POND_LOCAL_STACK_URL?: string;
}

export default {
  async fetch(request: Request, env: Env, ctx: CacheContext): Promise<Response> {
    const url = new URL(request.url);
    if (isUrlTooLong(url)) return refuse(414, 'This address is too long: check the link.', PAGE_HEADERS);
    if (env.POND_LOCAL_STACK_URL && /^\/(rest|auth)\/v1(\/|$)/.test(url.pathname))
      return forwardToLocalStack(request, env.POND_LOCAL_STACK_URL);
    if (url.pathname === PURGE_PATH)
      return handlePurge(request, env.POND_PURGE_TOKEN, edgeCacheFor(ctx), ctx);
    if (url.pathname === PHOTO_UPLOAD_PATH) return handlePhotoUpload(request, env);
    if (url.pathname.startsWith(`${CERTIFICATE_PATH}/`)) return handleCertificate(request, env);
    if (url.pathname.startsWith(`${QUOTE_FILE_PATH}/`)) return handleQuoteFile(request, env);
    if (url.pathname === REQUEST_PHOTO_UPLOAD_PATH) return handleRequestPhotoUpload(request, env);
    if (url.pathname.startsWith('/request-photos/')) return serveRequestPhoto(request, env);
    if (url.pathname.startsWith(PHOTO_STORE_PREFIX) || url.pathname.startsWith(REQUEST_PHOTO_STORE_PREFIX))
      return handlePhotoStore(request, env, edgeCacheFor(ctx), ctx);
    if (url.pathname.startsWith('/photos/')) return servePhoto(request, env.PHOTOS, edgeCacheFor(ctx), ctx);
    // One address per page: /states/tx/ is /states/tx, for good (the host's own answer was a 307).
    // Every redirect stays on this origin, whatever the visitor wrote (`//host/`, `/\\host/`).
    if (url.pathname.length > 1 && url.pathname.endsWith('/'))
      return redirect(url, withoutTrailingSlashes(url.pathname) + url.search);
    const target = redirectFor(url.pathname);
    if (target && target !== url.pathname) return redirect(url, target + url.search);
    const kind = renderedKind(url.pathname.replace(/\.data$/, ''));
    if (!kind) return buildPage(request, env, notFoundPage(url.pathname), 404);
    const render = () => renderedPage(request, env, url, kind);
    // Data pages are cached (GET only); application pages and loader data never are.
    if (kind === 'app' || request.method !== 'GET' || url.pathname.endsWith('.data')) return render();
    return edgeCacheFor(ctx).serve(cacheKey(url), render, ctx);
  },
};

/**
 * A page rendered, or the host's own page for what its loader said (404 or 503). Only data pages are
 * kept by the edge; an application page (a shell whose data the browser asks for as its user) never is.
 */
async function renderedPage(request: Request, env: Env, url: URL, kind: RenderedKind): Promise<Response> {
  const { reader, apiOrigin } = databaseFor(env);
  const page = await renderPage(new Request(kind === 'app' ? url.href : cacheKeyUrl(url), request), {
    reader,
    apiOrigin,
    settings: () => settingsFor(env, request),
  });
  const error = page.headers.get(PAGE_ERROR_HEADER);
  if (error === '404') return buildPage(request, env, PATHS.notFound, 404);
  if (error || page.status >= 500) {
    const unavailable = await buildPage(request, env, PATHS.unavailable, 503);
    unavailable.headers.set('retry-after', String(UNAVAILABLE_PAGE.retryAfterSeconds));
    unavailable.headers.set('cache-control', 'no-store');
    return unavailable;
  }
  const answer = new Response(page.body, page);
  for (const [name, value] of Object.entries(PAGE_HEADERS)) answer.headers.set(name, value);
  // A page rendered under its cache key (without the visitor's query) that sends elsewhere: the query
  // (a partner's ?partner=, a campaign's utm_*) goes along.
  const location = page.headers.get('location');
  if (location)
    answer.headers.set(
      'location',
      ownPath(location + (url.search && !location.includes('?') ? url.search : '')),
    );
  // Pages and their 404s by tags; a redirect (a builder renamed) and loader data are not kept.
  if (kind === 'data' && (page.status < 300 || page.status === 404) && !url.pathname.endsWith('.data'))
    for (const [name, value] of Object.entries(DATA_PAGE_HEADERS)) answer.headers.set(name, value);
  else
    answer.headers.set('cache-control', kind === 'app' ? APP_PAGE_CACHE_CONTROL : cacheControl(url.pathname));
  return answer;
}

/** The directory's search in its canonical order (what is cached is what is rendered). */
function cacheKeyUrl(url: URL): string {
  return url.pathname.endsWith('.data') ? url.href : cacheKey(url);
}

let isolate:
  { env: Env; reader: PondReader; apiOrigin?: string; settings?: Promise<PageSettings> } | undefined;
type PageSettings = Awaited<ReturnType<Parameters<typeof renderPage>[1]['settings']>>;

/** One database client per isolate (not one per request), and one word if it cannot be made. */
function databaseFor(env: Env) {
  if (isolate?.env !== env) {
    if (!env.POND_API_URL || !env.POND_ANON_KEY)
      console.error(
        'POND_API_URL and POND_ANON_KEY are not set: set them in wrangler.jsonc `vars` (or `wrangler deploy --var`) to the hosted project and its anon key. Data pages answer 503 until then.',
      );
    isolate = {
      env,
      reader: createPondReader({
        url: env.POND_API_URL || 'http://database-not-set.invalid',
        key: env.POND_ANON_KEY,
      }),
      // Browsers reach the local stack through this origin ('self'); the hosted project at its own.
      apiOrigin: env.POND_LOCAL_STACK_URL || !env.POND_API_URL ? undefined : new URL(env.POND_API_URL).origin,
    };
  }
  return isolate;
}

/** The editorial settings the build published (a file of the build), read once per isolate. */
function settingsFor(env: Env, request: Request): Promise<PageSettings> {
  const state = databaseFor(env);
  state.settings ??= env.ASSETS.fetch(new Request(new URL(SETTINGS_FILE, request.url)))
    .then((file) => (file.ok ? (file.json() as Promise<PageSettings>) : { promoBanner: null }))
    .catch(() => ({ promoBanner: null }));
  return state.settings;
}

let localCache: EdgeCache | undefined;
/** The host's Workers Cache where the runtime has one; the Worker's own over the Cache API where not. */
function edgeCacheFor(ctx: CacheContext): EdgeCache {
  if (ctx.cache) return hostEdgeCache;
  localCache ??= localEdgeCache((caches as unknown as { default: Cache }).default);
  return localCache;
}

/** A permanent redirect to a path of this origin (ownLocation decides what the target may be). */
function redirect(url: URL, target: string): Response {
  return new Response(null, {
    status: 301,
    headers: { ...PAGE_HEADERS, location: ownLocation(target, url.origin) },
  });
}

/** A page of the build (not-found, unavailable), with its status and the headers every page gets. */
async function buildPage(request: Request, env: Env, path: string, status: number): Promise<Response> {
  const headers = new Headers(request.headers);
  // An error page is never "not modified": the visitor gets the page.
  for (const name of ['if-none-match', 'if-modified-since']) headers.delete(name);
  const page = await env.ASSETS.fetch(
    new Request(new URL(path, request.url), { method: request.method, headers }),
  );
  const answer = new Response(page.body, { status, headers: page.headers });
  for (const [name, value] of Object.entries(PAGE_HEADERS)) answer.headers.set(name, value);
  answer.headers.set('cache-control', cacheControl(new URL(request.url).pathname));
  return answer;
}

/**
 * The local stack behind this origin, as a Supabase project is behind its own. The address a visitor
 * claims is not trusted: the database's rate limit counts the one the runtime saw the request from.
 */
async function forwardToLocalStack(request: Request, stack: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('x-forwarded-for');
  // The stack's gateway answers only to its own loopback name (DNS rebinding): the address says it.
  headers.delete('host');
  const client = request.headers.get('cf-connecting-ip');
  if (client) headers.set('x-forwarded-for', client);
  return fetch(new URL(url.pathname + url.search, stack), {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'manual',
  });
}
