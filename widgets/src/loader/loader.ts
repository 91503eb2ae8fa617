// /widgets/v1/loader.js: the one script a partner pastes. A classic script of about 1 kB that
// imports a widget's code only when its element is on the page and near the viewport.
import { FIRST_INPUT_EVENTS } from '@pond/core';
import { EVENT_DETAIL_VERSION, createPondEvent } from '../kit/events.ts';
import type { LoaderGlobal } from '../kit/runtime.ts';
import { inDialogMode } from '../kit/dialog-modes.ts';
import type * as ModesCode from './modes.ts';
import { installOnce, startLoader, type LoaderDom } from './discover.ts';
import { KIT_TAGS, WIDGET_ENTRIES, type KitTag } from './widgets.ts';

declare const __POND_VERSION__: string;
/** Each tag's entry file, and the modes' (`modes`), relative to the versioned folder: baked in by widgets/scripts/build.ts. */
declare const __POND_ENTRIES__: Record<string, string>;

const script = document.currentScript as HTMLScriptElement | null;
const nonceMeta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
// The versioned folder: from /widgets/v1/loader.js and /widgets/1.0.0/loader.js alike.
const base = new URL(`../${__POND_VERSION__}/`, script?.src || location.href);

let interacted = false;
const waiting: (() => void)[] = [];
const onFirstInput = () => {
  interacted = true;
  for (const type of FIRST_INPUT_EVENTS) removeEventListener(type, onFirstInput, true);
  waiting.splice(0).forEach((start) => start());
};
for (const type of FIRST_INPUT_EVENTS) addEventListener(type, onFirstInput, { capture: true, passive: true });

const importEntry = (name: string) => import(/* @vite-ignore */ new URL(__POND_ENTRIES__[name]!, base).href);
type Modes = typeof ModesCode;
let modesModule: Promise<Modes> | undefined;
/** Runs `use` with the popup and floating modes' code, imported once, and only by a page that uses them. */
const withModes = (use: (code: Modes) => void) =>
  (modesModule ??= importEntry('modes')).then(use, (error: unknown) => {
    modesModule = undefined;
    console.error(`[Pond widgets] Could not load the popup and floating code from ${base.href}.`, error);
  });

// A button or link with `data-pond-open="{id}"` opens that element's dialog. Listened for here, not in
// the modes' code, so a click before that code arrives still opens it instead of following the link.
addEventListener('click', (event) => {
  // A click with no press before it (a script's, some assistive technology's) is an input too.
  if (!interacted) onFirstInput();
  const trigger = event.target instanceof Element ? event.target.closest('[data-pond-open]') : null;
  if (!trigger) return;
  const id = trigger.getAttribute('data-pond-open')!;
  const element = document.getElementById(id);
  if (!element || !(KIT_TAGS as string[]).includes(element.localName) || !inDialogMode(element)) {
    console.error(
      `[Pond widgets] data-pond-open="${id}" opens nothing: give the widget element id="${id}" and mode="popup" (widgets/README.md, "Popup and floating button").`,
    );
    return;
  }
  event.preventDefault();
  void withModes((code) => code.openDialog(element, trigger as HTMLElement));
});

const dom: LoaderDom = {
  find: (tags) => Array.from(document.querySelectorAll(tags.join(','))),
  isDefined: (tag) => !!customElements.get(tag),
  whenNear(element, callback) {
    // The modes' code comes only for a dialog mode; an unknown mode is said here, and the widget stays inline.
    const mode = element.getAttribute('mode')?.toLowerCase();
    if (inDialogMode(element)) void withModes((code) => code.applyMode(element as HTMLElement));
    else if (mode && mode !== 'inline')
      console.warn(
        `[Pond widgets] <${element.localName}> mode="${element.getAttribute('mode')}" is not valid: expected inline, popup or floating. The widget is shown inline.`,
      );
    // A widget in a dialog is out of view until opened: its code comes with the visitor's first input
    // (the press that opens it is one), so the dialog opens with the widget in it.
    if (inDialogMode(element)) return interacted ? callback() : void waiting.push(callback);
    const loading = element.getAttribute('loading');
    if (loading === 'eager' || !('IntersectionObserver' in window)) return callback();
    // `loading="interaction"`: nothing before the visitor's first scroll, tap, key, focus or mouse
    // move, then as usual. A page that must cost nothing until used (our own content pages) holds the widget's
    // place with content of its own meanwhile.
    if (loading === 'interaction' && !interacted) {
      waiting.push(() => dom.whenNear(element, callback));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          callback();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
  },
  watch(callback) {
    const observer = new MutationObserver(callback);
    observer.observe(document.documentElement, { childList: true, subtree: true });
    return () => observer.disconnect();
  },
};

const global: LoaderGlobal = {
  version: __POND_VERSION__,
  nonce: script?.nonce || nonceMeta?.nonce || nonceMeta?.content || undefined,
};

/**
 * Starts once the page is parsed: an async script may run while it still is, and watching the document
 * then would scan it again for every batch of parsed nodes.
 */
const whenParsed = (start: () => void) =>
  document.readyState === 'loading'
    ? document.addEventListener('DOMContentLoaded', start, { once: true })
    : start();

installOnce(window, global, () =>
  whenParsed(() =>
    startLoader(dom, KIT_TAGS, importEntry, (tag, error) => {
      console.error(
        `[Pond widgets] Could not load <${tag}> from ${base.href}. If this page has a Content-Security-Policy, allow that origin in script-src (widgets/README.md).`,
        error,
      );
      for (const element of document.querySelectorAll(tag))
        element.dispatchEvent(
          createPondEvent('pond-error', {
            version: EVENT_DETAIL_VERSION,
            widget: WIDGET_ENTRIES[tag as KitTag],
            code: 'load_failed',
            message: String(error),
          }),
        );
    }),
  ),
);
