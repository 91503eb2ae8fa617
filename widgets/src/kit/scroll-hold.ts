/**
 * The host page's scroll, held while a widget's dialog is open and put back when the last one closes
 * (a badge's quote form may open over another dialog). `overflow: hidden` on the root keeps the page
 * where it was; a classic scrollbar that would go with it keeps its gutter, so the page does not widen
 * under the dialog. Set through CSSOM, which a strict CSP allows.
 */
let held: { overflow: string; gutter: string; count: number } | undefined;

export function holdScroll(document: Document) {
  if (held) {
    held.count++;
    return;
  }
  const html = document.documentElement;
  held = { overflow: html.style.overflow, gutter: html.style.scrollbarGutter, count: 1 };
  if ((document.defaultView?.innerWidth ?? 0) > html.clientWidth) html.style.scrollbarGutter = 'stable';
  html.style.overflow = 'hidden';
}

export function releaseScroll(document: Document) {
  if (!held || --held.count > 0) return;
  const html = document.documentElement;
  html.style.overflow = held.overflow;
  html.style.scrollbarGutter = held.gutter;
  held = undefined;
}
