import {
  PAGE_SIZE,
  cityUrl,
  directoryQuery,
  parseLocationInput,
  shouldNavigateToCityPage,
  type DirectorySearch,
} from '@pond/core';
import { createPondReader } from '@pond/supabase/read';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ElementProps } from '../kit/define-widget.ts';
import { EVENT_DETAIL_VERSION, createPondEvent } from '../kit/events.ts';
import { WidgetHostProvider } from '../kit/host.tsx';
import { onOwnSite, usePartnerHost } from '../kit/partner-host.ts';
import { widgetRuntime } from '../kit/runtime.ts';
import { useElementAttributes } from '../kit/use-element-attributes.ts';
import { WidgetRoot } from '../kit/WidgetRoot.tsx';
import { directoryAttributes } from './attributes.ts';
import { Directory } from './Directory.tsx';
import { initialSearch } from './initial-search.ts';
import { useAddressSearch } from './address-search.ts';
import { primedResults } from './primed-results.ts';
import { cachedDirectorySearch, primeDirectorySearch } from './search-cache.ts';

/**
 * `<pond-directory>`: the site's Directory on a partner's page and on our own. Its filters live in the
 * widget (the page's address never changes), or with `url-state` in the page's address; results come
 * straight from our database with the anon key, or at first from the page that rendered them;
 * profile links open our pages in a new tab, carrying the partner.
 */
export function DirectoryElement({ container }: ElementProps) {
  const element = container.host as HTMLElement;
  const attributes = useElementAttributes(element, directoryAttributes);
  const runtime = useMemo(() => widgetRuntime(element.ownerDocument), [element]);
  const reader = useMemo(() => createPondReader({ url: runtime.apiUrl, key: runtime.anonKey }), [runtime]);
  const host = usePartnerHost(element, 'directory', runtime, attributes);
  const ownSite = useMemo(
    () => onOwnSite(element, runtime, { partner: attributes.partner }),
    [element, runtime, attributes.partner],
  );
  const pageSize = attributes['page-size'] ?? PAGE_SIZE;
  // The page's own results for its search, taken before the pre-rendered copy goes.
  const [primed] = useState(() => primedResults(element));
  if (primed)
    primeDirectorySearch(directoryQuery(primed.search, { fallbackToNearest: true, pageSize }), {
      status: 'done',
      page: primed.page,
    });
  const announce = useCallback(
    (shown: DirectorySearch) =>
      element.dispatchEvent(
        createPondEvent('pond-searched', {
          version: EVENT_DETAIL_VERSION,
          widget: 'directory',
          search: shown,
          place: placeOf(shown.q),
        }),
      ),
    [element],
  );
  const [addressed, changeAddress] = useAddressSearch(
    attributes['url-state'] ? element.ownerDocument.defaultView : null,
    announce,
  );
  // New attributes start a new search; the visitor's own changes live on until then.
  const initial = initialSearch(attributes);
  const start = JSON.stringify(initial);
  const [state, setState] = useState({ start, search: initial });
  const search = addressed ?? (state.start === start ? state.search : initial);
  const top = useRef<HTMLDivElement>(null);
  const results = cachedDirectorySearch(
    reader,
    directoryQuery(search, { fallbackToNearest: true, pageSize }),
  );
  return (
    <WidgetHostProvider host={host}>
      <WidgetRoot shadowRoot={container} runtime={runtime} widget="directory" colorTheme={attributes.theme}>
        <div ref={top}>
          <Directory
            search={search}
            results={results}
            pageSize={pageSize}
            onLocationSettled={ownSite ? (q) => goToCityPage(q, element.ownerDocument.location) : undefined}
            onSearchChange={(next) => {
              if (addressed) changeAddress(next);
              else {
                setState({ start, search: next });
                announce(next);
              }
              // Spec §2.7: a change starts again at the top, here the top of the widget.
              if ((top.current?.getBoundingClientRect().top ?? 0) < 0)
                top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
            }}
          />
        </div>
      </WidgetRoot>
    </WidgetHostProvider>
  );
}

/** The city and state a typed place names, as the event tells them ('' for what it does not name). */
function placeOf(q: string) {
  const place = parseLocationInput(q);
  return { city: place.city ?? '', state: place.state ?? '' };
}

/**
 * On our own pages (a city page's directory), spec §5's city navigation: a city with its
 * state goes to that city's page, unless that is this page. True when it went.
 */
function goToCityPage(q: string, location: Location): boolean {
  const place = parseLocationInput(q);
  if (!place.city || !place.state) return false;
  const target = cityUrl(place.city, place.state);
  if (target === location.pathname || !shouldNavigateToCityPage({ ...place, pathname: location.pathname }))
    return false;
  location.assign(target);
  return true;
}
