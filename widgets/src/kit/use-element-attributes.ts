import { useEffect, useState } from 'react';
import type { AttributeRule, AttributeValues } from './attribute-rules.ts';
import { parseAttributes } from './parse-attributes.ts';

/** Bad values already reported, per element, so a re-render does not repeat a warning. */
const warned = new WeakMap<Element, Set<string>>();

function warnOnce(element: Element, message: string) {
  const seen = warned.get(element) ?? new Set<string>();
  warned.set(element, seen);
  if (seen.has(message)) return;
  seen.add(message);
  console.warn(`[Pond widgets] ${message}`);
}

/**
 * The previous values when nothing changed, so a re-read without a change renders nothing. Values are
 * parsed attributes (text, numbers, flags, the campaign's small objects): equal when their JSON is.
 */
function sameValues<Values>(previous: Values, next: Values): Values {
  return JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}

/**
 * An element's attributes, parsed, and parsed again whenever one is set, changed or removed
 * (r2wc does not pass removals on).
 */
export function useElementAttributes<Spec extends Record<string, AttributeRule<unknown>>>(
  element: HTMLElement,
  spec: Spec,
): AttributeValues<Spec> {
  const read = () =>
    parseAttributes(
      element.localName,
      spec,
      (name) => element.getAttribute(name),
      (message) => warnOnce(element, message),
    );
  const [values, setValues] = useState(read);
  useEffect(() => {
    const update = () => setValues((previous) => sameValues(previous, read()));
    const observer = new MutationObserver(update);
    observer.observe(element, { attributes: true, attributeFilter: Object.keys(spec) });
    // An attribute set between the first render and now is seen by no observer: read it again.
    update();
    return () => observer.disconnect();
    // The element and its spec are fixed for the life of the React root.
  }, [element]);
  return values;
}
