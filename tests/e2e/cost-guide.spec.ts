// The cost guide: what builders quoted through us, by place, kind and size. Pages rendered by the
// Worker from the database and shipping no script; a place with too few quotes says so and shows the
// level above; a quote a builder sends moves its pages' figures within seconds and tells the homeowner
// where it sits; staff set a quote aside with a logged reason; the planner and calculator set local
// quotes beside their formula. The local seed's sample quotes make the figures (CI's fresh stack too).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COST_TEXTS, costUrl } from '@pond/core';
import { signInAsBuilderOf } from './builder-sign-in.ts';
import { createStaffAccount, sql } from './db.ts';
import { addAustinListings, forgetListings, stamp } from './fixtures/builders.ts';
import { openIsland } from './islands.ts';
import { fitsAPhone } from './phone.ts';
import { answerPondAndPlace } from './planner.ts';
import { sitemapAddresses } from './sitemap.ts';
import { signIn } from './staff.ts';
import { expect, test, type Page } from './test.ts';

/** The quotes a page's figure rests on, as it prints them ("1,024 quotes from 611 builders"). */
async function quotesShown(page: Page, address: string): Promise<number> {
  await page.goto(address);
  const basis = await page.getByTestId('cost-basis').first().textContent();
  return Number(/([\d,]+) quotes/.exec(basis ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
}

/** The busiest city of the seed's sample quotes (a figure of its own) and a city with none. */
async function places() {
  const [busy] = await sql<{ state: string; city: string; name: string }>(
    `select c.state, c.city, (select q.city from private.cost_quotes q where q.state = c.state and q.city_slug = c.city limit 1) as name
       from private.cost_counts c
      where c.city <> '' and (c.kind, c.band, c.measure) = ('', '', 'total')
        and private.may_show_cost(c.quotes, c.builders, c.top_builder_quotes)
      order by c.quotes desc, c.state, c.city limit 1`,
  );
  const [quiet] = await sql<{ city: string; state: string }>(
    `select c.city, c.state from public.contractors c
      where c.state = $1 and not exists (select 1 from private.cost_quotes q where q.state = c.state and q.city_slug = private.city_slug(c.city))
      order by c.city limit 1`,
    [busy!.state],
  );
  return {
    busy: { stateCode: busy!.state, city: busy!.name },
    quiet: { stateCode: quiet!.state, city: quiet!.city },
  };
}

test('cost pages for the country, a state and a city; too few quotes fall back a level; no script; phones; the sitemap; linked from the city page', async ({
  page,
  request,
}) => {
  const { busy, quiet } = await places();
  const scripts: string[] = [];
  page.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(sent.url()));

  // The country: median, middle half, counts, window, the chart with its words, by size, items.
  await page.goto(costUrl(null));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What a pond costs in the US');
  await expect(page.getByTestId('cost-median')).toHaveText(/^\$[\d,]+00$/);
  await expect(page.getByTestId('cost-middle-half')).toHaveText(/^\$[\d,]+00–\$[\d,]+00$/);
  await expect(page.getByTestId('cost-basis')).toContainText(
    /[\d,]+ quotes from [\d,]+ builders\. Quotes sent \w{3} \d{4} – \w{3} \d{4}\. Last updated/,
  );
  const chart = page.getByRole('img', { name: COST_TEXTS.chartLabel });
  await expect(chart).toBeVisible();
  await expect(page.locator(`#${await chart.getAttribute('aria-describedby')}`)).toContainText(
    'All sizes: 1 in 10 quotes under $',
  );
  await expect(page.getByRole('table', { name: COST_TEXTS.bySize })).toContainText('100–200 sq ft');
  await expect(page.getByRole('list', { name: COST_TEXTS.items })).toContainText('Excavation');
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  const types = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(types.map((json) => JSON.parse(json)['@type'])).toEqual(['BreadcrumbList']);
  await fitsAPhone(page);

  // A city with a figure of its own; the state lists it.
  await page.goto(costUrl(null, { stateCode: busy.stateCode }));
  await expect(page.getByRole('link', { name: busy.city, exact: true })).toHaveAttribute(
    'href',
    costUrl(null, busy),
  );
  await page.getByRole('link', { name: busy.city, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `What a pond costs in ${busy.city}, ${busy.stateCode}`,
  );
  await expect(page.getByTestId('cost-too-few')).toHaveCount(0);
  await expect(page.getByTestId('cost-median')).toBeVisible();
  await fitsAPhone(page);

  // A city without quotes says so in words and shows its state's figures; not for search engines.
  await page.goto(costUrl('koi', quiet));
  await expect(page.getByTestId('cost-too-few')).toHaveText(
    COST_TEXTS.tooFew({ level: 'city', name: `${quiet.city}, ${quiet.stateCode}` }),
  );
  await expect(page.getByTestId('cost-fallback')).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  await fitsAPhone(page);

  // No quotes anywhere for water features (and no formula for them): said as such, never a figure.
  await page.goto(costUrl('water-feature', { stateCode: quiet.stateCode }));
  await expect(page.getByTestId('cost-estimate')).toHaveText(COST_TEXTS.noFormula);
  await expect(page.getByTestId('cost-median')).toHaveCount(0);

  // Every cost page ships no script of its own.
  expect(scripts.filter((url) => !/\/kit\/|site-script|speculation/.test(url))).toEqual([]);

  // The city's directory page and a builder's profile link to their city's cost page.
  await page.goto(
    `/states/${busy.stateCode.toLowerCase()}/${encodeURIComponent(busy.city.toLowerCase().replace(/\s+/g, '-'))}`,
  );
  await page
    .getByRole('link', { name: COST_TEXTS.link(`${busy.city}, ${busy.stateCode}`) })
    .first()
    .click();
  await expect(page).toHaveURL(costUrl(null, busy));

  // In the sitemap: the guide's pages with figures of their own, and only those.
  const { pages } = await sitemapAddresses(request);
  expect(pages).toContain(costUrl(null));
  expect(pages).toContain(costUrl(null, busy));
  expect(pages).not.toContain(costUrl('koi', quiet));
});

test.describe('a quote through the guide', () => {
  const lotusEmail = `lotus-cost-${stamp}@claim-ponds.example`;
  let lotus = '';
  let lead = '';
  let projectUrl = '';

  test.beforeAll(async () => {
    [lotus] = (await addAustinListings([{ name: 'Cost Lotus Ponds', email: lotusEmail }])) as [string];
    const [row] = await sql<{ id: string }>(
      `insert into public.lead_submissions (name, email, phone, project_type, message, city, state, pond_length_ft, pond_width_ft)
       values ('Cleo Cost', $1, '(512) 555-0190', 'Koi Pond Construction', 'A koi pond.', 'Austin', 'TX', 12, 10)
       returning id`,
      [`cleo-cost-${stamp}@claim-ponds.example`],
    );
    lead = row!.id;
    await sql(
      `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, reached_at)
       values ($1, $2, 1, 'I agree to be contacted', 'email', now())`,
      [lead, lotus],
    );
    const [link] = await sql<{ expires: string; signature: string }>(
      'select expires::text, signature from private.withdraw_link($1)',
      [lead],
    );
    projectUrl = `/withdraw-request?request=${lead}&expires=${link!.expires}&signature=${link!.signature}`;
  });

  test.afterAll(() => forgetListings([lotus]));

  test('moves its city’s, state’s and the country’s figures within seconds, tells the homeowner where it sits, and staff set it aside with a reason', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const watched = [costUrl('koi'), costUrl('koi', { stateCode: 'TX' })];
    const before: number[] = [];
    for (const address of watched) before.push(await quotesShown(page, address));

    const builder = await (await browser.newContext()).newPage();
    await signInAsBuilderOf(builder, lotus, lotusEmail);
    await builder.goto(`/builders/dashboard/requests#request-${lead}`);
    const card = builder.getByRole('article', { name: 'Request from Cleo Cost' });
    await card.getByLabel('Total in dollars').fill('12000');
    await card.getByRole('button', { name: 'Send the quote' }).click();
    await expect(card.getByRole('status')).toContainText('Quoted ($12,000)');

    // The pages were cached before the quote; each shows it within seconds (purged, not expired).
    for (const [index, address] of watched.entries())
      await expect.poll(() => quotesShown(page, address), { timeout: 10_000 }).toBe(before[index]! + 1);
    await expect
      .poll(() => quotesShown(page, costUrl(null, { stateCode: 'TX', city: 'Austin' })), { timeout: 10_000 })
      .toBeGreaterThan(0);

    // The homeowner's page: where the quote sits among local quotes for a koi pond of 120 sq ft.
    await page.goto(projectUrl);
    await expect(page.getByTestId('quote-position')).toHaveText(
      /^(lower than most|about the middle|higher than most)\. Builders (near Austin|in Texas|across the US) quoted koi ponds of 100–200 sq ft at \$[\d,]+–\$[\d,]+: the middle half of [\d,]+ quotes from [\d,]+ builders, \w{3} \d{4} – \w{3} \d{4}\.$/,
    );
    await fitsAPhone(page);

    // Staff set it aside (a reason is required), and the figures move back.
    const staff = await createStaffAccount();
    const desk = await (await browser.newContext()).newPage();
    await signIn(desk, staff, '/admin/costs');
    await desk.getByLabel('State (two letters)').fill('TX');
    await desk.getByLabel('City (as in its address)').fill('austin');
    await desk.getByRole('button', { name: 'Show' }).click();
    const row = desk.getByRole('row').filter({ hasText: 'Cost Lotus Ponds' });
    await expect(row).toContainText('$12,000');
    await row.getByLabel('Why').fill('A test quote in the journey, not a price');
    await row.getByRole('button', { name: 'Set aside' }).click();
    await expect(desk.getByRole('list', { name: 'Decisions on quotes' })).toContainText(
      'set aside the $12,000 quote in Austin, TX',
    );
    await expect(desk.getByRole('list', { name: 'Decisions on quotes' })).toContainText(
      'A test quote in the journey, not a price',
    );
    await expect(desk.getByRole('table', { name: 'Figures and their counts' })).toBeVisible();
    await fitsAPhone(desk);
    for (const [index, address] of watched.entries())
      await expect.poll(() => quotesShown(page, address), { timeout: 10_000 }).toBe(before[index]!);
  });
});

test('the planner and the calculator set what builders quoted beside their formula', async ({ page }) => {
  await openIsland(page, '/pond-planner', 'pond-planner');
  await answerPondAndPlace(page, {
    pondType: 'koi',
    length: '12',
    width: '10',
    depth: '3',
    state: 'TX',
    sunExposure: 'partial-shade',
    budget: '5000-10000',
    timeline: '1-3-months',
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Your name').fill('Cal Cost');
  await page.getByLabel('Email').fill(`cal-cost-${stamp}@example.com`);
  await page.getByRole('button', { name: 'Create Pond Plan' }).click();
  await expect(page.getByTestId('local-cost')).toHaveText(
    /^Builders (in Texas|across the US) quoted koi ponds of 100–200 sq ft at \$[\d,]+–\$[\d,]+: the middle half of [\d,]+ quotes from [\d,]+ builders, \w{3} \d{4} – \w{3} \d{4}\. See the cost guide$/,
  );
  await fitsAPhone(page);

  await openIsland(page, '/pond-calculator', 'pond-calculator');
  await page.getByLabel('Length (feet)').fill('12');
  await page.getByLabel('Width (feet)').fill('10');
  await page.getByLabel('Average depth (feet)').fill('3');
  await page.getByRole('button', { name: 'Calculate Pond Specifications' }).click();
  await expect(page.getByTestId('local-cost')).toContainText(
    'Builders across the US quoted ponds of 100–200 sq ft at $',
  );
  await page.getByTestId('local-cost').getByRole('link', { name: 'See the cost guide' }).click();
  await expect(page).toHaveURL(costUrl(null));
});

test('the sample quotes are the local seed’s alone: the production build does not carry them', async () => {
  const repo = path.resolve(import.meta.dirname, '../..');
  const server = await readFile(path.join(repo, 'site/build/server/index.js'), 'utf8');
  expect(server).not.toContain('SAMPLE_QUOTES_SEED');
  expect(server).not.toContain('generateSampleQuotes');
  const [{ samples }] = (await sql<{ samples: number }>(
    'select count(*)::int as samples from private.cost_quotes where sample and lead_id is null',
  )) as [{ samples: number }];
  expect(samples).toBeGreaterThan(0);
});
