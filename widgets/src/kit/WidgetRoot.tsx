import { ToastProvider, theme } from '@pond/ui';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import styled, { StyleSheetManager } from 'styled-components';
import { EVENT_DETAIL_VERSION, createPondEvent, type WidgetName } from './events.ts';
import type { WidgetRuntime } from './runtime.ts';
import type { ColorTheme } from './theme-attribute.ts';

/**
 * The inner root of every widget. Inherited properties (colour, fonts, line height) cross the shadow
 * boundary from the partner's page, so they are reset here (`all: initial`) and set to ours; custom
 * properties are not reset, which is how a partner themes us.
 */
const InnerRoot = styled.div`
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: ${theme.font.body};
  font-size: 16px;
  font-weight: 400;
  line-height: 1.5;
  color: ${theme.color.ink};
  text-align: start;
  color-scheme: light;
  &[data-theme='dark'] {
    color-scheme: dark;
  }
  &[data-theme='auto'] {
    color-scheme: light dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  a {
    color: var(--pond-link, ${theme.color.brand});
  }
  &[data-theme='dark'] a {
    color: var(--pond-link, #7cc7d6);
  }
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * Everything a widget needs inside its shadow root: styled-components writing there (with the
 * page's CSP nonce), toasts shown there, and `data-ready` plus `pond-ready` once styles are in.
 */
export function WidgetRoot({
  shadowRoot,
  runtime,
  widget,
  colorTheme,
  children,
}: {
  shadowRoot: ShadowRoot;
  runtime: WidgetRuntime;
  widget: WidgetName;
  colorTheme: ColorTheme;
  children: ReactNode;
}) {
  const element = shadowRoot.host as HTMLElement;
  // styled-components inserts its rules before layout effects run: show the widget before paint.
  useLayoutEffect(() => {
    element.setAttribute('data-ready', '');
    return () => element.removeAttribute('data-ready');
  }, [element]);
  // Once per element: a changed attribute re-renders the widget, it does not make it ready again.
  useEffect(() => {
    element.dispatchEvent(
      createPondEvent('pond-ready', { version: EVENT_DETAIL_VERSION, widget, kitVersion: runtime.version }),
    );
  }, [element, widget, runtime.version]);
  return (
    <StyleSheetManager target={shadowRoot as unknown as HTMLElement} nonce={runtime.nonce}>
      <InnerRoot data-theme={colorTheme} part="root">
        <ToastProvider>{children}</ToastProvider>
      </InnerRoot>
    </StyleSheetManager>
  );
}
