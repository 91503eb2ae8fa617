import { DIALOG_MODE_SELECTORS } from './dialog-modes.ts';

/**
 * The element's own box, adopted into its shadow root as a constructed stylesheet (no `<style>`
 * element, so it needs no CSP nonce). A block by default; the box is the partner's to place, size,
 * stick or hide. Hidden until its styles are in (`data-ready`), so there is no flash of unstyled
 * content, except for the fallback the page put inside it, which holds the widget's place (`!important` inside a shadow root beats the page's). The dark palette sits on `:host`,
 * so a partner's own custom properties on the element still win.
 */
const DARK = `
  --pond-text: #e6eef1;
  --pond-text-muted: #a7b8c0;
  --pond-surface: #132630;
  --pond-surface-muted: #1b3340;
  --pond-border: #36525f;
  --pond-accent: #3f9c45;
  --pond-accent-strong: #348238;
  --pond-danger: #ff9b8f;
`;

export const HOST_CSS = `
:host { display: block; }
:host([hidden]) { display: none; }
/* In a dialog: no box in the page, whatever the page's CSS gives the element. */
${DIALOG_MODE_SELECTORS.map((selector) => `:host(${selector})`).join(', ')} { display: contents !important; }
:host(:not([data-ready])) { visibility: hidden !important; }
::slotted(*) { visibility: visible; }
:host([theme="dark"]) { ${DARK} }
@media (prefers-color-scheme: dark) { :host([theme="auto"]) { ${DARK} } }
`;

let sheet: CSSStyleSheet | undefined;

/** One constructed sheet shared by every widget element on the page. */
export function hostStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(HOST_CSS);
  }
  return sheet;
}
