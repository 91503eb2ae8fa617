import type { WidgetHost } from '@pond/widgets';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { saveLead } from './database.client.ts';

/**
 * The widgets' host on our own site: paths for links (the router's pages), requests saved through
 * the browser's database client, the page path as the source, and no events (nobody embeds us here).
 */
export function useSiteWidgetHost(): WidgetHost {
  const { pathname } = useLocation();
  return useMemo(
    () => ({ submitLead: saveLead, href: (path) => path, source: pathname, emit: () => {} }),
    [pathname],
  );
}
