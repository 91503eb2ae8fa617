import { PAGE_SIZE, cityUrl, directoryQuery, parseLocationInput, shouldNavigateToCityPage } from '@pond/core';
import { createPondReader } from '@pond/supabase/read';
import { useMemo, useRef, useState } from 'react';
import type { ElementProps } from '../kit/define-widget.ts';
import { WidgetHostProvider } from '../kit/host.tsx';
import { createPartnerHost, onOwnSite } from '../kit/partner-host.ts';
import { widgetRuntime } from '../kit/runtime.ts';
import { useElementAttributes } from '../kit/use-element-attributes.ts';
import { WidgetRoot } from '../kit/WidgetRoot.tsx';
import { directoryAttributes } from './attributes.ts';
import { Directory } from './Directory.tsx';
import { initialSearch } from './initial-search.ts';
import { cachedDirectorySearch } from './search-cache.ts';

/**
 * `<pond-directory>`: the site's Directory on a partner's page. Its filters live in the widget (the
 * partner's address never changes); results come straight from our database with the anon key;
 * profile links open our pages in a new tab, carrying the partner.
 */
export function DirectoryElement({ container }: ElementProps) {
  const element = container.host as HTMLElement;
  const attributes = useElementAttributes(element, directoryAttributes);
  const runtime = useMemo(() => widgetRuntime(element.ownerDocument), [element]);
  const reader = useMemo(() => createPondReader({ url: runtime.apiUrl, key: runtime.anonKey }), [runtime]);
  const host = useMemo(
    () =>
      createPartnerHost({
        element,
        widget: 'directory',
        runtime,
        partner: attributes.partner,
        campaign: attributes.campaign,
        utm: attributes.utm,
      }),
    [element, runtime, attributes.partner, attributes.campaign, attributes.utm],
  );
  const ownSite = useMemo(
    () => onOwnSite(element, runtime, { partner: attributes.partner }),
    [element, runtime, attributes.partner],
  );
  // New attributes start a new search; the visitor's own changes live on until then.
  const initial = initialSearch(attributes);
  const start = JSON.stringify(initial);
  const [state, setState] = useState({ start, search: initial });
  const search = state.start === start ? state.search : initial;
  const top = useRef<HTMLDivElement>(null);
  const pageSize = attributes['page-size'] ?? PAGE_SIZE;
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
              setState({ start, search: next });
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

/**
 * On our own pages (a city page's directory, issue 21), spec §5's city navigation: a city with its
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
