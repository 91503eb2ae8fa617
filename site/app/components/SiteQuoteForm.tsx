import { QuoteForm, WidgetFallback, WidgetHostProvider, type QuoteFormProps } from '@pond/widgets';
import styled from 'styled-components';
import { publicEnv } from '../lib/env.ts';
import { useSiteWidgetHost } from '../lib/widget-host.ts';

const NoScript = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
`;

/* A block before the element is defined too, so the fallback inside it lays out as the widget will. */
const Element = styled('pond-quote-form')`
  display: block;
`;

/**
 * The quote form on our content pages (issue 21): the kit's `<pond-quote-form>`, the element partners
 * embed, loaded by the kit's loader once the visitor first scrolls, taps or types and the form is
 * near the viewport (a first view costs no widget code). Inside it, the form as pre-rendered
 * holds its place until it upgrades. On our pages the element behaves as the site: the page's path
 * as the source, links in the same tab, the builders' choice after sending.
 */
export function SiteQuoteForm({
  contractorId,
  contractorName,
  projectType,
  city,
  state,
  compact,
}: QuoteFormProps) {
  const host = useSiteWidgetHost();
  return (
    <>
      <script async src={publicEnv.VITE_KIT_LOADER} />
      <Element
        loading="interaction"
        no-heading=""
        contractor-id={contractorId}
        contractor-name={contractorName}
        project-type={projectType}
        city={city}
        state={state}
        compact={compact ? '' : undefined}
      >
        <noscript>
          <NoScript>Sending this form needs JavaScript. Turn it on, then reload the page.</NoScript>
        </noscript>
        {/* Pre-rendered pages only: the widget removes it when ready, so React must not own it. */}
        {import.meta.env.SSR ? (
          <WidgetFallback>
            <WidgetHostProvider host={host}>
              <QuoteForm
                contractorId={contractorId}
                contractorName={contractorName}
                projectType={projectType}
                city={city}
                state={state}
                compact={compact}
              />
            </WidgetHostProvider>
          </WidgetFallback>
        ) : null}
      </Element>
    </>
  );
}
