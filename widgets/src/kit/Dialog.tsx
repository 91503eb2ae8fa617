import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  DIALOG_READY_ATTRIBUTE,
  OPEN_DIALOG_EVENT,
  type OpenDialogDetail,
} from '../loader/dialog-request.ts';
import { holdScroll, releaseScroll } from './scroll-hold.ts';

/**
 * The frame of a widget in popup or floating mode (the element's `mode`, read by the loader too): a
 * native modal <dialog> inside the widget's own shadow root. showModal() puts it in the top layer,
 * so nothing on the host page moves; the rest of the page is inert while it is open; Escape closes
 * it, and so do the Close button and a click on the backdrop. The page's scroll is held while it is
 * open, and focus goes back to what opened it.
 */
const DIALOG_CSS = `
.pond-dialog {
  box-sizing: border-box;
  width: min(var(--pond-dialog-width, 40rem), calc(100% - 1rem));
  max-width: none;
  max-height: calc(100% - 1rem);
  margin: auto;
  padding: 0;
  border: 0;
  border-radius: var(--pond-radius, 10px);
  overflow: auto;
  overscroll-behavior: contain;
  background: var(--pond-surface, #ffffff);
  color: var(--pond-text, #13232e);
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.35);
}
.pond-dialog::backdrop { background: rgb(10 20 28 / 0.6); }
.pond-dialog-bar {
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  justify-content: flex-end;
  padding: 4px;
  background: inherit;
}
.pond-dialog-close {
  box-sizing: border-box;
  width: 44px;
  height: 44px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  font: 400 28px/1 system-ui, sans-serif;
  cursor: pointer;
}
.pond-dialog-close:hover { background: var(--pond-surface-muted, #f3f6f4); }
.pond-dialog-close:focus-visible { outline: 3px solid #f2b705; outline-offset: 2px; }
.pond-dialog-body { padding: 0 12px 16px; }
/* Wider widgets get a wider dialog; the rest read best at a form's width. */
:host(pond-directory) .pond-dialog { --pond-dialog-width: 72rem; }
:host(pond-planner) .pond-dialog { --pond-dialog-width: 48rem; }
`;

let sheet: CSSStyleSheet | undefined;

/** The dialog's sheet, made once and adopted by each shadow root that shows a dialog. */
function adoptDialogSheet(shadowRoot: ShadowRoot) {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(DIALOG_CSS);
  }
  if (!shadowRoot.adoptedStyleSheets.includes(sheet))
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet];
}

/** Whether a pointer event falls outside the dialog's box: on its backdrop. */
function outside(dialog: HTMLDialogElement, event: MouseEvent) {
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/** The focused element, inside shadow roots too: where focus goes back when nothing named an opener. */
function focusedElement(document: Document): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Loaded only by a widget in popup or floating mode (DialogFrame.tsx). */
export default function Dialog({ shadowRoot, children }: { shadowRoot: ShadowRoot; children: ReactNode }) {
  const element = shadowRoot.host as HTMLElement;
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  /** Whether this dialog holds the page's scroll: from its opening to its close or its removal. */
  const holding = useRef(false);
  /** Closed, or taken off the page while open (a framework's route change): the page scrolls again, focus goes back. */
  const finish = useRef(() => {
    if (!holding.current) return;
    holding.current = false;
    releaseScroll(element.ownerDocument);
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  });

  useLayoutEffect(() => adoptDialogSheet(shadowRoot), [shadowRoot]);

  useLayoutEffect(() => {
    const open = (event: Event) => {
      const box = dialog.current;
      if (!box || box.open) return;
      const { opener, label } = (event as CustomEvent<OpenDialogDetail>).detail;
      returnTo.current = opener ?? focusedElement(element.ownerDocument);
      box.setAttribute('aria-label', label);
      holdScroll(element.ownerDocument);
      holding.current = true;
      box.showModal();
    };
    // A press and its release both on the backdrop close it; a text selection dragged out does not.
    const box = dialog.current!;
    let pressedOutside = false;
    const press = (event: PointerEvent) => (pressedOutside = outside(box, event));
    const click = (event: MouseEvent) => {
      if (pressedOutside && outside(box, event)) box.close();
      pressedOutside = false;
    };
    box.addEventListener('pointerdown', press);
    box.addEventListener('click', click);
    element.addEventListener(OPEN_DIALOG_EVENT, open);
    // The loader's modes ask only once this is here.
    element.setAttribute(DIALOG_READY_ATTRIBUTE, '');
    element.dispatchEvent(new Event(DIALOG_READY_ATTRIBUTE));
    return () => {
      box.removeEventListener('pointerdown', press);
      box.removeEventListener('click', click);
      element.removeEventListener(OPEN_DIALOG_EVENT, open);
      element.removeAttribute(DIALOG_READY_ATTRIBUTE);
    };
  }, [element]);

  useEffect(() => {
    const done = finish.current;
    return () => done();
  }, []);

  return (
    <dialog ref={dialog} className="pond-dialog" part="dialog" onClose={() => finish.current()}>
      <div className="pond-dialog-bar">
        <button
          type="button"
          className="pond-dialog-close"
          part="dialog-close"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
        >
          ×
        </button>
      </div>
      <div className="pond-dialog-body">{children}</div>
    </dialog>
  );
}
