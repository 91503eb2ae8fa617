import { expect, test, type Page } from './test.ts';
import { settled } from './ready.ts';

/** Counts this document's reads of the tab's saved scroll positions (a synchronous round trip each first time). */
async function countPositionReads(page: Page) {
  await page.addInitScript(() => {
    const getItem = Storage.prototype.getItem;
    const reads = { count: 0 };
    Object.defineProperty(window, '__positionReads', { value: reads });
    Storage.prototype.getItem = function (key: string) {
      if (this === window.sessionStorage && key === 'react-router-scroll-positions') reads.count++;
      return getItem.call(this, key);
    };
  });
}
const positionReads = (page: Page) =>
  page.evaluate(() => (window as unknown as { __positionReads: { count: number } }).__positionReads.count);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function open(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

test('a content page reads no saved scroll positions (the browser restores them); a reload and a return land where the visitor was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 700 });
  await countPositionReads(page);
  await open(page, '/states/tx');
  expect(await positionReads(page)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);
  await page.reload();
  await settled(page);
  await expect.poll(() => scrollY(page)).toBe(600);
  expect(await positionReads(page)).toBe(0);

  // A link followed in the page starts at the top; Back returns to the place left.
  await page.evaluate(() => window.scrollTo(0, 450));
  await expect.poll(() => scrollY(page)).toBe(450);
  await page.getByRole('link', { name: /^Austin \(\d+\)$/ }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/states\/tx\/austin$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/states\/tx$/);
  await expect.poll(() => scrollY(page)).toBe(450);

  // Forward, reload there, then Back: the state page is a new document and still lands at 450.
  await page.goForward();
  await expect(page).toHaveURL(/\/states\/tx\/austin$/);
  await page.reload();
  await settled(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/states\/tx$/);
  await expect.poll(() => scrollY(page)).toBe(450);
});
