import type { Page } from '@playwright/test';

/** The form refuses sends faster than a person types; wait that out. */
export const humanPause = (page: Page) => page.waitForTimeout(2700);

/**
 * Fills the quote form of the page (spec §4 lead form) as a homeowner would. On content pages the form
 * is the kit's element, which loads on the visitor's first input: a mouse move here, then it is awaited.
 */
export async function fillQuote(page: Page, email: string) {
  await page.mouse.move(5, 5);
  const form = page.getByRole('form', { name: 'Request free quotes' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Name').fill('Jo Banks');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(512) 555-0100');
  await form.getByLabel('Project type').selectOption('Koi Pond Construction');
  await form.getByLabel('Tell us about your project (optional)').fill('A 10 x 8 ft koi pond.');
  return form;
}
