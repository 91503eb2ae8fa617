/**
 * The loader's logic, apart from the DOM so it can be tested (issue 5 of 9): find our elements,
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
  const seen = new WeakSet<Element>();
  let stopWatching = () => {};

  const request = (tag: string) => {
    if (requested.has(tag) || dom.isDefined(tag)) return;
    requested.add(tag);
    load(tag).catch((error: unknown) => {
      // Let a later element try again (a network blip), and say what failed.
      requested.delete(tag);
      onError(tag, error);
    });
    if (tags.every((name) => requested.has(name) || dom.isDefined(name))) stopWatching();
  };

  const scan = () => {
    for (const element of dom.find(tags)) {
      if (seen.has(element)) continue;
      seen.add(element);
      dom.whenNear(element, () => request(element.localName));
    }
  };

  scan();
  stopWatching = dom.watch(scan);
  return { requested, scan };
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
