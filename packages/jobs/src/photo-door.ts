import { PHOTO_STORE_PREFIX } from '@pond/core';
import type { PagePurge } from './tasks/purge-pages.ts';

const TIMEOUT_MS = 30_000;

/** The Worker's photo door for one photo, beside its purge address, with the queue's secret. */
export function photoDoor(store: PagePurge, id: string) {
  return (part: string, init: { method?: string; body?: Uint8Array<ArrayBuffer> } = {}) =>
    fetch(new URL(`${PHOTO_STORE_PREFIX}${id}/${part}`, store.url), {
      ...init,
      headers: { authorization: `Bearer ${store.token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
}
