import { useSyncExternalStore } from 'react';
interface RouterContext {
  isSpaMode?: boolean;
}

/**
 * Whether a client loader runs for the pre-rendered page the browser is starting on: then the
 * loader data is already in the page (serverLoader returns it without a request). Not for the app
 * shell (pages added after the build) or a navigation to another address.
 */
export function startingOnPrerenderedPage(request: Request): boolean {
  const context = (window as { __reactRouterContext?: RouterContext }).__reactRouterContext;
  return (
    context !== undefined && !context.isSpaMode && new URL(request.url).pathname === window.location.pathname
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
