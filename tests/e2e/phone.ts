import { expect, type Page } from './test.ts';

/** Nothing of the page (filled, not the empty shell) is wider than a 320 px phone. */
export async function fitsAPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (size) await page.setViewportSize(size);
}
