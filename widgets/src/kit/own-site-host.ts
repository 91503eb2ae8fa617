import { attributionFromSearch, partnerFromSearch } from '@pond/core';
import type { DataAddress } from './browser-database.ts';
import type { EmitPondEvent } from './events.ts';
import type { WidgetHost } from './host.tsx';
import { hostSends } from './host-sends.ts';

/**
 * The widget host on our own pages, for the site's own rendering of a widget and for the kit's
 * element there alike: links are paths in the same tab, the page's path is the source, and the only
 * credit is the partner a partner's widget link carried (`?partner=`), with its campaign and UTM
 * values; without a partner, none. It reads the page's path and query (a `location` will do);
 * `navigate` follows our links inside the site's router.
 */
export function ownSiteHost(
  { pathname, search }: { pathname: string; search: string },
  address: DataAddress,
  /** Where the widget's events go: the element's listeners; on the site's own rendering, nowhere. */
  emit: EmitPondEvent,
  navigate?: (path: string) => void,
): WidgetHost {
  const query = new URLSearchParams(search);
  const partner = partnerFromSearch(query);
  const attribution = partner ? attributionFromSearch(query) : undefined;
  return {
    source: pathname,
    partner,
    plan: query.get('plan') ?? undefined,
    attribution,
    href: (path) => path,
    navigate,
    ...hostSends(address, { source: pathname, partner, ...attribution }),
    emit,
  };
}
