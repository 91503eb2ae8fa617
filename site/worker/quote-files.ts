// A quote's PDF, kept and served as insurance certificates are (certificates.ts): the builder who
// quoted sends one with their session (POST /api/quote-files/{lead id}); the database says whether
// they may before a byte of the body is read. It is read (GET /api/quote-files/{lead}/{contractor}
// ?expires&signature) only at an address the database signed for the homeowner, that builder or
// staff, in time; never cached anywhere, and sandboxed when opened.
import { QUOTE_FILE_LIMITS, QUOTE_FILE_MESSAGES, QUOTE_FILE_PATH, UUID_PATTERN, isPdf } from '@pond/core';
import {
  PondDataError,
  attachQuoteFile,
  createPondReader,
  mayAttachQuoteFile,
  quoteFileKey,
} from '@pond/supabase/read';
import { BodyTooLarge, readLimited } from './limited-body.ts';
import type { PhotoBucket } from './photos.ts';
import { PRIVATE_DOCUMENT_HEADERS, refuse, SECURITY_HEADERS } from './security.ts';

export async function handleQuoteFile(
  request: Request,
  env: { PHOTOS?: PhotoBucket; POND_API_URL: string; POND_ANON_KEY: string },
): Promise<Response> {
  const url = new URL(request.url);
  const [lead, contractor, ...rest] = url.pathname.slice(QUOTE_FILE_PATH.length + 1).split('/');
  if (!lead || !UUID_PATTERN.test(lead) || rest.length) return refuse(404, 'No such quote.');
  if (!env.PHOTOS) return refuse(503, 'Quote files are not set up on this site (no PHOTOS bucket).');

  if (request.method === 'GET' || request.method === 'HEAD') {
    if (!contractor || !UUID_PATTERN.test(contractor)) return refuse(404, 'No such quote.');
    const reader = createPondReader({ url: env.POND_API_URL, key: env.POND_ANON_KEY });
    // The same answer for a wrong, expired or someone else's address: nothing says a file exists.
    const key = await quoteFileKey(reader, {
      lead,
      contractor,
      expires: Number(url.searchParams.get('expires')),
      signature: url.searchParams.get('signature') ?? '',
    });
    const file = key ? await env.PHOTOS.get(key) : null;
    if (!file) return refuse(404, 'No such quote.');
    return new Response(file.body, {
      headers: {
        ...PRIVATE_DOCUMENT_HEADERS,
        'content-type': 'application/pdf',
        'x-robots-tag': 'noindex',
        'referrer-policy': 'no-referrer',
      },
    });
  }
  if (request.method !== 'POST' || contractor)
    return refuse(405, 'Send the quote’s PDF with POST.', { allow: 'GET, POST' });
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return refuse(401, QUOTE_FILE_MESSAGES.signedOut);
  const reader = createPondReader({ url: env.POND_API_URL, key: env.POND_ANON_KEY, token });
  // Who first, then bytes: only a builder who quoted on this open request, before the body is read.
  if (!(await mayAttachQuoteFile(reader, lead))) return refuse(403, QUOTE_FILE_MESSAGES.notYours);
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length) || length > QUOTE_FILE_LIMITS.maxBytes)
    return refuse(413, QUOTE_FILE_MESSAGES.tooBig);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readLimited(request, QUOTE_FILE_LIMITS.maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(413, QUOTE_FILE_MESSAGES.tooBig);
    throw error;
  }
  if (!isPdf(bytes)) return refuse(415, QUOTE_FILE_MESSAGES.notPdf);
  // Each upload under its own key: a refused or later upload never touches what is kept.
  const key = `quote-files/${lead}/${crypto.randomUUID()}`;
  await env.PHOTOS.put(key, bytes, { httpMetadata: { contentType: 'application/pdf' } });
  try {
    const replaced = await attachQuoteFile(reader, { leadId: lead, key, bytes: bytes.length });
    if (replaced) await env.PHOTOS.delete(replaced);
  } catch (error) {
    await env.PHOTOS.delete(key);
    const failure = error instanceof PondDataError ? error : null;
    return refuse(failure?.code === 'forbidden' ? 403 : 503, failure?.message ?? QUOTE_FILE_MESSAGES.failed);
  }
  return Response.json({ attached: lead }, { status: 201, headers: SECURITY_HEADERS });
}
