import { ShadowParts, ToastProvider } from '@pond/ui';
import type { ReactNode } from 'react';
import styled, { StyleSheetManager } from 'styled-components';
import { DialogFrame } from './DialogFrame.tsx';
import type { WidgetName } from './events.ts';
import { innerRootCss } from './inner-root-css.ts';
import type { WidgetRuntime } from './runtime.ts';
import type { ColorTheme } from './theme-attribute.ts';
import { useWidgetReady } from './use-widget-ready.ts';

const InnerRoot = styled.div`
  ${innerRootCss('&')}
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
  // styled-components inserts its rules before layout effects run: the widget shows before paint.
  useWidgetReady(shadowRoot.host as HTMLElement, widget, runtime.version);
  return (
    <StyleSheetManager target={shadowRoot as unknown as HTMLElement} nonce={runtime.nonce}>
      <DialogFrame shadowRoot={shadowRoot}>
        <InnerRoot data-theme={colorTheme} part="root">
          <ShadowParts>
            <ToastProvider inline>{children}</ToastProvider>
          </ShadowParts>
        </InnerRoot>
      </DialogFrame>
    </StyleSheetManager>
  );
}
