import { ShadowParts } from '@pond/ui/parts';
import { useLayoutEffect, type ReactNode } from 'react';
import { DialogFrame } from './DialogFrame.tsx';
import type { WidgetName } from './events.ts';
import { innerRootCss } from './inner-root-css.ts';
import type { WidgetRuntime } from './runtime.ts';
import type { ColorTheme } from './theme-attribute.ts';
import { useWidgetReady } from './use-widget-ready.ts';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed sheet per stylesheet text, shared by every element that uses it. */
function constructedSheet(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

const ROOT_CSS = innerRootCss('.pond-root');

/** Adds the root's and the widget's sheets to a shadow root, once. */
function adoptSheets(shadowRoot: ShadowRoot, css: string) {
  const wanted = [constructedSheet(ROOT_CSS), constructedSheet(css)];
  const missing = wanted.filter((sheet) => !shadowRoot.adoptedStyleSheets.includes(sheet));
  shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, ...missing];
}

/**
 * The inner root of a widget styled by one plain stylesheet instead of styled-components (the
 * calculator: its first load stays within 85 kB with React). The sheet is adopted into the shadow
 * root (a constructed sheet needs no CSP nonce); `data-ready` and `pond-ready` as with WidgetRoot.
 */
export function CssWidgetRoot({
  shadowRoot,
  runtime,
  widget,
  colorTheme,
  css,
  children,
}: {
  shadowRoot: ShadowRoot;
  runtime: WidgetRuntime;
  widget: WidgetName;
  colorTheme: ColorTheme;
  css: string;
  children: ReactNode;
}) {
  // Before the ready flag below shows the widget: no flash of unstyled content.
  useLayoutEffect(() => adoptSheets(shadowRoot, css), [shadowRoot, css]);
  useWidgetReady(shadowRoot.host as HTMLElement, widget, runtime.version);
  return (
    <DialogFrame shadowRoot={shadowRoot}>
      <div className="pond-root" data-theme={colorTheme} part="root">
        <ShadowParts>{children}</ShadowParts>
      </div>
    </DialogFrame>
  );
}
