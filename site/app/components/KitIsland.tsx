import { WidgetFallback, WidgetHostProvider } from '@pond/widgets';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { publicEnv } from '../lib/env.ts';
import { useSiteWidgetHost } from '../lib/widget-host.ts';

const NoScript = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
`;

/* Blocks before the elements are defined too, so the fallback inside lays out as the widget will. */
const ELEMENTS = {
  'pond-quote-form': styled('pond-quote-form')`
    display: block;
  `,
  'pond-planner': styled('pond-planner')`
    display: block;
  `,
  'pond-calculator': styled('pond-calculator')`
    display: block;
  `,
};

/**
 * A widget of the kit as an island of a content page: the element partners embed,
 * loaded by the kit's loader once the visitor first scrolls, taps, types or moves the mouse with it
 * near the viewport (a first view costs no widget code). Inside it, the widget as pre-rendered
 * (`children`, rendered with the site's host) holds its place, inert, until it upgrades. On our pages
 * the element behaves as the site: the page's path as the source, links in the same tab.
 */
export function KitIsland({
  tag,
  attributes,
  needsJavaScript,
  children,
}: {
  tag: keyof typeof ELEMENTS;
  attributes?: Record<string, string | undefined>;
  /** What a visitor without JavaScript is told. */
  needsJavaScript: string;
  children: ReactNode;
}) {
  const host = useSiteWidgetHost();
  const Element = ELEMENTS[tag];
  return (
    <>
      <script async src={publicEnv.VITE_KIT_LOADER} />
      <Element loading="interaction" {...attributes}>
        <noscript>
          <NoScript>{needsJavaScript}</NoScript>
        </noscript>
        {/* Rendered on the server only: the widget removes it when ready, so React must not own it. */}
        {import.meta.env.SSR ? (
          <WidgetFallback>
            <WidgetHostProvider host={host}>{children}</WidgetHostProvider>
          </WidgetFallback>
        ) : null}
      </Element>
    </>
  );
}
