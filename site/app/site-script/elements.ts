/**
 * Calls back once for each element that matches, those of the page as it arrived and those added
 * later (a page that hydrates renders new ones as the router follows links): one observer for all,
 * which looks only at what was added.
 */
interface Watcher {
  selector: string;
  seen: WeakSet<Element>;
  callback: (element: HTMLElement) => void;
}
const watchers: Watcher[] = [];
let observer: MutationObserver | undefined;

function visit({ selector, seen, callback }: Watcher, root: ParentNode) {
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  if (root instanceof HTMLElement && root.matches(selector)) found.unshift(root);
  for (const element of found) {
    if (seen.has(element)) continue;
    seen.add(element);
    callback(element);
  }
}

export function onElements(selector: string, callback: (element: HTMLElement) => void) {
  const watcher = { selector, seen: new WeakSet<Element>(), callback };
  watchers.push(watcher);
  observer ??= new MutationObserver((records) => {
    for (const { addedNodes } of records)
      for (const node of addedNodes)
        if (node instanceof HTMLElement) for (const each of watchers) visit(each, node);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  visit(watcher, document);
}
