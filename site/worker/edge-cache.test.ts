import { describe, expect, it } from 'vitest';
import { CACHE_STATUS, lifetimes, localEdgeCache, type CacheContext } from './edge-cache.ts';
import { DATA_PAGE_HEADERS } from './security.ts';

// The Worker's own edge cache, used where the runtime has no Workers Cache (the host's local
// runtime): the rules of the page's CDN-Cache-Control, tags, purges, and stale-if-error. The store is
// a map standing in for the Cache API's storage; the rules under test are this module's.
function memoryCache() {
  const entries = new Map<string, Response>();
  return {
    async match(key: string) {
      return entries.get(key)?.clone();
    },
    async put(key: string, response: Response) {
      entries.set(key, new Response(await response.arrayBuffer(), response));
    },
    async delete(key: string) {
      return entries.delete(key);
    },
  } as unknown as Cache;
}

const ctx: CacheContext & { pending: Promise<unknown>[] } = {
  pending: [],
  waitUntil(promise) {
    this.pending.push(promise);
  },
};

function page(text: string, tags: string[], status = 200) {
  return new Response(text, { status, headers: { ...DATA_PAGE_HEADERS, 'cache-tag': tags.join(',') } });
}

async function answer(response: Response) {
  return { text: await response.text(), status: response.status, cache: response.headers.get(CACHE_STATUS) };
}

describe('the Worker’s own edge cache', () => {
  it('reads the edge’s lifetimes from CDN-Cache-Control, not the browser’s max-age=0', () => {
    expect(lifetimes(DATA_PAGE_HEADERS['cdn-cache-control']!)).toEqual({
      fresh: 86400,
      staleWhileRevalidate: 60,
      staleIfError: 86400,
    });
    expect(lifetimes('no-store')).toBeNull();
    expect(lifetimes('public, max-age=0, must-revalidate')).toBeNull();
  });

  it('keeps a page until a purge of one of its tags, then renders it again', async () => {
    const cache = localEdgeCache(memoryCache());
    let version = 1;
    const render = async () => page(`phone v${version}`, ['contractor:a', 'city:tx:austin']);
    expect(await answer(await cache.serve('k', render, ctx))).toMatchObject({
      text: 'phone v1',
      cache: 'miss',
    });
    version = 2;
    expect(await answer(await cache.serve('k', render, ctx))).toMatchObject({
      text: 'phone v1',
      cache: 'hit',
    });
    await cache.purge(['contractor:b'], ctx);
    expect(await answer(await cache.serve('k', render, ctx))).toMatchObject({
      text: 'phone v1',
      cache: 'hit',
    });
    await cache.purge(['city:tx:austin'], ctx);
    expect(await answer(await cache.serve('k', render, ctx))).toMatchObject({
      text: 'phone v2',
      cache: 'miss',
    });
  });

  it('never stores an error, and serves a stale page when rendering fails (stale-if-error)', async () => {
    let now = 0;
    const cache = localEdgeCache(memoryCache(), () => now);
    const failing = async () => new Response('database away', { status: 503 });
    expect((await cache.serve('x', failing, ctx)).status).toBe(503);
    await cache.serve('p', async () => page('kept', ['contractor:a']), ctx);
    now = 86_400_000 + 61_000; // past fresh and stale-while-revalidate, within stale-if-error
    expect(await answer(await cache.serve('p', failing, ctx))).toMatchObject({
      text: 'kept',
      status: 200,
      cache: 'stale-if-error',
    });
    now = 2 * 86_400_000 + 1_000; // past stale-if-error too: the failure is the answer
    expect((await cache.serve('p', failing, ctx)).status).toBe(503);
  });

  it('answers stale within stale-while-revalidate and renders again behind it', async () => {
    let now = 0;
    const cache = localEdgeCache(memoryCache(), () => now);
    let version = 1;
    const render = async () => page(`v${version}`, ['state:tx']);
    await cache.serve('s', render, ctx);
    version = 2;
    now = 86_400_000 + 30_000;
    expect(await answer(await cache.serve('s', render, ctx))).toMatchObject({ text: 'v1', cache: 'stale' });
    await Promise.all(ctx.pending);
    expect(await answer(await cache.serve('s', render, ctx))).toMatchObject({ text: 'v2', cache: 'hit' });
  });

  it('treats pages stored before this isolate started as unverified: rendered again, kept only for errors', async () => {
    const store = memoryCache();
    await localEdgeCache(store, () => 0).serve('o', async () => page('old', ['contractor:a']), ctx);
    const restarted = localEdgeCache(store, () => 1_000);
    expect(
      await answer(await restarted.serve('o', async () => page('new', ['contractor:a']), ctx)),
    ).toMatchObject({
      text: 'new',
      cache: 'miss',
    });
  });
});
