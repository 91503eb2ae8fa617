// A homeowner's site photos, private to the request. The quote form (ours or a partner's page)
// uploads one at a time with the request's choice token, before any builder has the request: the
// database says whether the request still takes photos before a byte of the body is read, the file is
// checked by content as builders' photos are, and the job queue re-encodes it (no metadata kept).
// Files are answered only at an address the database signed (request_photo_links, handed only to the
// homeowner, the chosen builders and staff) and confirms (request_photo_allowed): for an hour, never
// kept by a shared cache, never on a public page.
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_LIMITS,
  REQUEST_PHOTO_MESSAGES,
  UUID_PATTERN,
  checkPhotoFile,
  parseRequestPhotoUrl,
} from '@pond/core';
import {
  PondDataError,
  addRequestPhoto,
  createPondReader,
  requestPhotoAllowed,
  requestPhotosLeft,
} from '@pond/supabase/read';
import { readPhotoForm, type PhotoBucket } from './photos.ts';
import { refuse, SECURITY_HEADERS } from './security.ts';

export const requestPhotoKeys = {
  original: (id: string) => `request-originals/${id}`,
  files: (id: string) => `request-photos/${id}/`,
};

/** The form is on partners' pages too: a plain multipart POST (no preflight) whose answer they may read. */
const CROSS_ORIGIN = { 'access-control-allow-origin': '*' };

const refuseUpload = (status: number, message: string) => refuse(status, message, CROSS_ORIGIN);

/** POST ?request={id}&token={choice token}, the file as the multipart body's `photo`. */
export async function handleRequestPhotoUpload(
  request: Request,
  env: { PHOTOS?: PhotoBucket; POND_API_URL: string; POND_ANON_KEY: string },
): Promise<Response> {
  if (request.method !== 'POST') return refuseUpload(405, 'Upload a photo with POST.');
  if (!env.PHOTOS) return refuseUpload(503, 'Photo uploads are not set up on this site (no PHOTOS bucket).');
  const url = new URL(request.url);
  const owner = {
    requestId: url.searchParams.get('request') ?? '',
    choiceToken: url.searchParams.get('token') ?? '',
  };
  if (!UUID_PATTERN.test(owner.requestId) || !UUID_PATTERN.test(owner.choiceToken))
    return refuseUpload(403, REQUEST_PHOTO_MESSAGES.closed);
  const reader = createPondReader({ url: env.POND_API_URL, key: env.POND_ANON_KEY });
  try {
    if ((await requestPhotosLeft(reader, owner)) < 1) return refuseUpload(409, REQUEST_PHOTO_MESSAGES.full);
  } catch (error) {
    const failure = error instanceof PondDataError ? error : null;
    return refuseUpload(
      failure?.code === 'forbidden' ? 403 : 503,
      failure?.message ?? REQUEST_PHOTO_MESSAGES.failed,
    );
  }
  const read = await readPhotoForm(request, refuseUpload);
  if (read instanceof Response) return read;
  const bytes = new Uint8Array(await read.file.arrayBuffer());
  const checked = checkPhotoFile(bytes);
  if (!checked.ok) return refuseUpload(bytes.length > PHOTO_LIMITS.maxBytes ? 413 : 415, checked.message);

  const id = crypto.randomUUID();
  await env.PHOTOS.put(requestPhotoKeys.original(id), bytes, {
    httpMetadata: { contentType: PHOTO_CONTENT_TYPES[checked.type] },
  });
  try {
    const position = await addRequestPhoto(reader, {
      ...owner,
      id,
      fileType: checked.type,
      bytes: bytes.length,
    });
    return Response.json(
      { id, position },
      { status: 201, headers: { ...SECURITY_HEADERS, ...CROSS_ORIGIN } },
    );
  } catch (error) {
    // Refused after all (sent to builders, or full, meanwhile): nothing of it is kept.
    await env.PHOTOS.delete(requestPhotoKeys.original(id));
    const failure = error instanceof PondDataError ? error : null;
    const status = failure?.code === 'forbidden' ? 403 : failure?.code === 'failed' ? 409 : 503;
    return refuseUpload(status, failure?.message ?? REQUEST_PHOTO_MESSAGES.failed);
  }
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { ...SECURITY_HEADERS, 'cache-control': 'no-store' } });

/** GET /request-photos/{id}/{width}.{format}?expires=…&signature=…: only at an address we signed. */
export async function serveRequestPhoto(
  request: Request,
  env: { PHOTOS?: PhotoBucket; POND_API_URL: string; POND_ANON_KEY: string },
): Promise<Response> {
  const file = parseRequestPhotoUrl(new URL(request.url));
  if (!file || !env.PHOTOS || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound();
  const reader = createPondReader({ url: env.POND_API_URL, key: env.POND_ANON_KEY });
  // The same answer for a wrong, expired or someone else's address: nothing says a photo exists.
  // The database unreachable says no too: a private file is never answered unchecked.
  if (!(await requestPhotoAllowed(reader, file).catch(() => false))) return notFound();
  const object = await env.PHOTOS.get(`${requestPhotoKeys.files(file.id)}${file.width}.${file.format}`);
  if (!object) return notFound();
  return new Response(object.body, {
    headers: {
      ...SECURITY_HEADERS,
      'content-type': `image/${file.format}`,
      'content-length': String(object.size),
      // The viewer's own browser may keep it while the address lasts; no shared cache ever does.
      'cache-control': 'private, max-age=600',
      'cdn-cache-control': 'no-store',
      'cross-origin-resource-policy': 'same-origin',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    },
  });
}
