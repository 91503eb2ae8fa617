import { describe, expect, it } from 'vitest';
import type { CacheContext, EdgeCache } from './edge-cache.ts';
import { handlePurge, PURGE_PATH } from './purge.ts';

// The Worker's purge address: only the job queue, holding the token, drops pages.
function recordingCache() {
  const purged: string[][] = [];
  const cache: EdgeCache = {
    serve: (_key, render) => render(),
    async purge(tags) {
      purged.push([...tags]);
    },
  };
  return { cache, purged };
}
const ctx: CacheContext = { waitUntil: () => {} };
const post = (body: unknown, authorization?: string) =>
  new Request(`https://site.example${PURGE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });

describe('POST /__pond/purge', () => {
  it('purges the tags sent with the token, a hundred per call', async () => {
    const { cache, purged } = recordingCache();
    const tags = Array.from({ length: 150 }, (_, index) => `contractor:${index}`);
    const response = await handlePurge(post({ tags }, 'Bearer s3cret'), 's3cret', cache, ctx);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ purged: 150 });
    expect(purged.map((call) => call.length)).toEqual([100, 50]);
  });

  it('refuses a wrong or missing token, and says what a bad body lacks', async () => {
    const { cache, purged } = recordingCache();
    expect((await handlePurge(post({ tags: ['a'] }, 'Bearer nope'), 's3cret', cache, ctx)).status).toBe(401);
    expect((await handlePurge(post({ tags: ['a'] }), 's3cret', cache, ctx)).status).toBe(401);
    const bad = await handlePurge(post({ tags: ['has space'] }, 'Bearer s3cret'), 's3cret', cache, ctx);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('printable tags without spaces or commas');
    expect(purged).toEqual([]);
  });

  it('is no address at all while no token is set', async () => {
    const { cache } = recordingCache();
    expect((await handlePurge(post({ tags: ['a'] }, 'Bearer '), undefined, cache, ctx)).status).toBe(404);
  });
});
