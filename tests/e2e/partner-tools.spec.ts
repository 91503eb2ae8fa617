import { estimatePondPlan } from '@pond/core';
import { openIsland } from './islands.ts';
import { expect, test } from './test.ts';
import { forgetTestLeads, sql } from './db.ts';
import { cspViolations, pondEvents } from './partner-page.ts';
import { createPlan } from './planner.ts';
import { PARTNER_URL, SITE_URL } from './servers.ts';
import { openApp } from './ready.ts';

// <pond-calculator> and <pond-planner> on the partner demo: another origin, hostile CSS, a strict
// nonce CSP.
test.afterAll(forgetTestLeads);

test('<pond-calculator> works on a partner page, tells it pond-calculated, and its planner button carries the partner', async ({
  page,
}) => {
  const widgetFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widgets/')) widgetFiles.push(new URL(request.url()).pathname);
  });
  await page.goto(`${PARTNER_URL}/calculator`);
  const calculator = page.locator('pond-calculator');
  const button = calculator.getByRole('button', { name: 'Calculate Pond Specifications' });
  await expect(button).toBeDisabled();
  await calculator.getByLabel('Length (feet)').fill('10');
  await calculator.getByLabel('Width (feet)').fill('15');
  await calculator.getByLabel('Average depth (feet)').fill('3');
  await button.click();
  const results = calculator.getByRole('region', { name: 'Your Pond Specifications' });
  await expect(results).toContainText('3,366 gallons');
  await expect(results).toContainText('450 cu ft');
  await expect(results.getByRole('img', { name: /Plan view/ })).toBeVisible();
  // Styled by its own sheet despite the page's hostile CSS.
  expect(await button.evaluate((element) => getComputedStyle(element).textTransform)).toBe('none');

  const planner = results.getByRole('link', { name: /Pond Planner/ });
  await expect(planner).toHaveAttribute('href', `${SITE_URL}/pond-planner?partner=riverside-garden`);
  await expect(planner).toHaveAttribute('target', '_blank');

  expect(await pondEvents(page)).toEqual([
    { name: 'pond-ready', detail: { version: 1, widget: 'calculator', kitVersion: expect.any(String) } },
    {
      name: 'pond-calculated',
      detail: {
        version: 1,
        widget: 'calculator',
        shape: 'rectangular',
        dimensions: { shape: 'rectangular', length: 10, width: 15, depth: 3 },
        gallons: 3366,
      },
    },
  ]);
  expect(await cspViolations(page)).toEqual([]);
  // The calculator does not load styled-components: no 'styled' chunk.
  expect(widgetFiles.some((file) => /\/chunks\/styled-/.test(file))).toBe(false);
});

test('<pond-planner> on a partner page saves a plan and a lead naming the partner, and tells the page pond-plan-created', async ({
  page,
}) => {
  await page.goto(`${PARTNER_URL}/planner`);
  const planner = page.locator('pond-planner');
  await planner.getByRole('button', { name: 'Continue' }).click();
  await expect(planner.getByRole('alert').filter({ hasText: 'Missing information' })).toBeVisible();
  const email = `partner-plan-${Date.now()}@example.com`;
  await createPlan(
    planner,
    {
      pondType: 'garden',
      length: '8',
      width: '6',
      depth: '2',
      state: 'WA',
      sunExposure: 'partial-shade',
      budget: '3000-5000',
      timeline: 'planning-only',
    },
    { name: 'Pat Partner', email },
  );

  const expected = estimatePondPlan({
    pondType: 'garden',
    length: 8,
    width: 6,
    depth: 2,
    state: 'WA',
    sunExposure: 'partial-shade',
  });
  await expect(planner.getByTestId('cost-range')).toHaveText(expected.costEstimate.costRange);
  await expect(planner.getByRole('heading', { name: 'Rainfall Management' })).toBeVisible();

  const rows = await sql(
    `select 'lead' as kind, source, partner, page_origin from public.lead_submissions where email = $1
     union all
     select 'plan', source, partner, page_origin from public.pond_planner_submissions where email = $1
     order by kind`,
    [email],
  );
  expect(rows).toEqual([
    { kind: 'lead', source: 'widget:pond-planner', partner: 'riverside-garden', page_origin: PARTNER_URL },
    { kind: 'plan', source: 'widget:pond-planner', partner: 'riverside-garden', page_origin: PARTNER_URL },
  ]);
  // The copy is queued, then sent by the job worker.
  await expect
    .poll(async () => sql(`select status from public.email_outbox where to_email = $1`, [email]), {
      timeout: 20_000,
    })
    .toEqual([{ status: 'sent' }]);

  const events = await pondEvents(page);
  expect(events.find((event) => event.name === 'pond-plan-created')).toEqual({
    name: 'pond-plan-created',
    detail: {
      version: 1,
      widget: 'planner',
      pondType: 'garden',
      costRange: { min: expected.costEstimate.minCost, max: expected.costEstimate.maxCost },
      partner: 'riverside-garden',
    },
  });
  expect(JSON.stringify(events)).not.toContain(email);
  expect(JSON.stringify(events)).not.toContain('Pat Partner');
  expect(await cspViolations(page)).toEqual([]);
});

test('our planner opened from a partner’s calculator credits that partner', async ({ page }) => {
  await openIsland(page, '/pond-planner?partner=riverside-garden', 'pond-planner');
  const email = `credited-plan-${Date.now()}@example.com`;
  await createPlan(
    page,
    {
      pondType: 'ecosystem',
      length: '10',
      width: '10',
      depth: '2',
      state: 'OH',
      sunExposure: 'full-sun',
      budget: 'not-sure',
      timeline: '3-6-months',
    },
    { name: 'Jo Banks', email },
  );
  await expect(page.getByTestId('cost-range')).toBeVisible();
  expect(await sql(`select partner from public.lead_submissions where email = $1`, [email])).toEqual([
    { partner: 'riverside-garden' },
  ]);
});

test('the embed builder makes <pond-calculator> and <pond-planner> snippets and previews them; the planner preview saves nothing', async ({
  page,
}) => {
  await openApp(page, '/partners/embed');
  await page.getByLabel('Widget').selectOption('pond-calculator');
  await page.getByLabel('Partner id').fill('acme-ponds');
  await page.getByLabel('Tab that starts selected').selectOption('circular');
  await expect(page.getByLabel('Embed snippet')).toContainText(
    '<pond-calculator partner="acme-ponds" shape="circular"></pond-calculator>',
  );
  await expect(page.getByLabel('City')).toHaveCount(0);
  const calculator = page.locator('pond-calculator');
  await expect(calculator.getByRole('tab', { name: 'Circular' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Widget').selectOption('pond-planner');
  await expect(page.getByLabel('Embed snippet')).toContainText(
    '<pond-planner partner="acme-ponds"></pond-planner>',
  );
  const planner = page.locator('pond-planner[preview]');
  const email = `preview-plan-${Date.now()}@example.com`;
  await createPlan(
    planner,
    {
      pondType: 'koi',
      length: '10',
      width: '8',
      depth: '3',
      state: 'TX',
      sunExposure: 'full-sun',
      budget: 'not-sure',
      timeline: 'planning-only',
    },
    { name: 'Pat Preview', email },
  );
  await expect(planner.getByTestId('cost-range')).toBeVisible();
  // Nothing saved, and so no promise of an emailed copy.
  await expect(planner.getByText(/We will email you a copy/)).toHaveCount(0);
  expect(await sql('select 1 from public.pond_planner_submissions where email = $1', [email])).toEqual([]);
});
