// Popup and floating modes: any element of the kit shown in a modal dialog instead of inline, opened
// from the host page's own button or link (`data-pond-open="{the element's id}"`) or from a floating
// button the kit adds. The loader imports this only on a page that uses a mode.
//
// The element never moves: a framework that renders it (React, Vue) still finds it where it put it
// and can remove it. The widget draws its own dialog inside its shadow root (kit/DialogFrame.tsx);
// this code only asks it to open, and adds the floating button, fixed to a corner of the screen so it
// shifts nothing on the page.
import { DIALOG_READY_ATTRIBUTE, OPEN_DIALOG_EVENT, type OpenDialogDetail } from './dialog-request.ts';

/** The dialog's name (and the floating button's words) when the page gives none. */
export const MODE_LABELS: Readonly<Record<string, string>> = {
  'pond-quote-form': 'Get free quotes',
  'pond-directory': 'Find pond builders',
  'pond-calculator': 'Pond calculator',
  'pond-planner': 'Plan your pond',
  'pond-builder-badge': 'Get a free quote',
};

const FLOATING_CSS = `
button {
  position: fixed;
  bottom: max(16px, env(safe-area-inset-bottom));
  right: 16px;
  z-index: 2147483000;
  box-sizing: border-box;
  max-width: calc(100vw - 32px);
  min-height: 48px;
  margin: 0;
  padding: 12px 20px;
  border: 0;
  border-radius: var(--pond-button-radius, 999px);
  background: var(--pond-accent, #2f7d32);
  color: #ffffff;
  font: 600 16px/1.2 var(--pond-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  letter-spacing: normal;
  text-transform: none;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
  cursor: pointer;
}
button:hover { background: var(--pond-accent-strong, #25632a); }
button.left { right: auto; left: 16px; }
button:focus-visible { outline: 3px solid #f2b705; outline-offset: 2px; }
button[aria-busy='true'] { cursor: progress; }
`;

let sheet: CSSStyleSheet | undefined;

/** The element's dialog name: the page's words for it (its button-text, the opener's label), else the widget's. */
function labelOf(element: Element, opener?: Element | null): string {
  const spoken = opener?.getAttribute('aria-label') ?? opener?.textContent;
  return (
    element.getAttribute('button-text')?.trim() ||
    spoken?.replace(/\s+/g, ' ').trim() ||
    MODE_LABELS[element.localName] ||
    'Pond Builders Direct'
  );
}

/**
 * Asks the element to open its dialog, once its widget has drawn (at once if it has). Focus goes back
 * to `opener`, else to what had focus, when the dialog closes.
 */
export function openDialog(element: HTMLElement, opener?: HTMLElement | null, label?: string) {
  const detail: OpenDialogDetail = { opener: opener ?? null, label: label ?? labelOf(element, opener) };
  const open = () => {
    opener?.removeAttribute('aria-busy');
    element.dispatchEvent(new CustomEvent(OPEN_DIALOG_EVENT, { detail }));
  };
  if (element.hasAttribute(DIALOG_READY_ATTRIBUTE)) return open();
  // Its code is still on its way (it started with the press that got here).
  opener?.setAttribute('aria-busy', 'true');
  element.addEventListener(DIALOG_READY_ATTRIBUTE, open, { once: true });
}

const floating = new Map<HTMLElement, HTMLElement>();
let watching: MutationObserver | undefined;

/**
 * A floating button goes and comes back with its element: a framework that removes the element removes
 * the button, and a page that puts the same element back (a move, a detach and append) gets it back.
 * So an element taken away stays listed here, with its empty shadow root.
 */
function watchConnections(document: Document) {
  watching ??= new MutationObserver(() => {
    for (const [element, host] of floating) {
      if (!element.isConnected) host.remove();
      else if (!host.isConnected) element.ownerDocument.body.append(host);
    }
  });
  watching.observe(document.body, { childList: true, subtree: true });
}

/** The floating button that opens the element's dialog: fixed to a corner, in a shadow root of its own. */
export function addFloatingButton(element: HTMLElement): HTMLButtonElement {
  const document = element.ownerDocument;
  const host = document.createElement('div');
  host.setAttribute('data-pond-floating', element.localName);
  // CSSOM, not a style attribute, which a strict CSP would refuse; `contents` gives the host no box.
  host.style.setProperty('display', 'contents', 'important');
  const root = host.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(FLOATING_CSS);
  }
  root.adoptedStyleSheets = [sheet];
  const button = document.createElement('button');
  button.type = 'button';
  if (element.getAttribute('button-position') === 'left') button.className = 'left';
  button.setAttribute('part', 'floating-button');
  button.setAttribute('aria-haspopup', 'dialog');
  button.textContent = labelOf(element);
  button.addEventListener('click', () => openDialog(element, button, button.textContent ?? undefined));
  root.append(button);
  document.body.append(host);
  floating.set(element, host);
  watchConnections(document);
  return button;
}

/** A widget in a dialog mode: a floating one gets its button (a popup opens from the page's own). */
export function applyMode(element: HTMLElement) {
  if (element.getAttribute('mode')?.toLowerCase() === 'floating' && !floating.has(element))
    addFloatingButton(element);
}
