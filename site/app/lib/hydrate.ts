import { useMatches, type UIMatch } from 'react-router';

/**
 * Which pages load React Router and hydrate. Content pages are finished HTML and CSS: their
 * interactive parts are the widget kit's elements and the small site script. A route that is an
 * application throughout says `export const handle = hydrated;`.
 */
export const hydrated = { hydrate: true } as const;

export function pageHydrates(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === true);
}

/** Whether the page being rendered hydrates: the root's question. */
export function usePageHydrates(): boolean {
  return pageHydrates(useMatches());
}
