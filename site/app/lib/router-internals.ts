// React Router's internals, touched here and nowhere else: what is not its public API (the UNSAFE_
// contexts our scroll restoration reads, the context script's global on pages that hydrate). A router
// upgrade means reading this file. The site script imports only the global's check: the re-exports
// are dropped from its bundle (react-router has no side effects).
export {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
} from 'react-router';

/** The global React Router's context script sets, on the pages that hydrate and only on them. */
export const ROUTER_CONTEXT_GLOBAL = '__reactRouterContext';

/** Whether this page hydrates: React Router's context script comes before the site script. */
export const hydratingPage = () => ROUTER_CONTEXT_GLOBAL in window;
