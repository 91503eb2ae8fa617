// The job queue's door to the photo bucket, as purge.ts is its door to the page cache: the
// same secret, and nothing here without it. The queue reads an original, writes the re-encoded files,
// drops the original, and hides, shows or deletes a photo's files (dropping them from the edge cache).
//   GET    /__pond/photos/{id}/original     the uploaded file
//   DELETE /__pond/photos/{id}/original
//   PUT    /__pond/photos/{id}/{width}.{format}   one re-encoded file
//   POST   /__pond/photos/{id}/hide | show | delete
// and for homeowners' site photos, private to their request (request-photos.ts), the same under
// /__pond/request-photos/ but for hide and show: never shown publicly, never in the cache.
import { PHOTO_STORE_PREFIX, REQUEST_PHOTO_STORE_PREFIX, UUID_PATTERN, parsePhotoPath } from '@pond/core';
import type { CacheContext, EdgeCache } from './edge-cache.ts';
import { photoKeys, photoTag, type PhotoBucket } from './photos.ts';
import { fromTheQueue } from './queue-secret.ts';
import { requestPhotoKeys } from './request-photos.ts';

const KINDS = {
  portfolio: { prefix: PHOTO_STORE_PREFIX, original: photoKeys.original, files: photoKeys.shown },
  request: {
    prefix: REQUEST_PHOTO_STORE_PREFIX,
    original: requestPhotoKeys.original,
    files: requestPhotoKeys.files,
  },
};

export async function handlePhotoStore(
  request: Request,
  env: { PHOTOS?: PhotoBucket; POND_PURGE_TOKEN?: string },
  cache: EdgeCache,
  ctx: CacheContext,
): Promise<Response> {
  const bucket = env.PHOTOS;
  if (!env.POND_PURGE_TOKEN || !bucket) return new Response('Not found', { status: 404 });
  if (!(await fromTheQueue(request, env.POND_PURGE_TOKEN)))
    return new Response('Unauthorized', { status: 401 });
  const pathname = new URL(request.url).pathname;
  const kind = pathname.startsWith(REQUEST_PHOTO_STORE_PREFIX) ? KINDS.request : KINDS.portfolio;
  const [id, part] = pathname.slice(kind.prefix.length).split('/');
  if (!id || !UUID_PATTERN.test(id) || !part) return new Response('Not found', { status: 404 });

  if (part === 'original') {
    if (request.method === 'DELETE') {
      await bucket.delete(kind.original(id));
      return new Response(null, { status: 204 });
    }
    const original = await bucket.get(kind.original(id));
    return original
      ? new Response(original.body, { headers: { 'content-length': String(original.size) } })
      : new Response('No such original', { status: 404 });
  }
  const file = parsePhotoPath(`/photos/${id}/${part}`);
  if (file && request.method === 'PUT') {
    await bucket.put(`${kind.files(id)}${part}`, await request.arrayBuffer(), {
      httpMetadata: { contentType: `image/${file.format}` },
    });
    return new Response(null, { status: 204 });
  }
  if (kind === KINDS.request && request.method === 'POST' && part === 'delete') {
    await bucket.delete([...(await keysUnder(bucket, kind.files(id))), kind.original(id)]);
    return Response.json({ delete: id });
  }
  if (
    kind === KINDS.portfolio &&
    request.method === 'POST' &&
    (part === 'hide' || part === 'show' || part === 'delete')
  ) {
    if (part === 'hide') await move(bucket, photoKeys.shown(id), photoKeys.hidden(id));
    if (part === 'show') await move(bucket, photoKeys.hidden(id), photoKeys.shown(id));
    if (part === 'delete') {
      const keys = await Promise.all(
        [photoKeys.shown(id), photoKeys.hidden(id)].map((prefix) => keysUnder(bucket, prefix)),
      );
      await bucket.delete([...keys.flat(), photoKeys.original(id)]);
    }
    // The files' cached copies go too: a hidden photo is not served from the cache either.
    if (part !== 'show') await cache.purge([photoTag(id)], ctx);
    return Response.json({ [part]: id });
  }
  return new Response('Not found', { status: 404 });
}

async function keysUnder(bucket: PhotoBucket, prefix: string): Promise<string[]> {
  return (await bucket.list({ prefix })).objects.map((object) => object.key);
}

/** R2 has no rename: each file is copied under the new prefix, then the old ones dropped. */
async function move(bucket: PhotoBucket, from: string, to: string): Promise<void> {
  const keys = await keysUnder(bucket, from);
  for (const key of keys) {
    const object = await bucket.get(key);
    // Read whole: R2 takes a stream only of a known length.
    if (object)
      await bucket.put(to + key.slice(from.length), await new Response(object.body).arrayBuffer(), {
        httpMetadata: object.httpMetadata,
      });
  }
  if (keys.length) await bucket.delete(keys);
}
