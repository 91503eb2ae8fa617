import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { FALLBACK_SLOT } from './fallback-slot.ts';
import { hostStyleSheet } from './host-styles.ts';
import { KIT_VERSION } from './runtime.ts';

/** The props r2wc hands a widget: its open shadow root. Attributes are read by the widget itself. */
export interface ElementProps {
  container: ShadowRoot;
}

/** Defines a custom element unless one of that name exists: a second copy of the kit is harmless. */
export function defineOnce(
  registry: Pick<CustomElementRegistry, 'get' | 'define'>,
  tag: string,
  create: () => CustomElementConstructor,
): CustomElementConstructor {
  const existing = registry.get(tag);
  if (existing) return existing;
  const element = create();
  registry.define(tag, element);
  return element;
}

/**
 * A widget as a custom element, made with r2wc: an open shadow root holding the host stylesheet and
 * one React root. `version` on the class tells which kit defined it.
 */
export function defineWidget(tag: string, Widget: ComponentType<ElementProps>) {
  return defineOnce(customElements, tag, () => {
    const Base = r2wc(Widget, { shadow: 'open', props: [] });
    return class extends Base {
      static readonly version = KIT_VERSION;
      constructor() {
        super();
        this.shadowRoot!.adoptedStyleSheets = [hostStyleSheet()];
        // What the page put inside the element (our pages: the form as pre-rendered) stays in view,
        // at its size, until the widget's first render replaces it (use-widget-ready.ts).
        const fallback = document.createElement('slot');
        fallback.setAttribute(FALLBACK_SLOT, '');
        this.shadowRoot!.append(fallback);
      }
    };
  });
}
