import { NAV_SCROLL_THRESHOLD_PX } from '@pond/core';

/**
 * The navigation bar of spec §2.2 beyond what HTML does by itself: its look past 10 px of scroll,
 * and its menus (popovers and a <details>) closing when a link in them is chosen, which matters on
 * pages where the router follows links without a page load.
 */
export function startNavigation() {
  const bar = document.querySelector<HTMLElement>('[data-site-nav]');
  if (bar) {
    // No reading on arrival: the page is at the top then (and reading scrollY would make the browser
    // lay it out mid-parse); a position restored on reload or back comes with a scroll event.
    const update = () => bar.toggleAttribute('data-scrolled', window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    window.addEventListener('scroll', update, { passive: true });
  }
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const menu = link?.closest<HTMLElement>('[data-site-menu]');
    if (!link || !menu) return;
    // Browsers without popovers (before 2024) show the menus as plain lists: nothing to close.
    if ('hidePopover' in menu)
      for (const open of document.querySelectorAll<HTMLElement>('[data-site-menu]:popover-open'))
        open.hidePopover();
    for (const list of document.querySelectorAll('[data-site-menu] details[open]'))
      list.removeAttribute('open');
  });
}
