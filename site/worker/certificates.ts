// Insurance certificates: a builder attaches one to the insurance they sent; staff open it
// while they check. Both go through the Worker with the account's own session, and the database says
// who may: POST /api/certificates/{check id} stores one (its builder, not yet checked), GET reads it
// (that builder or staff). Never cached anywhere; opened directly, a PDF is sandboxed.
import {
  CERTIFICATE_CONTENT_TYPES,
  CERTIFICATE_LIMITS,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PATH,
  UUID_PATTERN,
  certificateFileType,
} from '@pond/core';
import {
  PondDataError,
  attachMyCertificate,
  certificateKey,
  createPondReader,
  mayAttachCertificate,
} from '@pond/supabase/read';
import { BodyTooLarge, readLimited } from './limited-body.ts';
import type { PhotoBucket } from './photos.ts';
import { PRIVATE_DOCUMENT_HEADERS, refuse, SECURITY_HEADERS } from './security.ts';

export async function handleCertificate(
  request: Request,
  env: { PHOTOS?: PhotoBucket; POND_API_URL: string; POND_ANON_KEY: string },
): Promise<Response> {
  const checkId = new URL(request.url).pathname.slice(CERTIFICATE_PATH.length + 1);
  if (!UUID_PATTERN.test(checkId)) return refuse(404, 'No such certificate.');
  if (!env.PHOTOS) return refuse(503, 'Certificates are not set up on this site (no PHOTOS bucket).');
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return refuse(401, CERTIFICATE_MESSAGES.signedOut);
  const reader = createPondReader({ url: env.POND_API_URL, key: env.POND_ANON_KEY, token });

  if (request.method === 'GET') {
    // The same answer for "not yours" and "not there": nothing about others' documents leaks.
    const stored = await certificateKey(reader, checkId);
    const file = stored ? await env.PHOTOS.get(stored) : null;
    if (!file) return refuse(404, 'No such certificate.');
    return new Response(file.body, {
      headers: {
        ...PRIVATE_DOCUMENT_HEADERS,
        'content-type': file.httpMetadata?.contentType ?? 'application/octet-stream',
      },
    });
  }
  if (request.method !== 'POST')
    return refuse(405, 'Send the certificate with POST.', { allow: 'GET, POST' });
  // Who first, then bytes: only the insurance's builder, while it waits for its check, before a byte
  // of the body is read; then no more than the limit, counted as it streams.
  if (!(await mayAttachCertificate(reader, checkId))) return refuse(403, CERTIFICATE_MESSAGES.notYours);
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length) || length > CERTIFICATE_LIMITS.maxBytes)
    return refuse(413, CERTIFICATE_MESSAGES.tooBig);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readLimited(request, CERTIFICATE_LIMITS.maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(413, CERTIFICATE_MESSAGES.tooBig);
    throw error;
  }
  const type = certificateFileType(bytes);
  if (!type) return refuse(415, CERTIFICATE_MESSAGES.notDocument);
  // Each upload under its own key: a refused or later upload never touches what is kept.
  const key = `certificates/${checkId}/${crypto.randomUUID()}`;
  await env.PHOTOS.put(key, bytes, { httpMetadata: { contentType: CERTIFICATE_CONTENT_TYPES[type] } });
  try {
    const replaced = await attachMyCertificate(reader, { checkId, key, type, bytes: bytes.length });
    if (replaced) await env.PHOTOS.delete(replaced);
  } catch (error) {
    // Refused after all (checked meanwhile): this upload does not stay.
    await env.PHOTOS.delete(key);
    const failure = error instanceof PondDataError ? error : null;
    return refuse(failure?.code === 'forbidden' ? 401 : 403, failure?.message ?? CERTIFICATE_MESSAGES.failed);
  }
  return Response.json({ attached: checkId }, { status: 201, headers: SECURITY_HEADERS });
}
