import { createContext, useContext, type ReactNode } from 'react';

const InShadowRoot = createContext(false);

/** Marks what renders inside a widget's shadow root, where `part` names let a partner style it (::part()). */
export function ShadowParts({ children }: { children: ReactNode }) {
  return <InShadowRoot.Provider value>{children}</InShadowRoot.Provider>;
}

/**
 * `{...part('input')}`: a `part` attribute inside a shadow root, nothing elsewhere (our own pages'
 * light DOM has no ::part() to serve).
 */
export function usePart(): (name: string) => { part?: string } {
  return useContext(InShadowRoot) ? named : unnamed;
}
const named = (name: string) => ({ part: name });
const unnamed = () => ({});
