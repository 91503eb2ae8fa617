import { estimatePondPlan } from '@pond/core';
import { expect, test, type Page } from '@playwright/test';
import { forgetTestLeads, sql } from './db.ts';
import { PARTNER_URL, SITE_URL } from './servers.ts';

// <pond-calculator> and <pond-planner> on the partner demo: another origin, hostile CSS, a strict
// nonce CSP (issue 7 of 9).
test.afterAll(forgetTestLeads);

const pondEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { pondEvents: { name: string; detail: unknown }[] }).pondEvents);
const cspViolations = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { cspViolations: unknown[] }).cspViolations);
};

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
  await planner.getByLabel('Pond type').selectOption('garden');
  await planner.getByLabel('Length (feet)').fill('8');
  await planner.getByLabel('Width (feet)').fill('6');
  await planner.getByLabel('Depth (feet)').fill('2');
  await planner.getByRole('button', { name: 'Continue' }).click();
  await planner.getByLabel('State', { exact: true }).selectOption('WA');
  await planner.getByLabel('Sun exposure').selectOption('partial-shade');
  await planner.getByLabel('Budget').selectOption('3000-5000');
  await planner.getByLabel('Timeline').selectOption('planning-only');
  await planner.getByRole('button', { name: 'Continue' }).click();
  const email = `partner-plan-${Date.now()}@example.com`;
  await planner.getByLabel('Your name').fill('Pat Partner');
  await planner.getByLabel('Email').fill(email);
  await planner.getByRole('button', { name: 'Create Pond Plan' }).click();

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
  expect(await sql(`select status from public.email_outbox where to_email = $1`, [email])).toEqual([
    { status: 'queued' },
  ]);

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
  await page.goto('/pond-planner?partner=riverside-garden');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Pond type').selectOption('ecosystem');
  await page.getByLabel('Length (feet)').fill('10');
  await page.getByLabel('Width (feet)').fill('10');
  await page.getByLabel('Depth (feet)').fill('2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('State', { exact: true }).selectOption('OH');
  await page.getByLabel('Sun exposure').selectOption('full-sun');
  await page.getByLabel('Budget').selectOption('not-sure');
  await page.getByLabel('Timeline').selectOption('3-6-months');
  await page.getByRole('button', { name: 'Continue' }).click();
  const email = `credited-plan-${Date.now()}@example.com`;
  await page.getByLabel('Your name').fill('Jo Banks');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Pond Plan' }).click();
  await expect(page.getByTestId('cost-range')).toBeVisible();
  expect(await sql(`select partner from public.lead_submissions where email = $1`, [email])).toEqual([
    { partner: 'riverside-garden' },
  ]);
});

test('the embed builder makes <pond-calculator> and <pond-planner> snippets and previews them; the planner preview saves nothing', async ({
  page,
}) => {
  await page.goto('/partners/embed');
  await page.waitForLoadState('networkidle');
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
  await planner.getByLabel('Pond type').selectOption('koi');
  await planner.getByLabel('Length (feet)').fill('10');
  await planner.getByLabel('Width (feet)').fill('8');
  await planner.getByLabel('Depth (feet)').fill('3');
  await planner.getByRole('button', { name: 'Continue' }).click();
  await planner.getByLabel('State', { exact: true }).selectOption('TX');
  await planner.getByLabel('Sun exposure').selectOption('full-sun');
  await planner.getByLabel('Budget').selectOption('not-sure');
  await planner.getByLabel('Timeline').selectOption('planning-only');
  await planner.getByRole('button', { name: 'Continue' }).click();
  const email = `preview-plan-${Date.now()}@example.com`;
  await planner.getByLabel('Your name').fill('Pat Preview');
  await planner.getByLabel('Email').fill(email);
  await planner.getByRole('button', { name: 'Create Pond Plan' }).click();
  await expect(planner.getByTestId('cost-range')).toBeVisible();
  // Nothing saved, and so no promise of an emailed copy.
  await expect(planner.getByText(/We will email you a copy/)).toHaveCount(0);
  expect(await sql('select 1 from public.pond_planner_submissions where email = $1', [email])).toEqual([]);
});
