// Where a builder was going when they had to sign in first (the request a mail linked to): kept in
// this browser for an hour, so the sign-in link, opened in another tab, lands there and not on the
// dashboard. Only the builders' own pages are kept.

import { ownPath } from '@pond/core';

const KEY = 'pond:after-sign-in';
const KEPT_MS = 60 * 60 * 1000;

/** Remembers a builders' page (path and hash) to open once the builder has signed in. */
export function rememberAfterSignIn(path: string): void {
  if (!isBuildersPage(path)) return;
  localStorage.setItem(KEY, JSON.stringify({ path: ownPath(path), until: Date.now() + KEPT_MS }));
}

/** The page remembered before signing in, once (null when none, or kept too long). */
export function takeAfterSignIn(): string | null {
  const kept = localStorage.getItem(KEY);
  localStorage.removeItem(KEY);
  try {
    const { path, until } = JSON.parse(kept ?? 'null') as { path: string; until: number };
    return typeof path === 'string' && isBuildersPage(path) && until > Date.now() ? ownPath(path) : null;
  } catch {
    return null;
  }
}

/** A builders' page once read as a redirect reads it (`/builders/../..//host` is not one). */
function isBuildersPage(path: string): boolean {
  return ownPath(path).startsWith('/builders/');
}
