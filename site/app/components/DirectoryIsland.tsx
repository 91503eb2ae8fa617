import { PATHS, directorySearchParams, serializeJsonLd, type DirectorySearch } from '@pond/core';
import {
  Directory,
  PRIMED_RESULTS,
  WidgetFallback,
  WidgetHostProvider,
  type DirectoryResults,
  type PrimedResults,
} from '@pond/widgets';
import styled from 'styled-components';
import { publicEnv } from '../lib/env.ts';
import { useSiteWidgetHost } from '../lib/widget-host.ts';

/* A block before the element is defined, so the copy inside lays out as the widget will. */
const Element = styled('pond-directory')`
  display: block;
`;

/**
 * The directory search's results as finished HTML inside the kit's `<pond-directory>`: the
 * cards and their page links work before any script runs; the filter panel waits, inert, for the
 * widget, which the kit's loader brings on the visitor's first input (a visitor without JavaScript
 * gets the page's plain form instead). Once upgraded, the widget keeps its search in the address
 * (`url-state`) and starts from the results rendered here rather than asking again.
 */
export function DirectoryIsland({
  search,
  results,
}: {
  search: DirectorySearch;
  results: Extract<DirectoryResults, { status: 'done' }>;
}) {
  const host = useSiteWidgetHost();
  const primed: PrimedResults = { search, page: results.page };
  const pageHref = (page: number) => `${PATHS.directory}?${directorySearchParams({ ...search, page })}`;
  return (
    <>
      <script async src={publicEnv.VITE_KIT_LOADER} />
      <Element loading="interaction" url-state="">
        {/* Rendered on the server only: the widget removes it when ready, so React must not own it. */}
        {import.meta.env.SSR ? (
          <WidgetFallback live>
            <script
              type="application/json"
              {...{ [PRIMED_RESULTS]: '' }}
              dangerouslySetInnerHTML={{ __html: serializeJsonLd(primed) }}
            />
            <WidgetHostProvider host={host}>
              <Directory
                search={search}
                results={results}
                pageSize={results.page.pageSize}
                pageHref={pageHref}
                filtersInert
                onSearchChange={() => {}}
              />
            </WidgetHostProvider>
          </WidgetFallback>
        ) : null}
      </Element>
    </>
  );
}
