import { PARTNER_QUOTE_HEADING } from '@pond/core';
import { theme } from '@pond/ui';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import type { ElementProps } from '../kit/define-widget.ts';
import { WidgetHostProvider } from '../kit/host.tsx';
import { onOwnSite, usePartnerHost } from '../kit/partner-host.ts';
import { widgetRuntime } from '../kit/runtime.ts';
import { useElementAttributes } from '../kit/use-element-attributes.ts';
import { WidgetRoot } from '../kit/WidgetRoot.tsx';
import { quoteFormAttributes } from './attributes.ts';
import { QuoteForm } from './QuoteForm.tsx';

const Panel = styled.div<{ $compact: boolean }>`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  padding: ${({ $compact }) => ($compact ? theme.space.md : theme.space.lg)};
`;
const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-family: ${theme.font.body};
  font-size: ${theme.size.xl};
  line-height: 1.25;
  font-weight: 700;
  color: ${theme.color.ink};
`;

/** `<pond-quote-form>`: the site's own QuoteForm on a partner's page. */
export function QuoteFormElement({ container }: ElementProps) {
  const element = container.host as HTMLElement;
  const attributes = useElementAttributes(element, quoteFormAttributes);
  const runtime = useMemo(() => widgetRuntime(element.ownerDocument), [element]);
  // A builder's own form must name the builder: without one it is an ordinary form (said on the console).
  const builderSite = attributes['builder-site'] && !!attributes['contractor-id'];
  useEffect(() => {
    if (attributes['builder-site'] && !attributes['contractor-id'])
      console.warn(
        '[Pond widgets] <pond-quote-form builder-site> needs contractor-id: the builder whose website this is. The form sends to builders in general.',
      );
  }, [attributes]);
  const host = usePartnerHost(element, 'quote-form', runtime, { ...attributes, builderSite });
  const heading = attributes['no-heading'] ? null : (attributes.heading ?? PARTNER_QUOTE_HEADING);
  // On our own pages the form sits in the page's own card, under the page's heading.
  const ownSite = onOwnSite(element, runtime, attributes);
  const form = (
    <QuoteForm
      // A new contractor or place is a new form: its defaults change.
      key={`${attributes['contractor-id']}|${attributes['project-type']}|${attributes.city}|${attributes.state}`}
      contractorId={attributes['contractor-id']}
      contractorName={attributes['contractor-name']}
      projectType={attributes['project-type']}
      city={attributes.city}
      state={attributes.state}
      compact={attributes.compact}
      builderSite={builderSite}
    />
  );
  return (
    <WidgetHostProvider host={host}>
      <WidgetRoot shadowRoot={container} runtime={runtime} widget="quote-form" colorTheme={attributes.theme}>
        {ownSite ? (
          form
        ) : (
          <Panel $compact={attributes.compact} part="panel">
            {heading ? <Heading part="heading">{heading}</Heading> : null}
            {form}
          </Panel>
        )}
      </WidgetRoot>
    </WidgetHostProvider>
  );
}
