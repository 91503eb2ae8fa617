// Scroll restoration, in place of React Router's <ScrollRestoration>, with one difference: the tab's
// saved positions (sessionStorage) are read only when a page is returned to, never on a fresh visit.
// The first sessionStorage access of a page is a synchronous round trip to the browser process; React
// Router's version made it before every first paint (17 ms of main thread per page view, measured with
// Chromium's profiler on /states/tx), although a fresh visit has no saved position to find.
import { useContext, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { DataRouterContext, DataRouterStateContext } from '../lib/router-internals.ts';

/** Where the tab keeps positions by history entry (React Router's own key, so older entries still restore). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * Runs as the page is parsed, before its first paint. A history entry without a key is a fresh visit:
 * it gets a key and nothing is read. An entry with one is a reload or a return: its position is restored.
 */
export const restoreScrollScript = `(function(k){var s=history.state;if(!s||!s.key){history.replaceState({key:Math.random().toString(32).slice(2)},"");return}try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y=="number")scrollTo(0,y)}catch(e){sessionStorage.removeItem(k)}})(${JSON.stringify(SCROLL_POSITIONS_KEY)})`;

function readStored(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The positions the router saves and restores by history key: those of this document's navigations,
 * and those of earlier documents in this tab, read from storage the first time one is asked for. The
 * page's own first entry was restored before paint by the script above, so it never needs the read.
 */
function createPositions(firstKey: string) {
  const seen: Record<string, number> = {};
  let stored: Record<string, number> | undefined;
  const all = () => ({ ...(stored ??= readStored()), ...seen });
  const positions = new Proxy(seen, {
    get: (target, key: string) => (key in target || key === firstKey ? target[key] : all()[key]),
  });
  return { positions, all };
}

export function ScrollPositions() {
  const router = useContext(DataRouterContext)?.router;
  const routerState = useContext(DataRouterStateContext);
  const location = useLocation();
  const navigation = useNavigation();
  const [{ positions, all }] = useState(() => createPositions(location.key));

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Leaving the document: keep this entry's position with the tab's others for a later return.
  useEffect(() => {
    const save = () => {
      if (navigation.state === 'idle') positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(all()));
      } catch {
        // Storage full or refused: returns land at the top, as without scroll restoration.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [navigation.state, location.key, positions, all]);

  useLayoutEffect(
    () => router?.enableScrollRestoration(positions, () => window.scrollY),
    [router, positions],
  );

  // After each navigation: the saved position of a return, else the #target, else the top.
  const restore = routerState?.restoreScrollPosition;
  const preventReset = routerState?.preventScrollReset;
  useLayoutEffect(() => {
    if (restore === false || restore === undefined) return;
    const target = location.hash ? document.getElementById(safeDecode(location.hash.slice(1))) : null;
    if (typeof restore === 'number') window.scrollTo(0, restore);
    else if (target) target.scrollIntoView();
    else if (!preventReset) window.scrollTo(0, 0);
  }, [location, restore, preventReset]);

  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />;
}

function safeDecode(id: string) {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
