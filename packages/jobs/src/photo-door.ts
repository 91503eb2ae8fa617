import { PHOTO_STORE_PREFIX, REQUEST_PHOTO_STORE_PREFIX } from '@pond/core';
import type { PagePurge } from './tasks/purge-pages.ts';

const TIMEOUT_MS = 30_000;

/** A builder's portfolio photo, or a homeowner's site photo (private to its request). */
export type PhotoKind = 'portfolio' | 'request';
const PREFIXES: Record<PhotoKind, string> = {
  portfolio: PHOTO_STORE_PREFIX,
  request: REQUEST_PHOTO_STORE_PREFIX,
};

/** The Worker's photo door for one photo, beside its purge address, with the queue's secret. */
export function photoDoor(store: PagePurge, id: string, kind: PhotoKind = 'portfolio') {
  return (part: string, init: { method?: string; body?: Uint8Array<ArrayBuffer> } = {}) =>
    fetch(new URL(`${PREFIXES[kind]}${id}/${part}`, store.url), {
      ...init,
      headers: { authorization: `Bearer ${store.token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
}
