// A request's body read no further than a limit: the size a client announced is checked before
// reading, and the bytes that actually come are counted as they stream, so a body longer than it said
// (or one sent in chunks) is cut off at the limit instead of being held whole in memory.

/** The body past the limit: the upload is refused with 413. */
export class BodyTooLarge extends Error {}

/** The body's bytes, at most `limit` of them; past it, BodyTooLarge (nothing more is read). */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge(`The body is over ${limit} bytes.`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** A multipart (or any) form read within the limit: BodyTooLarge past it, null when it is no form. */
export async function readLimitedForm(request: Request, limit: number): Promise<FormData | null> {
  const bytes = await readLimited(request, limit);
  return new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } })
    .formData()
    .catch(() => null);
}
