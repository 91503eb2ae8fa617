import { useSyncExternalStore } from 'react';
import { NOT_FOUND_MARKER } from './not-found-marker.ts';

export { NOT_FOUND_MARKER };

interface RouterContext {
  isSpaMode?: boolean;
}

// Read once, as the page starts (entry.client imports this first): once React has rendered over a
// not-found document, the marker is gone.
const notFoundDocument =
  typeof document !== 'undefined' &&
  document.querySelector(`[${NOT_FOUND_MARKER}]`) !== null &&
  window.location.pathname !== '/404';

/** Whether this document is the pre-rendered not-found page served for another address. */
export function servedNotFoundPage(): boolean {
  return notFoundDocument;
}

/**
 * Whether a client loader runs for the pre-rendered page the browser is starting on: then the
 * loader data is already in the page (serverLoader returns it without a request). Not for the app
 * shell (pages added after the build), the not-found page, or a navigation to another address.
 */
export function startingOnPrerenderedPage(request: Request): boolean {
  const context = (window as { __reactRouterContext?: RouterContext }).__reactRouterContext;
  return (
    context !== undefined &&
    !context.isSpaMode &&
    !servedNotFoundPage() &&
    new URL(request.url).pathname === window.location.pathname
  );
}

const subscribeNever = () => () => {};
/** False while React hydrates the server's HTML (so it renders the same), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
