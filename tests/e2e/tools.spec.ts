import { calculatePond, estimatePondPlan, formatNumber } from '@pond/core';
import { expect, test, type Page } from './test.ts';
import { forgetTestLeads, mailTo, sql, whileDatabaseIsDown } from './db.ts';
import { holdRequests } from './hold.ts';
import { answerPondAndPlace } from './planner.ts';
import { openIsland } from './islands.ts';

// The pond planner and the pond calculator on our site, against the local stack.
test.afterAll(forgetTestLeads);

/** The planner's or the calculator's page, its island woken as a visitor wakes it. */
async function open(page: Page, path: string) {
  await openIsland(page, path, path.startsWith('/pond-planner') ? 'pond-planner' : 'pond-calculator');
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

const KOI_IN_TEXAS = {
  pondType: 'koi',
  length: '12',
  width: '10',
  depth: '3',
  state: 'TX',
  sunExposure: 'full-sun',
  budget: '5000-10000',
  timeline: '1-3-months',
};

/** Steps 1 and 2 of the planner, filled as a homeowner would, with a feature; on to step 3. */
async function fillPondAndPlace(page: Page) {
  await answerPondAndPlace(page, KOI_IN_TEXAS);
  await page.getByLabel('Features you would like (optional)').fill('a small waterfall');
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: How can we reach you?' })).toBeVisible();
}

test('the planner guards steps 1 and 2, goes back and forth, and saves a plan, its lead and the emailed copy', async ({
  page,
}) => {
  await open(page, '/pond-planner');
  await continueButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Missing information' })).toContainText(
    'Please fill out all required fields to continue.',
  );
  await expect(page.getByText('Please select a pond type')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Step 1 of 4/ })).toBeVisible();
  await expect(page.getByLabel('Depth (feet)')).toHaveAttribute('step', '0.5');
  await expect(page.getByLabel('Depth (feet)')).toHaveAttribute('min', '0.5');
  await expect(page.getByLabel('Length (feet)')).toHaveAttribute('min', '1');

  await fillPondAndPlace(page);
  // Back twice keeps what was typed; the completed steps carry a tick.
  await expect(page.locator('[data-state="done"]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Budget')).toHaveValue('5000-10000');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Length (feet)')).toHaveValue('12');
  await continueButton(page).click();
  await continueButton(page).click();

  const email = `planner-${Date.now()}@example.com`;
  await page.getByLabel('Your name').fill('Jo Banks');
  await page.getByLabel('Email').fill(email);
  // The save is held until the button has been seen while it runs.
  const { hold, release } = holdRequests();
  await page.route('**/rest/v1/rpc/save_pond_plan', hold);
  await page.getByRole('button', { name: 'Create Pond Plan' }).click();
  await expect(page.getByRole('button', { name: 'Generating Plan...' })).toBeDisabled();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Pond plan created!' })).toContainText(
    "Your custom pond plan has been generated and saved. We'll be in touch soon!",
  );

  const expected = estimatePondPlan({
    pondType: 'koi',
    length: 12,
    width: 10,
    depth: 3,
    state: 'TX',
    sunExposure: 'full-sun',
  });
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Your Pond Plan' })).toBeVisible();
  await expect(page.getByTestId('cost-range')).toHaveText(expected.costEstimate.costRange);
  await expect(page.getByText(`We will email you a copy of this plan at ${email}.`)).toBeVisible();
  const breakdown = page.getByRole('table', { name: 'Cost breakdown' });
  await expect(breakdown.getByRole('row', { name: /Pond Liner/ })).toContainText(
    `$${formatNumber(expected.costEstimate.breakdown.equipment.liner.min)}`,
  );
  await expect(page.getByRole('heading', { name: 'UV Clarifier' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Heat Management' })).toBeVisible();

  const [plan] = await sql<Record<string, unknown>>(
    `select id::text, cost_estimate_min, cost_estimate_max, features, source from public.pond_planner_submissions where email = $1`,
    [email],
  );
  expect(plan).toMatchObject({
    cost_estimate_min: expected.costEstimate.minCost,
    cost_estimate_max: expected.costEstimate.maxCost,
    features: 'a small waterfall',
    source: '/pond-planner',
  });
  const leads = await sql(
    `select project_type, phone, location from public.lead_submissions where email = $1`,
    [email],
  );
  expect(leads).toEqual([{ project_type: 'Pond Planner: koi', phone: 'No phone provided', location: 'TX' }]);
  const outbox = await sql(
    `select template, status, payload ->> 'plan_id' as plan_id from public.email_outbox where to_email = $1`,
    [email],
  );
  expect(outbox).toEqual([{ template: 'planner-copy', status: expect.any(String), plan_id: plan!.id }]);
  // The job worker sends the copy the results promise, with the link that withdraws the plan's request.
  // (The copy waits 5 s for the plan's request, which it links to.)
  await expect
    .poll(async () => (await mailTo(email)).map((mail) => mail.subject), { timeout: 20_000 })
    .toEqual(['Your pond plan from Pond Builders Direct']);
  const [copy] = await mailTo(email);
  expect(copy!.text).toContain('Estimated cost:');
  expect(copy!.text).toMatch(/\/withdraw-request\?request=[0-9a-f-]{36}&expires=\d+&signature=/);

  await page.getByRole('button', { name: 'Start Over' }).click();
  await expect(page.getByRole('heading', { name: /^Step 1 of 4/ })).toBeVisible();
  await expect(page.getByLabel('Length (feet)')).toHaveValue('');
});

test('with the database down the planner says "Submission error", stays on step 3 with the input kept, and saves once it is back', async ({
  page,
}) => {
  await open(page, '/pond-planner');
  await fillPondAndPlace(page);
  const email = `planner-down-${Date.now()}@example.com`;
  await page.getByLabel('Your name').fill('Jo Banks');
  await page.getByLabel('Email').fill(email);
  await whileDatabaseIsDown(async () => {
    await page.getByRole('button', { name: 'Create Pond Plan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Submission error' })).toContainText(
      'There was a problem saving your information. Please try again.',
    );
  });
  await expect(page.getByRole('heading', { name: /^Step 3 of 4/ })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Jo Banks');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByTestId('cost-range')).toHaveCount(0);
  expect(await sql(`select 1 from public.pond_planner_submissions where email = $1`, [email])).toEqual([]);

  await page.getByRole('button', { name: 'Create Pond Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Your Pond Plan' })).toBeVisible();
  expect(await sql(`select 1 from public.pond_planner_submissions where email = $1`, [email])).toHaveLength(
    1,
  );
});

const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate Pond Specifications' });

test('the calculator sizes a 10 × 15 × 3 ft rectangle: 450 cu ft, 3,366 gallons, and a to-scale drawing', async ({
  page,
}) => {
  await open(page, '/pond-calculator');
  await expect(page.getByText('Enter your pond dimensions and click calculate to see results')).toBeVisible();
  await expect(calculate(page)).toBeDisabled();
  await page.getByLabel('Length (feet)').fill('10');
  await page.getByLabel('Width (feet)').fill('15');
  await expect(calculate(page)).toBeDisabled();
  await page.getByLabel('Average depth (feet)').fill('0');
  await expect(calculate(page)).toBeDisabled();
  await page.getByLabel('Average depth (feet)').fill('3');
  await expect(calculate(page)).toBeEnabled();
  await calculate(page).click();

  const results = page.getByRole('region', { name: 'Your Pond Specifications' });
  await expect(results).toContainText('450 cu ft');
  await expect(results).toContainText('3,366 gallons');
  await expect(results).toContainText('$16,830 - $50,490');
  await expect(results).toContainText('414 sq ft');
  await expect(results.getByRole('link', { name: /Pond Planner/ })).toHaveAttribute('href', '/pond-planner');

  // The plan view is to scale: the pond's drawn sides over the drawing's scale are its feet.
  const plan = results.locator('svg[data-view="plan"]');
  const drawn = await plan.evaluate((svg) => {
    const scale = Number(svg.getAttribute('data-scale'));
    const size = (part: string) => {
      const shape = svg.querySelector(`[data-part="${part}"]`)!;
      return [Number(shape.getAttribute('width')) / scale, Number(shape.getAttribute('height')) / scale];
    };
    return { pond: size('pond'), liner: size('liner') };
  });
  expect(drawn.pond.map((feet) => Math.round(feet * 100) / 100)).toEqual([10, 15]);
  expect(drawn.liner.map((feet) => Math.round(feet * 100) / 100)).toEqual([18, 23]);
  await expect(plan).toContainText('10 ft');
  await expect(plan).toContainText('Liner 18 ft × 23 ft');
  const section = results.locator('svg[data-view="section"]');
  await expect(section).toContainText('3 ft deep');
  // Each picture is an image with a title and the caption that states every figure.
  await expect(
    results.getByRole('img', { name: 'Plan view of the pond on its liner sheet, to scale' }),
  ).toHaveAccessibleDescription(
    'Plan: a rectangular pond 10 ft long and 15 ft wide, on a liner sheet 18 ft by 23 ft. Cross-section: 15 ft across and 3 ft deep, the liner running 1 ft past each edge.',
  );
  await expect(results.getByRole('img', { name: /Cross-section/ })).toHaveAccessibleDescription(
    /15 ft across and 3 ft deep/,
  );
});

test('the circular and irregular tabs and the fish load give what @pond/core computes', async ({ page }) => {
  await open(page, '/pond-calculator');
  const results = page.getByRole('region', { name: 'Your Pond Specifications' });

  await page.getByRole('tab', { name: 'Circular' }).click();
  await expect(calculate(page)).toBeDisabled();
  await page.getByLabel('Diameter (feet)').fill('8');
  await page.getByLabel('Average depth (feet)').fill('2');
  await page.getByLabel(/^Medium/).check();
  await calculate(page).click();
  const circle = calculatePond({ shape: 'circular', diameter: 8, depth: 2 }, 'medium')!;
  await expect(results).toContainText(`${formatNumber(circle.gallons)} gallons`);
  await expect(results).toContainText(`${formatNumber(circle.fish)} inches of fish`);
  await expect(results.locator('svg[data-view="plan"] ellipse[data-part="pond"]')).toHaveCount(1);

  // Arrow keys move between tabs; each tab keeps what was typed in it.
  await page.getByRole('tab', { name: 'Circular' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Irregular' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Surface area (square feet)')).toHaveAttribute('step', '1');
  await page.getByLabel('Surface area (square feet)').fill('1200');
  await page.getByLabel('Average depth (feet)').fill('2.5');
  await page.getByLabel(/^High/).check();
  await calculate(page).click();
  const irregular = calculatePond({ shape: 'irregular', surfaceArea: 1200, depth: 2.5 }, 'high')!;
  await expect(results).toContainText(`${formatNumber(irregular.gallons)} gallons`);
  await expect(results).toContainText(`${formatNumber(irregular.volume, 2)} cu ft`);
  await expect(results).toContainText(`${formatNumber(irregular.fish)} inches of fish`);

  await page.getByRole('tab', { name: 'Circular' }).click();
  await expect(page.getByLabel('Diameter (feet)')).toHaveValue('8');
  await expect(page.getByLabel(/^High/)).toBeChecked();
});

test('the calculator page carries the spec’s panels, guidelines, sizes and FAQ', async ({ page }) => {
  await open(page, '/pond-calculator');
  for (const heading of [
    'Accurate Planning',
    'Ecosystem Balance',
    'Budget Estimation',
    'Need Professional Help?',
    'Popular Pond Sizes',
    'Pond Types',
    'Pond Design Guidelines',
  ])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find pond builders by state' })).toHaveAttribute(
    'href',
    '/states',
  );
  await expect(page.getByText('Recommended for beginners')).toBeVisible();
  await expect(page.getByLabel(/^Low/)).toBeChecked();
  await expect(page.locator('summary', { hasText: 'How is the pond volume calculated?' })).toBeVisible();
  const faq = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(
    faq.some((block) => block.includes('"FAQPage"') && block.includes('What size liner do I need?')),
  ).toBe(true);
});
