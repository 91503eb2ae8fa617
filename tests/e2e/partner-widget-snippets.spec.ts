// The embed builder on /partners/embed: a partner's snippet for the quote form or the directory, with
// a preview of the real widget that saves nothing.
import { forgetTestLeads, sql } from './db.ts';
import { fillQuote } from './fixtures/partner-widget.ts';
import { openApp } from './ready.ts';
import { expect, test } from './test.ts';

test.afterAll(forgetTestLeads);

test('/partners explains credit, the footer links it, and the embed builder previews the real widget and copies its snippet', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Partners' }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole('heading', { name: 'How credit works' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the embed builder' }).click();
  await expect(page).toHaveURL(/\/partners\/embed$/);

  const preview = page.locator('pond-quote-form[preview]');
  await expect(preview.getByRole('heading', { name: 'Get Free Pond Quotes' })).toBeVisible();
  await page.getByLabel('Partner id').fill('acme-ponds');
  await page.getByLabel('Preselected project type').selectOption('Pond Maintenance');
  await page.getByLabel('Heading', { exact: true }).fill('Ask Acme’s builders');
  await page.getByLabel('Compact (one column, for sidebars)').check();
  await expect(preview.getByRole('heading', { name: 'Ask Acme’s builders' })).toBeVisible();
  await expect(preview.getByLabel('Project type')).toHaveValue('Pond Maintenance');

  const manifest = await (await request.get('/widgets/v1/manifest.json')).json();
  const snippet = page.getByLabel('Embed snippet');
  await expect(snippet).toContainText(`integrity="${manifest.loader.integrity}"`);
  await expect(snippet).toContainText(
    '<pond-quote-form partner="acme-ponds" project-type="Pond Maintenance" heading="Ask Acme’s builders" compact></pond-quote-form>',
  );
  await page.getByLabel('Version').selectOption('evergreen');
  await expect(snippet).toContainText(`${new URL(page.url()).origin}/widgets/v1/loader.js" async></script>`);

  // The preview is a rehearsal: it works, and saves nothing.
  const email = `preview-${Date.now()}@example.com`;
  await fillQuote(page, preview, { name: 'Pat Preview', email, phone: '(512) 555-0142' });
  await preview.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(preview.getByRole('status').filter({ hasText: 'Request Submitted' })).toBeVisible();
  expect(await sql('select 1 from public.lead_submissions where email = $1', [email])).toEqual([]);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Snippet copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());
});

test('the embed builder makes a <pond-directory> snippet and previews the real directory', async ({
  page,
}) => {
  await openApp(page, '/partners/embed');
  await page.getByLabel('Widget').selectOption('pond-directory');
  await page.getByLabel('Partner id').fill('acme-ponds');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State', { exact: true }).fill('TX');
  await page.getByRole('combobox', { name: 'Minimum rating' }).selectOption('4');
  await page.getByLabel('Builders per page').fill('3');
  await expect(page.getByLabel('Embed snippet')).toContainText(
    '<pond-directory partner="acme-ponds" city="Austin" state="TX" min-rating="4" page-size="3"></pond-directory>',
  );
  // The quote form's own options are gone.
  await expect(page.getByLabel('Preselected project type')).toHaveCount(0);
  const preview = page.locator('pond-directory');
  await expect(preview.getByRole('article')).toHaveCount(3);
  for (const place of await preview.getByRole('article').locator('h3 + p').allTextContents())
    expect(place).toMatch(/^Austin, TX/);
  await expect(preview.getByRole('article').first().getByRole('link').first()).toHaveAttribute(
    'href',
    /\?partner=acme-ponds$/,
  );
});

test('the embed builder offers the popup and floating modes, and its preview opens the widget in a dialog', async ({
  page,
}) => {
  await openApp(page, '/partners/embed');
  await page.getByLabel('Widget').selectOption('pond-calculator');
  await page.getByLabel('How it shows').selectOption('popup');
  await page.getByLabel('Button text').fill('Size your pond');
  const snippet = page.getByLabel('Embed snippet');
  await expect(snippet).toContainText(
    '<button type="button" data-pond-open="pond-calculator">Size your pond</button>\n<pond-calculator id="pond-calculator" mode="popup"></pond-calculator>',
  );
  await page.getByRole('button', { name: 'Size your pond' }).click();
  const dialog = page.getByRole('dialog', { name: 'Size your pond' });
  await expect(dialog.getByRole('tab').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByLabel('How it shows').selectOption('floating');
  await page.getByLabel('Button text').fill('');
  await expect(snippet).toContainText(
    '<pond-calculator mode="floating" button-text="Pond calculator"></pond-calculator>',
  );
  await page.getByRole('button', { name: 'Pond calculator' }).click();
  await expect(page.getByRole('dialog', { name: 'Pond calculator' })).toBeVisible();
});
