// Where the job queue tells the site what changed: POST /__pond/purge with the cache tags
// of the change, signed by the purge token both hold. The Worker drops every cached page under those
// tags, through its host's cache (edge-cache.ts). Without a token set, there is no such address.
import type { CacheContext, EdgeCache } from './edge-cache.ts';
import { fromTheQueue } from './queue-secret.ts';

export const PURGE_PATH = '/__pond/purge';
/** Tags per purge call; a bigger change is purged in several. */
const TAGS_PER_CALL = 100;
const TAG = /^[\x21-\x7e]{1,1024}$/;

export async function handlePurge(
  request: Request,
  token: string | undefined,
  cache: EdgeCache,
  ctx: CacheContext,
): Promise<Response> {
  if (!token) return new Response('Not found', { status: 404 });
  if (request.method !== 'POST') return new Response('Use POST', { status: 405, headers: { allow: 'POST' } });
  if (!(await fromTheQueue(request, token))) return new Response('Unauthorized', { status: 401 });
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = body?.tags;
  if (
    !Array.isArray(tags) ||
    !tags.every((tag) => typeof tag === 'string' && TAG.test(tag) && !tag.includes(','))
  )
    return Response.json(
      { error: 'Send {"tags": [...]}: printable tags without spaces or commas.' },
      { status: 400 },
    );
  for (let start = 0; start < tags.length; start += TAGS_PER_CALL)
    await cache.purge(tags.slice(start, start + TAGS_PER_CALL) as string[], ctx);
  return Response.json({ purged: tags.length });
}
