import { MIN_FILL_MS } from '@pond/core';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

const clocked = new WeakSet<BrowserContext>();

/**
 * The form refuses sends faster than a person types: move the page's clock past that instead of
 * waiting it out. The first pause takes over the clock of the page's whole context (every page of it,
 * from the current time, which then flows as usual); each pause jumps it forward. Installed once per
 * context: installing again would set it back to the real time.
 */
export async function humanPause(page: Page) {
  if (!clocked.has(page.context())) {
    await page.clock.install();
    clocked.add(page.context());
  }
  await page.clock.fastForward(MIN_FILL_MS + 100);
}

/**
 * The page's quote form, ready to use. On content pages it is the kit's element, which loads once the
 * visitor scrolls near it (or first moves the mouse with it in view).
 */
export async function quoteForm(page: Page) {
  const element = page.locator('pond-quote-form');
  if (await element.count()) {
    await element.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
  }
  const form = page.getByRole('form', { name: 'Request free quotes' });
  await form.waitFor();
  return form;
}

/** Fills the quote form of the page (spec §4 lead form) as a homeowner would. */
export async function fillQuote(page: Page, email: string) {
  const form = await quoteForm(page);
  await form.getByLabel('Name').fill('Jo Banks');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(512) 555-0100');
  await form.getByLabel('Project type').selectOption('Koi Pond Construction');
  await form.getByLabel('Tell us about your project (optional)').fill('A 10 x 8 ft koi pond.');
  return form;
}

/**
 * Sends the filled quote form in `scope` (a page, or a partner's widget) and lets Pond Builders Direct
 * match the builders; the homeowner is told "Request Submitted".
 */
export async function sendForMatching(scope: Page | Locator) {
  await scope.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await scope.getByRole('button', { name: 'Let Pond Builders Direct match me instead' }).click();
  await expect(scope.getByText('Request Submitted')).toBeVisible();
}
