// The edge cache of pages rendered from the database. In production the host's Workers
// Cache sits in front of the Worker: it stores each page by its Cache-Control and Cache-Tag headers,
// serves stale on error by `stale-if-error`, and `ctx.cache.purge({ tags })` drops what a change
// touched. The host's local runtime has no Workers Cache (workerd returns no `ctx.cache`), so there the
// Worker keeps the same rules itself over the Cache API: the same headers, the same purge call, the
// same answers. Which one runs is decided by the runtime, not by configuration.

/** What the cache needs of the execution context: the host's cache, when it has one. */
export interface CacheContext {
  waitUntil(promise: Promise<unknown>): void;
  cache?: { purge(options: { tags: string[] }): Promise<unknown> };
}

export interface EdgeCache {
  /** The page for this key: from the cache while fresh, else rendered (and stored). */
  serve(key: string, render: () => Promise<Response>, ctx: CacheContext): Promise<Response>;
  /** Drops every page stored under any of these tags. */
  purge(tags: readonly string[], ctx: CacheContext): Promise<void>;
}

/** How long a page is kept, by its Cache-Control (seconds). */
export interface Lifetimes {
  fresh: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}

/** The edge's rules of a page: its CDN-Cache-Control (what CDNs read), else its Cache-Control. */
export function edgeRules(headers: Headers): string | null {
  return headers.get('cdn-cache-control') ?? headers.get('cache-control');
}

export function lifetimes(cacheControl: string | null): Lifetimes | null {
  if (!cacheControl || /\b(no-store|private)\b/.test(cacheControl)) return null;
  const seconds = (name: string) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
  const fresh = seconds('s-maxage') || seconds('max-age');
  return fresh > 0
    ? {
        fresh,
        staleWhileRevalidate: seconds('stale-while-revalidate'),
        staleIfError: seconds('stale-if-error'),
      }
    : null;
}

/** Set on every page this module answers: hit, miss, stale (revalidating) or stale-if-error. */
export const CACHE_STATUS = 'x-pond-cache';
const STORED_AT = 'x-pond-stored-at';
const TAGS = 'cache-tag';
/** The page's own headers, kept aside while stored under the store's own Cache-Control. */
const KEPT_CACHE_CONTROL = 'x-pond-cache-control';
const RULES = 'x-pond-edge-rules';

/** The Worker's own cache over the Cache API, for a runtime without Workers Cache. */
export function localEdgeCache(cache: Cache, now: () => number = Date.now): EdgeCache {
  // Pages stored before this isolate started may predate changes whose purge it never saw.
  const started = now();
  const keysByTag = new Map<string, Set<string>>();

  async function store(key: string, page: Response): Promise<void> {
    const life = lifetimes(page.headers.get(RULES));
    if (!life || page.status >= 500) return;
    const stored = new Response(page.body, page);
    stored.headers.set(STORED_AT, String(now()));
    // The store keeps it as long as any rule may still serve it; this module decides when.
    stored.headers.set(
      'cache-control',
      `public, max-age=${life.fresh + Math.max(life.staleWhileRevalidate, life.staleIfError)}`,
    );
    for (const tag of (page.headers.get(TAGS) ?? '').split(',').filter(Boolean)) {
      const keys = keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      keysByTag.set(tag, keys);
    }
    await cache.put(key, stored);
  }

  async function renderAndStore(key: string, render: () => Promise<Response>): Promise<Response> {
    const page = await render();
    if (!lifetimes(edgeRules(page.headers)) || page.status >= 500) return page;
    const [answer, kept] = teeResponse(page);
    await store(key, kept);
    return answer;
  }

  return {
    async serve(key, render, ctx) {
      const cached = await cache.match(key);
      if (!cached) return marked(await renderAndStore(key, render), 'miss');
      const life = lifetimes(cached.headers.get(RULES));
      const age = (now() - Number(cached.headers.get(STORED_AT))) / 1000;
      const current = Number(cached.headers.get(STORED_AT)) >= started;
      if (life && current && age < life.fresh) return marked(restored(cached), 'hit');
      if (life && current && age < life.fresh + life.staleWhileRevalidate) {
        ctx.waitUntil(renderAndStore(key, render).catch(() => undefined));
        return marked(restored(cached), 'stale');
      }
      const fresh = await renderAndStore(key, render).catch(() => null);
      if (fresh && fresh.status < 500) return marked(fresh, 'miss');
      if (life && age < life.fresh + life.staleIfError) return marked(restored(cached), 'stale-if-error');
      return fresh ?? render();
    },
    async purge(tags) {
      const keys = new Set(tags.flatMap((tag) => [...(keysByTag.get(tag) ?? [])]));
      for (const tag of tags) keysByTag.delete(tag);
      await Promise.all([...keys].map((key) => cache.delete(key)));
    },
  };

  /** The stored copy as it was answered: its own Cache-Control back, the bookkeeping off. */
  function restored(cached: Response): Response {
    const page = new Response(cached.body, cached);
    page.headers.set('cache-control', cached.headers.get(KEPT_CACHE_CONTROL) ?? '');
    for (const name of [KEPT_CACHE_CONTROL, RULES, STORED_AT]) page.headers.delete(name);
    return page;
  }
}

/** The host's Workers Cache: pages pass through (it stores them by their headers); purges go to it. */
export const hostEdgeCache: EdgeCache = {
  serve: (_key, render) => render(),
  async purge(tags, ctx) {
    await ctx.cache!.purge({ tags: [...tags] });
  },
};

function marked(page: Response, status: string): Response {
  const answer = new Response(page.body, page);
  answer.headers.set(CACHE_STATUS, status);
  return answer;
}

/** Two copies of a page: one to answer with, one to store (its own Cache-Control kept aside). */
function teeResponse(page: Response): [Response, Response] {
  const [a, b] = page.body ? page.body.tee() : [null, null];
  const kept = new Response(b, page);
  kept.headers.set(KEPT_CACHE_CONTROL, page.headers.get('cache-control') ?? '');
  kept.headers.set(RULES, edgeRules(page.headers) ?? '');
  return [new Response(a, page), kept];
}
