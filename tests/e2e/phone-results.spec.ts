// Results a phone can scan: on a 390 × 844 screen a city's page and a directory search show at least
// three builders above the fold, with JavaScript and without; a builder without a photo is a compact
// row (a small initials mark beside the name), not a banner of two letters.
import { PATHS } from '@pond/core';
import { expect, test, type Browser } from './test.ts';

const PHONE = { width: 390, height: 844 };

/** How many results are wholly on the first screen of this page, as a phone opens it. */
async function resultsAboveFold(browser: Browser, address: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, isMobile: true });
  const page = await context.newPage();
  await page.goto(address);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const boxes = await cards.evaluateAll((nodes) =>
    nodes.map((node) => node.getBoundingClientRect().toJSON()),
  );
  // A compact row: no banner, the initials mark no taller than the row's name.
  const mark = await cards.first().locator('[aria-hidden="true"]').first().boundingBox();
  await context.close();
  return { above: boxes.filter((box: DOMRect) => box.bottom <= PHONE.height).length, mark };
}

for (const javaScriptEnabled of [true, false]) {
  test(`a phone sees three results or more above the fold ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
    browser,
  }) => {
    for (const address of ['/states/tx/austin', `${PATHS.directory}?q=Austin%2C+TX`]) {
      const { above, mark } = await resultsAboveFold(browser, address, javaScriptEnabled);
      expect(above, address).toBeGreaterThanOrEqual(3);
      expect(mark!.height, address).toBeLessThanOrEqual(48);
    }
  });
}
