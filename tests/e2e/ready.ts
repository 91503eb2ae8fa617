import type { Page } from '@playwright/test';
import { expect } from './test.ts';

// What a journey waits on before it acts: facts the page states, not a quiet network.

/** An application page (one that hydrates) with its first data, whose handlers now run: `<html data-hydrated>`. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/** Opens a page that hydrates, and waits until it has. */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

const WIDGET_TAGS = [
  'pond-quote-form',
  'pond-directory',
  'pond-calculator',
  'pond-planner',
  'pond-builder-badge',
];

/**
 * A page whose parts have all arrived: loaded, hydrated if it is an application, the widget kit's
 * loader has run, every widget whose code came is drawn with its styles (`data-ready`), and two frames
 * have been drawn since (the browser tells its intersection observers in a frame, so whatever the
 * loader would fetch for an element in view has been asked for by then).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // React Router's context script is on the pages that hydrate, and only on them.
  if (await page.evaluate(() => '__reactRouterContext' in window)) await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate((tags) => {
        const loaderOnPage = document.querySelector('script[src*="/loader.js"]');
        const loaderRan = !loaderOnPage || 'PondWidgets' in window;
        const widgets = Array.from(document.querySelectorAll(tags.join(',')));
        return (
          loaderRan &&
          widgets.every((el) => !customElements.get(el.localName) || el.hasAttribute('data-ready'))
        );
      }, WIDGET_TAGS),
    )
    .toBe(true);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
