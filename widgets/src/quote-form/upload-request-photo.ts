import { REQUEST_PHOTO_MESSAGES, REQUEST_PHOTO_UPLOAD_PATH } from '@pond/core';

/**
 * Sends one site photo to our site (from a partner's page too: a plain multipart POST), for the
 * request still being sent; the site's refusal, in its own words, when it does not take it.
 */
export async function uploadRequestPhoto(
  href: (path: string) => string,
  photo: { requestId: string; choiceToken: string; file: File },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const body = new FormData();
  body.set('photo', photo.file);
  const address = `${REQUEST_PHOTO_UPLOAD_PATH}?request=${encodeURIComponent(photo.requestId)}&token=${encodeURIComponent(photo.choiceToken)}`;
  try {
    const answer = await fetch(href(address), { method: 'POST', body });
    if (answer.ok) return { ok: true };
    const refusal = (await answer.json().catch(() => null)) as { error?: string } | null;
    return { ok: false, message: refusal?.error ?? REQUEST_PHOTO_MESSAGES.failed };
  } catch {
    return { ok: false, message: REQUEST_PHOTO_MESSAGES.failed };
  }
}
