import { createHash } from 'node:crypto';
import { consoleMessages } from './console.ts';
import { expect, test, type Locator, type Page } from './test.ts';
import { forgetTestLeads, sql } from './db.ts';
import { cspViolations, demo, pondEvents } from './partner-page.ts';
import { humanPause } from './quote.ts';
import { PARTNER_URL, SITE_URL } from './servers.ts';
import { openApp, settled } from './ready.ts';

// The partner demo (`pnpm partner:demo`): a page on a second origin with hostile CSS and a strict
// nonce CSP that embeds the kit from the site with the documented snippet.
test.afterAll(forgetTestLeads);

const widgetFiles = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/widgets\/\d+\.\d+\.\d+\//.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  return requested;
};

/** Fills a widget's required fields, then waits out the form's too-fast-for-a-person check. */
async function fillQuote(page: Page, form: Locator, person: { name: string; email: string; phone: string }) {
  await form.getByLabel('Name').fill(person.name);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Phone').fill(person.phone);
  await humanPause(page);
}

/** What the widget looks like, read from inside its shadow root. */
async function widgetLook(page: Page) {
  const form = page.locator('pond-quote-form').first();
  await expect(form.getByRole('button', { name: 'Get My Free Quotes' })).toBeVisible();
  return form.evaluate((element) => {
    const root = element.shadowRoot!;
    const pick = (selector: string, properties: string[]) => {
      const style = getComputedStyle(root.querySelector(selector)!);
      return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    };
    return {
      button: pick('button[type=submit]', ['background-color', 'color', 'border-radius', 'text-transform']),
      label: pick('label', ['color', 'font-family', 'line-height', 'text-transform']),
      input: pick('input[name=name]', ['display', 'box-sizing', 'font-family']),
      form: pick('form', ['display']),
      heading: pick('h2', ['font-size', 'color']),
      link: pick('a', ['color']),
    };
  });
}

test('the quote form renders styled in its shadow root, and hostile page CSS changes none of it', async ({
  page,
}) => {
  await page.goto(demo('/plain'));
  const reference = await widgetLook(page);
  // Our own look, not the browser's defaults: the accent button and the system font.
  expect(reference.button['background-color']).toBe('rgb(47, 125, 50)');
  expect(reference.label['font-family']).toMatch(/^system-ui/);

  await page.goto(demo('/'));
  const hostile = await widgetLook(page);
  expect(hostile).toEqual(reference);
  // The page's own text did take the hostile rules: they are in force.
  expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).color)).toBe('rgb(255, 0, 255)');
  // Its styles live in the shadow root, none in the partner's document.
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(1);
  expect(
    await page
      .locator('pond-quote-form')
      .evaluate((element) => element.shadowRoot!.querySelectorAll('style').length),
  ).toBeGreaterThan(0);
  expect(await cspViolations(page)).toEqual([]);
});

test('a quote sent from the widget lands credited to the partner and the demo’s origin, and the page hears of it', async ({
  page,
}) => {
  await page.goto(demo('/'));
  const form = page.locator('pond-quote-form');
  await expect(form.getByLabel('Location (optional)')).toHaveValue('Austin, TX');
  await expect(form.getByLabel('Project type')).toHaveValue('Koi Pond Construction');
  const email = `partner-${Date.now()}@example.com`;
  await fillQuote(page, form, { name: 'Pat Partner', email, phone: '(512) 555-0199' });
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  // Spec §8's toast once the request is on its way (here, to our staff), below the form.
  await form.getByRole('button', { name: 'Let Pond Builders Direct match me instead' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Request Submitted' })).toBeVisible();

  const [row] = await sql<Record<string, string | boolean | null>>(
    `select name, project_type, city, state, location, source, partner, page_origin, request_origin, origin_mismatch
       from public.lead_submissions where email = $1`,
    [email],
  );
  expect(row).toEqual({
    name: 'Pat Partner',
    project_type: 'Koi Pond Construction',
    city: 'Austin',
    state: 'TX',
    location: 'Austin, TX',
    source: 'widget:pond-quote-form',
    partner: 'riverside-garden',
    page_origin: PARTNER_URL,
    request_origin: PARTNER_URL,
    origin_mismatch: false,
  });

  const events = await pondEvents(page);
  expect(events).toEqual([
    {
      name: 'pond-ready',
      detail: { version: 1, widget: 'quote-form', kitVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/) },
    },
    {
      name: 'pond-quote-submitted',
      detail: {
        version: 1,
        widget: 'quote-form',
        projectType: 'Koi Pond Construction',
        contractorId: null,
        partner: 'riverside-garden',
      },
    },
  ]);
  expect(JSON.stringify(events)).not.toContain(email);
  // The consent links point at our site, in a new tab, not at the partner's own pages.
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    `${SITE_URL}/privacy-policy`,
  );
  await expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
  expect(await cspViolations(page)).toEqual([]);
});

test('a failed send tells the page with pond-error and keeps what the homeowner typed', async ({ page }) => {
  await page.goto(demo('/'));
  const form = page.locator('pond-quote-form');
  await fillQuote(page, form, {
    name: 'Pat Partner',
    email: `partner-${Date.now()}@example.com`,
    phone: '(512) 555-0199',
  });
  await page.route(`${SITE_URL}/rest/v1/**`, (route) => route.abort());
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Submission Failed' })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Pat Partner');
  expect((await pondEvents(page)).at(-1)).toEqual({
    name: 'pond-error',
    detail: {
      version: 1,
      widget: 'quote-form',
      code: 'submit_failed',
      message: 'There was an error submitting your request. Please try again.',
    },
  });
});

test('a bad attribute logs one warning naming it and its value, and the widget still renders', async ({
  page,
}) => {
  const warnings = consoleMessages(page);
  await page.goto(demo('/bad-attribute'));
  const form = page.locator('pond-quote-form');
  await expect(form.getByRole('button', { name: 'Get My Free Quotes' })).toBeVisible();
  await expect(form.getByLabel('Project type')).toHaveValue('');
  await expect(form.getByLabel('Location (optional)')).toHaveValue('');
  expect(warnings.filter((text) => text.includes('project-type="Swimming Pool"'))).toHaveLength(1);
  expect(warnings.filter((text) => text.includes('partner="Riverside Garden!"'))).toHaveLength(1);
  expect(warnings.filter((text) => text.includes('state="Atlantis"'))).toHaveLength(1);
  expect(await cspViolations(page)).toEqual([]);
});

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

test('a double click sends one request, and a form whose checks cannot load says so', async ({ page }) => {
  await page.goto(demo('/'));
  const form = page.locator('pond-quote-form');
  const email = `double-${Date.now()}@example.com`;
  await fillQuote(page, form, { name: 'Dee Double', email, phone: '(512) 555-0177' });
  await form.getByRole('button', { name: 'Get My Free Quotes' }).dblclick();
  await form.getByRole('button', { name: 'Let Pond Builders Direct match me instead' }).click();
  // Shown once the database answered: a second request would have been sent before it.
  await expect(form.getByRole('status').filter({ hasText: 'Request Submitted' })).toBeVisible();
  expect(await sql('select 1 from public.lead_submissions where email = $1', [email])).toHaveLength(1);

  // A fresh page whose validation code cannot be fetched (a deploy removed it, the network dropped).
  await page.route('**/chunks/lead-form-schema-*.js', (route) => route.abort());
  await page.goto(demo('/'));
  await form.getByLabel('Name').fill('Dee Double');
  await humanPause(page);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Submission Failed' })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Dee Double');
  await expect(form.getByRole('button', { name: 'Get My Free Quotes' })).toBeEnabled();
  expect((await pondEvents(page)).at(-1)).toMatchObject({
    name: 'pond-error',
    detail: { code: 'submit_failed' },
  });
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

test('a partner themes the widget with its custom properties, ::part() and the dark theme', async ({
  page,
}) => {
  await page.goto(demo('/plain'));
  const form = page.locator('pond-quote-form');
  const button = form.getByRole('button', { name: 'Get My Free Quotes' });
  await expect(button).toBeVisible();
  await form.evaluate((element: HTMLElement) => {
    element.style.setProperty('--pond-accent', 'rgb(106, 27, 154)');
    element.style.setProperty('--pond-font-family', 'Georgia, serif');
    // A partner stylesheet reaching in through the documented parts.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('pond-quote-form::part(button) { text-transform: uppercase; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await expect(button).toHaveCSS('background-color', 'rgb(106, 27, 154)');
  await expect(button).toHaveCSS('text-transform', 'uppercase');
  await expect(form.getByText('Name', { exact: true })).toHaveCSS('font-family', 'Georgia, serif');

  await form.evaluate((element) => element.setAttribute('theme', 'dark'));
  const panel = form.locator('[part="panel"]');
  await expect(panel).toHaveCSS('background-color', 'rgb(19, 38, 48)');
  await expect(form.locator('[part="root"]')).toHaveCSS('color-scheme', 'dark');
  expect(await cspViolations(page)).toEqual([]);
});
