import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FALLBACK_SLOT } from './fallback-slot.ts';
import { innerRootCss } from './inner-root-css.ts';

const Root = styled.div`
  ${innerRootCss('&')}
`;

/**
 * What our pre-rendered pages put inside a widget's element: the widget as it will look, with the
 * widget's own typography, so its place is held at its size until it upgrades (no layout shift). It
 * cannot be used (inert) and is hidden from assistive technology: the live widget replaces it and
 * removes it once ready. A `live` copy is the page's own content until then (the directory's results
 * and their links, read and followed before any script runs); what in it needs the widget's code
 * says so itself.
 */
export function WidgetFallback({ children, live = false }: { children: ReactNode; live?: boolean }) {
  const held = live ? {} : { inert: true, 'aria-hidden': 'true' as const };
  return (
    <Root {...held} {...{ [FALLBACK_SLOT]: '' }}>
      {children}
    </Root>
  );
}
