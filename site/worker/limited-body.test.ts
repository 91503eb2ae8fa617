import { describe, expect, it } from 'vitest';
import { BodyTooLarge, readLimited, readLimitedForm } from './limited-body.ts';

/** A request whose body comes in `chunks` of `size` bytes, counting how many were pulled. */
function streamed(chunks: number, size: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size).fill(65));
    },
  });
  const request = new Request('https://site.example/api/photos', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('a body read within a limit', () => {
  it('reads a body within the limit whole', async () => {
    const { request } = streamed(4, 1024);
    expect((await readLimited(request, 4096)).byteLength).toBe(4096);
  });

  it('stops at the limit while streaming, whatever the size the client announced', async () => {
    // A thousand chunks of 64 kB (64 MB) against a 1 MB limit: refused after the 17th chunk, not the last.
    const { request, pulled } = streamed(1000, 64 * 1024);
    await expect(readLimited(request, 1024 * 1024)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(pulled()).toBeLessThanOrEqual(18);
  });

  it('reads a form within the limit, and says no form for what is none', async () => {
    const form = new FormData();
    form.set('caption', 'A pond');
    const request = new Request('https://site.example/api/photos', { method: 'POST', body: form });
    expect((await readLimitedForm(request, 10_000))?.get('caption')).toBe('A pond');
    const text = new Request('https://site.example/api/photos', { method: 'POST', body: 'not a form' });
    expect(await readLimitedForm(text, 10_000)).toBeNull();
  });
});
