// How the kit loads on the partner demo: no widget, no widget code; each file once however many
// widgets or loaders the page has; below the fold, when near; pinned, with its SRI hash.
import { createHash } from 'node:crypto';
import { cspViolations, demo, pondEvents } from './partner-page.ts';
import { SITE_URL } from './servers.ts';
import { settled } from './ready.ts';
import { expect, test, type Page } from './test.ts';

const widgetFiles = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/widgets\/\d+\.\d+\.\d+\//.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  return requested;
};

test('a page with the loader and no widget element fetches no widget code', async ({ page }) => {
  const requested = widgetFiles(page);
  await page.goto(demo('/no-widget'));
  await settled(page);
  expect(
    await page.evaluate(
      () => (window as unknown as { PondWidgets?: { version: string } }).PondWidgets?.version,
    ),
  ).toMatch(/^\d+\.\d+\.\d+$/);
  expect(requested).toEqual([]);
});

test('two widgets on one page load React and the widget code once, each styled, compact and dark where asked', async ({
  page,
}) => {
  const requested = widgetFiles(page);
  await page.goto(demo('/two'));
  const forms = page.locator('pond-quote-form');
  await expect(forms.nth(0).getByRole('heading', { name: 'Quotes for a new pond' })).toBeVisible();
  await expect(forms.nth(1).getByRole('heading', { name: 'Quotes for pond repairs' })).toBeVisible();
  await expect(forms.nth(1).getByLabel('Project type')).toHaveValue('Pond Repair & Renovation');
  await settled(page);
  expect(requested.filter((path) => /\/chunks\/runtime-/.test(path))).toHaveLength(1);
  expect(new Set(requested).size).toBe(requested.length);

  // Both shadow roots have their styles: the light accent, and the dark theme's on the second.
  await expect(forms.nth(0).getByRole('button', { name: 'Get My Free Quotes' })).toHaveCSS(
    'background-color',
    'rgb(47, 125, 50)',
  );
  await expect(forms.nth(1).getByRole('button', { name: 'Get My Free Quotes' })).toHaveCSS(
    'background-color',
    'rgb(63, 156, 69)',
  );
  await expect(forms.nth(1).locator('[part="panel"]')).toHaveCSS('background-color', 'rgb(19, 38, 48)');
  // `compact` (a bare boolean attribute) puts name and email in one column; the first form has two.
  const columns = (index: number) =>
    forms
      .nth(index)
      .evaluate(
        (element) =>
          getComputedStyle(
            element.shadowRoot!.querySelector('input[name=name]')!.parentElement!.parentElement!,
          ).gridTemplateColumns.split(' ').length,
      );
  expect(await columns(0)).toBe(2);
  expect(await columns(1)).toBe(1);
  expect(await cspViolations(page)).toEqual([]);
});

test('the loader pasted twice defines the widget once and loads its code once', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requested = widgetFiles(page);
  const loaders: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/loader.js')) loaders.push(request.url());
  });
  await page.goto(demo('/loader-twice'));
  await expect(
    page.locator('pond-quote-form').getByRole('button', { name: 'Get My Free Quotes' }),
  ).toBeVisible();
  await settled(page);
  expect(loaders.length).toBeGreaterThanOrEqual(1);
  expect(new Set(requested).size).toBe(requested.length);
  expect((await pondEvents(page)).filter((event) => event.name === 'pond-ready')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a widget below the fold loads its code only when it comes near the viewport', async ({ page }) => {
  const requested = widgetFiles(page);
  await page.goto(demo('/below-the-fold'));
  await settled(page);
  expect(requested).toEqual([]);
  await page.locator('pond-quote-form').scrollIntoViewIfNeeded();
  await expect(
    page.locator('pond-quote-form').getByRole('button', { name: 'Get My Free Quotes' }),
  ).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
});

test('the pinned loader with its SRI hash from the manifest loads, and the hash is the file’s', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get(`${SITE_URL}/widgets/v1/manifest.json`)).json();
  const loader = await (await request.get(`${SITE_URL}${manifest.loader.immutable}`)).body();
  expect(manifest.loader.integrity).toBe(`sha384-${createHash('sha384').update(loader).digest('base64')}`);
  for (const [file, integrity] of Object.entries(manifest.files as Record<string, string>)) {
    const body = await (await request.get(`${SITE_URL}${file}`)).body();
    expect(integrity, file).toBe(`sha384-${createHash('sha384').update(body).digest('base64')}`);
  }
  await page.goto(demo('/pinned'));
  await expect(
    page.locator('pond-quote-form').getByRole('button', { name: 'Get My Free Quotes' }),
  ).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});
