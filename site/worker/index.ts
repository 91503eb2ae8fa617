// The production host's one Worker (Cloudflare Workers with static assets, site/wrangler.jsonc), and
// what `npm start` runs on the same runtime (workerd, through wrangler). Every file of the build is
// served by the host itself, with the headers of build/client/_headers; this module sees only the
// addresses that have no file: it sends the route table's permanent redirects, decides 200 or 404 for
// a city or profile the database knows but the build does not yet, and answers everything else with
// the not-found page and status 404. Locally it also forwards the database's API to the local stack.
import { PATHS, redirectFor } from '@pond/core';
import { createPondReader, type PondReader } from '@pond/supabase/read';
import { fallbackFor, type Fallback } from './page-status.ts';
import { cacheControl, PAGE_HEADERS } from './security.ts';

export interface Env {
  /** The build's files (wrangler.jsonc's `assets`). */
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** The database's API and its public (anon) key, for the 200-or-404 decision. */
  POND_API_URL: string;
  POND_ANON_KEY: string;
  /**
   * Set by `npm start` only: the local stack, which browsers reach through this origin's /rest/v1 and
   * /auth/v1. In production browsers use the hosted project directly and this is unset.
   */
  POND_LOCAL_STACK_URL?: string;
}

/** Where each fallback's page is in the build (addresses as the host serves them, without .html). */
const FALLBACK_PAGES: Record<Fallback, { path: string; status: number }> = {
  app: { path: '/__spa-fallback', status: 200 },
  'app-404': { path: '/__spa-fallback', status: 404 },
  'blog-not-found': { path: PATHS.blogNotFound, status: 404 },
  'not-found': { path: PATHS.notFound, status: 404 },
};

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (env.POND_LOCAL_STACK_URL && /^\/(rest|auth)\/v1(\/|$)/.test(url.pathname))
      return forwardToLocalStack(request, env.POND_LOCAL_STACK_URL);
    const target = redirectFor(url.pathname);
    if (target && target !== url.pathname) return redirect(new URL(target, url).href + url.search);
    const kind = await fallbackFor(url.pathname, readerFor(env)).catch((error: unknown) => {
      // The database is down: let the app load and say so itself rather than claim a 404.
      console.error(`Could not check ${url.pathname}:`, error);
      return 'app' as const;
    });
    return fallbackPage(request, env, kind);
  },
};

let reader: { env: Env; reader: PondReader } | undefined;
/** One database client per isolate (not one per request), and one word if it cannot be made. */
function readerFor(env: Env): PondReader {
  if (reader?.env !== env) {
    if (!env.POND_API_URL || !env.POND_ANON_KEY)
      console.error(
        'POND_API_URL and POND_ANON_KEY are not set: set them in wrangler.jsonc `vars` (or `wrangler deploy --var`) to the hosted project and its anon key. Cities and profiles newer than the build are served as if they exist until then.',
      );
    reader = { env, reader: createPondReader({ url: env.POND_API_URL, key: env.POND_ANON_KEY }) };
  }
  return reader.reader;
}

function redirect(location: string): Response {
  return new Response(null, { status: 301, headers: { ...PAGE_HEADERS, location } });
}

/** The fallback's page from the build, with its status and the headers every page gets. */
async function fallbackPage(request: Request, env: Env, kind: Fallback): Promise<Response> {
  const { path, status } = FALLBACK_PAGES[kind];
  const headers = new Headers(request.headers);
  // A 404 is never "not modified": the visitor gets the page.
  if (status !== 200) for (const name of ['if-none-match', 'if-modified-since']) headers.delete(name);
  const page = await env.ASSETS.fetch(
    new Request(new URL(path, request.url), { method: request.method, headers }),
  );
  const answer = new Response(page.body, {
    status: page.status === 304 ? 304 : status,
    headers: page.headers,
  });
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
