import { notFoundRedirect, type NotFoundRedirect } from '@pond/core';
import type { ToastOptions } from '@pond/ui';

/**
 * The toast of spec §2.13 on the page a not-found address sent the visitor to: told by the address
 * they came from (document.referrer, same site), on the visit itself, not on a reload or a return.
 * No storage is read: a page's first sessionStorage access is a synchronous round trip to the browser
 * (about 15 ms of main thread under 4x throttling, measured), which every page would pay.
 */
export function redirectNotice(
  referrer: string,
  here: { origin: string; pathname: string },
  navigationType: string | undefined,
): ToastOptions | undefined {
  if (!referrer || navigationType !== 'navigate') return undefined;
  const from = new URL(referrer);
  if (from.origin !== here.origin) return undefined;
  const redirect = notFoundRedirect(from.pathname);
  return redirect?.to === here.pathname ? noticeOf(redirect) : undefined;
}

/** A not-found redirect's toast (spec §2.13): an error's is destructive, the others are news. */
export function noticeOf(redirect: NotFoundRedirect): ToastOptions {
  return { title: redirect.toast.message, variant: redirect.toast.kind === 'error' ? 'destructive' : 'info' };
}

/** The notice for this document, in the browser. */
export function currentRedirectNotice(): ToastOptions | undefined {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return redirectNotice(document.referrer, location, navigation?.type);
}
