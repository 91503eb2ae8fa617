import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { FALLBACK_SLOT } from './fallback-slot.ts';
import { EVENT_DETAIL_VERSION, createPondEvent, type WidgetName } from './events.ts';
import { useWidgetHost } from './host.tsx';

/**
 * `data-ready` once the widget's styles are in (before paint), the element's fallback gone in the
 * same frame, and `pond-ready` (and on a partner's page, the load beacon) once per element.
 */
export function useWidgetReady(element: HTMLElement, widget: WidgetName, kitVersion: string) {
  const host = useWidgetHost();
  // The beacon goes with this element's first ready, not again when the host is made anew.
  const countLoad = useEffectEvent(() => host.countLoad?.());
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
    countLoad();
  }, [element, widget, kitVersion]);
}
