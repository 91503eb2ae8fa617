import { useSyncExternalStore } from 'react';
const subscribeNever = () => () => {};
/** False while React hydrates the server's HTML (so it renders the same), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
