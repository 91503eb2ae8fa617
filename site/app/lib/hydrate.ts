import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches, type UIMatch } from 'react-router';

/**
 * Which pages load React Router and hydrate (issue 21). Content pages are finished HTML and CSS: their
 * interactive parts are the widget kit's elements and the small site script. A route that is an
 * application throughout says `export const handle = hydrated;`. The app shell served for pages newer
 * than the build (React Router's SPA fallback) hydrates too, so the browser can render them.
 */
export const hydrated = { hydrate: true } as const;

export function pageHydrates(matches: readonly UIMatch[], isAppShell: boolean): boolean {
  return (
    isAppShell ||
    matches.some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === true)
  );
}

/** Whether the page being rendered hydrates: the root's question (React Router's SPA mode is the app shell). */
export function usePageHydrates(): boolean {
  const isAppShell = useContext(FrameworkContext)?.isSpaMode === true;
  return pageHydrates(useMatches(), isAppShell);
}
