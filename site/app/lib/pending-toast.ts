import type { ToastOptions } from '@pond/ui';

/** Where a toast waits across a page load (a not-found page's redirect shows its toast on the next page). */
const PENDING_KEY = 'pond-pending-toast';

/** Keeps a toast for the next page of this tab. */
export function keepPendingToast(toast: ToastOptions) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(toast));
  } catch {
    // Storage refused (private mode, full): the page still goes on, without its toast.
  }
}

/** The toast the last page left for this one, once. */
export function takePendingToast(): ToastOptions | undefined {
  try {
    const pending = sessionStorage.getItem(PENDING_KEY);
    if (!pending) return undefined;
    sessionStorage.removeItem(PENDING_KEY);
    return JSON.parse(pending) as ToastOptions;
  } catch {
    return undefined;
  }
}
