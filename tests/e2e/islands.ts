import { expect, type Page } from './test.ts';

/**
 * Opens a content page and wakes its kit island (`<pond-planner>`, `<pond-calculator>`) as a visitor
 * does: it loads on the first scroll, tap, key or mouse move once near the viewport.
 * Resolves once the widget has upgraded and its pre-rendered place is gone.
 */
export async function openIsland(
  page: Page,
  path: string,
  tag: 'pond-planner' | 'pond-calculator' | 'pond-directory',
) {
  const response = await page.goto(path);
  await wakeIsland(page, tag);
  return response;
}

/** Wakes the page's island as a visitor's first input does, and waits for it to upgrade. */
export async function wakeIsland(page: Page, tag: 'pond-planner' | 'pond-calculator' | 'pond-directory') {
  await page.locator(tag).scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);
  await expect(page.locator(`${tag}[data-ready]`)).toHaveCount(1);
}
