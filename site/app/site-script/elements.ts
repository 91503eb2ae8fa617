/**
 * Calls back once for each element that matches, those of the page as it arrived and those added
 * later (a page that hydrates renders new ones as the router follows links): one observer for all.
 */
const watchers: { selector: string; seen: WeakSet<Element>; callback: (element: HTMLElement) => void }[] = [];
let observer: MutationObserver | undefined;

function visit() {
  for (const { selector, seen, callback } of watchers)
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (seen.has(element)) continue;
      seen.add(element);
      callback(element);
    }
}

export function onElements(selector: string, callback: (element: HTMLElement) => void) {
  watchers.push({ selector, seen: new WeakSet(), callback });
  observer ??= new MutationObserver(visit);
  observer.observe(document.body, { childList: true, subtree: true });
  visit();
}
