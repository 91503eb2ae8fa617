// A quote sent from the widget on the partner demo: credited to the partner and the page's origin,
// heard by the page, sent once however often it is clicked; a failed send keeps what was typed.
import { forgetTestLeads, sql } from './db.ts';
import { fillQuote } from './fixtures/partner-widget.ts';
import { cspViolations, demo, pondEvents } from './partner-page.ts';
import { humanPause } from './quote.ts';
import { PARTNER_URL, SITE_URL } from './servers.ts';
import { expect, test } from './test.ts';

test.afterAll(forgetTestLeads);

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
