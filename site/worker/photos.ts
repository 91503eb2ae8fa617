// Builders' photos in the host's object storage (R2; the local runtime's own under
// `npm start`). A builder's browser uploads a photo here with their session: the Worker learns whose
// listing it is and whether it has room before reading the body, reads no more than the size limit,
// checks the type by content (@pond/core's checkPhotoFile), keeps the original, and records it as
// that builder. The job queue then
// re-encodes it through the internal addresses in photo-store.ts. Visitors get the re-encoded files at
// /photos/{id}/{width}.{avif|webp}, cached for a year at the edge under the tag `photo:{id}`.
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  checkPhotoFile,
  parsePhotoPath,
  photoDetailsProblems,
} from '@pond/core';
import { PondDataError, addMyPhoto, createPondReader, myPhotoAllowance } from '@pond/supabase/read';
import type { CacheContext, EdgeCache } from './edge-cache.ts';
import { BodyTooLarge, readLimitedForm } from './limited-body.ts';
import { refuse, SECURITY_HEADERS } from './security.ts';

/** What of R2's bucket binding this Worker uses (workers-types' R2Bucket has more). */
export interface PhotoBucket {
  get(
    key: string,
  ): Promise<{ body: ReadableStream; httpMetadata?: { contentType?: string }; size: number } | null>;
  put(
    key: string,
    value: ArrayBuffer | Uint8Array | ReadableStream,
    options?: { httpMetadata?: { contentType?: string } },
  ): Promise<unknown>;
  delete(keys: string | string[]): Promise<void>;
  list(options: { prefix: string }): Promise<{ objects: { key: string }[] }>;
}

export const photoKeys = {
  original: (id: string) => `originals/${id}`,
  /** Shown files; a hidden photo's wait under hidden/ until staff show it again or it is deleted. */
  shown: (id: string) => `photos/${id}/`,
  hidden: (id: string) => `hidden/${id}/`,
};

export const photoTag = (id: string) => `photo:${id}`;

/** A multipart body's own bytes (boundaries, the three text fields) on top of the file. */
const FORM_OVERHEAD = 64 * 1024;

/**
 * POST: a builder's photo (multipart: photo, caption, projectType, city), with their access token.
 * Who first, then bytes: the session must keep a listing with room in its portfolio before a byte of
 * the body is read; the size limit holds while the body streams; nothing is written for a caller
 * refused at any step.
 */
export async function handlePhotoUpload(
  request: Request,
  env: { PHOTOS?: PhotoBucket; POND_API_URL: string; POND_ANON_KEY: string },
): Promise<Response> {
  if (request.method !== 'POST') return refuse(405, 'Upload a photo with POST.', { allow: 'POST' });
  if (!env.PHOTOS) return refuse(503, 'Photo uploads are not set up on this site (no PHOTOS bucket).');
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return refuse(401, PHOTO_MESSAGES.signedOut);
  const reader = createPondReader({ url: env.POND_API_URL, key: env.POND_ANON_KEY, token });
  let allowance;
  try {
    allowance = await myPhotoAllowance(reader);
  } catch (error) {
    const failure = error instanceof PondDataError ? error : null;
    return refuse(failure?.code === 'forbidden' ? 401 : 503, failure?.message ?? PHOTO_MESSAGES.failed);
  }
  if (allowance.photosLeft < 1) return refuse(409, PHOTO_MESSAGES.full);
  const read = await readPhotoForm(request, refuse);
  if (read instanceof Response) return read;
  const { form, file } = read;
  const details = {
    caption: String(form.get('caption') ?? ''),
    projectType: String(form.get('projectType') ?? ''),
    city: String(form.get('city') ?? ''),
  };
  const problems = photoDetailsProblems(details);
  if (Object.keys(problems).length)
    return Response.json({ problems }, { status: 400, headers: SECURITY_HEADERS });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkPhotoFile(bytes);
  if (!checked.ok) return refuse(bytes.length > PHOTO_LIMITS.maxBytes ? 413 : 415, checked.message);

  const id = crypto.randomUUID();
  await env.PHOTOS.put(photoKeys.original(id), bytes, {
    httpMetadata: { contentType: PHOTO_CONTENT_TYPES[checked.type] },
  });
  try {
    await addMyPhoto(reader, { id, ...details, fileType: checked.type, bytes: bytes.length });
  } catch (error) {
    // Refused after all (the portfolio filled meanwhile): nothing of it is kept.
    await env.PHOTOS.delete(photoKeys.original(id));
    const failure = error instanceof PondDataError ? error : null;
    if (failure?.field)
      return Response.json(
        { problems: { [failure.field]: failure.message } },
        { status: 400, headers: SECURITY_HEADERS },
      );
    const status = failure?.code === 'forbidden' ? 401 : failure?.code === 'failed' ? 409 : 503;
    return refuse(status, failure?.message ?? PHOTO_MESSAGES.failed);
  }
  return Response.json({ id }, { status: 201, headers: SECURITY_HEADERS });
}

/**
 * An upload's multipart body: its announced size checked before reading, no more than the size limit
 * read as it streams, and its `photo` file; or the refusal, said by `refuseWith`.
 */
export async function readPhotoForm(
  request: Request,
  refuseWith: (status: number, message: string) => Response,
): Promise<{ form: FormData; file: File } | Response> {
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length)) return refuseWith(411, PHOTO_MESSAGES.noSize);
  const limit = PHOTO_LIMITS.maxBytes + FORM_OVERHEAD;
  if (length > limit) return refuseWith(413, PHOTO_MESSAGES.tooBig(length));
  let form: FormData | null;
  try {
    form = await readLimitedForm(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuseWith(413, PHOTO_MESSAGES.tooBig(limit + 1));
    throw error;
  }
  const file = form?.get('photo');
  if (!form || !file || typeof file === 'string') return refuseWith(400, PHOTO_MESSAGES.notPhoto);
  return { form, file };
}

/** GET /photos/{id}/{width}.{format}: a shown photo's file, from the edge cache or the bucket. */
export async function servePhoto(
  request: Request,
  bucket: PhotoBucket | undefined,
  cache: EdgeCache,
  ctx: CacheContext,
): Promise<Response> {
  const url = new URL(request.url);
  const file = parsePhotoPath(url.pathname);
  if (!file || !bucket || (request.method !== 'GET' && request.method !== 'HEAD'))
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return cache.serve(
    `${url.origin}${url.pathname}`,
    async () => {
      const object = await bucket.get(`${photoKeys.shown(file.id)}${file.width}.${file.format}`);
      // Still being made, hidden or deleted: asked again later, never kept.
      if (!object)
        return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
      return new Response(object.body, {
        headers: {
          ...SECURITY_HEADERS,
          'content-type': `image/${file.format}`,
          'content-length': String(object.size),
          // A photo's files never change (a new photo is a new id): the edge keeps them a year, purged when
          // staff hide one; browsers a day, so a hidden photo leaves their caches too.
          'cache-control': 'public, max-age=86400',
          'cdn-cache-control': 'max-age=31536000',
          'cache-tag': photoTag(file.id),
          // Partners' pages show them too (the directory widget's cards).
          'cross-origin-resource-policy': 'cross-origin',
        },
      });
    },
    ctx,
  );
}
