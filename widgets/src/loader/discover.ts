/**
 * The loader's logic, apart from the DOM so it can be tested: find our elements,
 * wait until each is near the viewport, and import each widget's code once, however many of its
 * elements the page has and however often the page adds more.
 */
export interface LoaderDom {
  /** Elements of these tags in the document now. */
  find(tags: readonly string[]): Element[];
  /** Whether a custom element of this name is already defined (by another copy of the kit). */
  isDefined(tag: string): boolean;
  /** Calls back once the element is near the viewport, or at once for `loading="eager"`. */
  whenNear(element: Element, callback: () => void): void;
  /** Calls back after elements are added to the document; returns a function that stops watching. */
  watch(callback: () => void): () => void;
}

export function startLoader(
  dom: LoaderDom,
  tags: readonly string[],
  load: (tag: string) => Promise<unknown>,
  onError: (tag: string, error: unknown) => void,
) {
  const requested = new Set<string>();
  const loaded = new Set<string>();
  let seen = new WeakSet<Element>();

  const done = (tag: string) => loaded.has(tag) || dom.isDefined(tag);

  const request = (tag: string) => {
    if (requested.has(tag) || done(tag)) return;
    requested.add(tag);
    load(tag).then(
      () => {
        loaded.add(tag);
        // Every widget's code is here: nothing left to look for.
        if (tags.every(done)) stopWatching();
      },
      (error: unknown) => {
        // Say what failed, and let the elements on the page (and any added later) try again.
        requested.delete(tag);
        seen = new WeakSet();
        onError(tag, error);
      },
    );
  };

  const scan = () => {
    for (const element of dom.find(tags)) {
      if (seen.has(element)) continue;
      seen.add(element);
      dom.whenNear(element, () => request(element.localName));
    }
  };

  // Watch before the first scan: an eager element may load (and stop the watching) after it.
  const stopWatching = dom.watch(scan);
  scan();
  return { requested, loaded, scan };
}

/**
 * Starts the loader once per page: a second copy of the script (pasted twice, or by two plugins)
 * finds the first one's global and does nothing.
 */
export function installOnce<Global extends object>(
  target: { PondWidgets?: Global },
  global: Global,
  start: () => void,
): boolean {
  if (target.PondWidgets) return false;
  target.PondWidgets = global;
  start();
  return true;
}
