// /widgets/v1/loader.js: the one script a partner pastes. A classic script of about 1 kB that
// imports a widget's code only when its element is on the page and near the viewport.
import { installOnce, startLoader, type LoaderDom } from './discover.ts';
import { WIDGET_TAGS } from './widgets.ts';

declare const __POND_VERSION__: string;
/** Each tag's entry file, relative to the versioned folder: baked in by widgets/scripts/build.ts. */
declare const __POND_ENTRIES__: Record<string, string>;

const script = document.currentScript as HTMLScriptElement | null;
const nonceMeta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
// The versioned folder: from /widgets/v1/loader.js and /widgets/1.0.0/loader.js alike.
const base = new URL(`../${__POND_VERSION__}/`, script?.src || location.href);

const dom: LoaderDom = {
  find: (tags) => Array.from(document.querySelectorAll(tags.join(','))),
  isDefined: (tag) => !!customElements.get(tag),
  whenNear(element, callback) {
    if (element.getAttribute('loading') === 'eager' || !('IntersectionObserver' in window)) return callback();
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

installOnce(
  window as { PondWidgets?: object },
  {
    version: __POND_VERSION__,
    nonce: script?.nonce || nonceMeta?.nonce || nonceMeta?.content || undefined,
  },
  () =>
    startLoader(
      dom,
      WIDGET_TAGS,
      (tag) => import(/* @vite-ignore */ new URL(__POND_ENTRIES__[tag]!, base).href),
      (tag, error) => {
        console.error(
          `[Pond widgets] Could not load <${tag}> from ${base.href}. If this page has a Content-Security-Policy, allow that origin in script-src (widgets/README.md).`,
          error,
        );
        for (const element of document.querySelectorAll(tag))
          element.dispatchEvent(
            new CustomEvent('pond-error', {
              bubbles: true,
              composed: true,
              detail: { version: 1, widget: tag.slice(5), code: 'load_failed', message: String(error) },
            }),
          );
      },
    ),
);
