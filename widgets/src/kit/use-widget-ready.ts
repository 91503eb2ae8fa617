import { useEffect, useLayoutEffect } from 'react';
import { FALLBACK_SLOT } from './fallback-slot.ts';
import { EVENT_DETAIL_VERSION, createPondEvent, type WidgetName } from './events.ts';

/**
 * `data-ready` once the widget's styles are in (before paint), the element's fallback gone in the
 * same frame, and `pond-ready` once per element.
 */
export function useWidgetReady(element: HTMLElement, widget: WidgetName, kitVersion: string) {
  useLayoutEffect(() => {
    element.shadowRoot?.querySelector(`slot[${FALLBACK_SLOT}]`)?.remove();
    // The pre-rendered copy our pages put inside (WidgetFallback) is not needed again.
    element.querySelector(`:scope > [${FALLBACK_SLOT}]`)?.remove();
    element.setAttribute('data-ready', '');
    return () => element.removeAttribute('data-ready');
  }, [element]);
  // Once per element: a changed attribute re-renders the widget, it does not make it ready again.
  useEffect(() => {
    element.dispatchEvent(
      createPondEvent('pond-ready', { version: EVENT_DETAIL_VERSION, widget, kitVersion }),
    );
  }, [element, widget, kitVersion]);
}
