import { expect, test, type Locator, type Page } from './test.ts';
import { forgetTestLeads, sql } from './db.ts';
import { wakeIsland } from './islands.ts';
import { fillQuote, humanPause } from './quote.ts';
import { PARTNER_URL } from './servers.ts';
import { sitemapAddresses } from './sitemap.ts';

test.afterAll(forgetTestLeads);

/** The result cards of a directory (ours, or the one in a widget's shadow root). */
const cards = (scope: Page | Locator) => scope.getByRole('article');
const places = (scope: Page | Locator) => cards(scope).locator('h3 + p').allTextContents();
const location = (scope: Page | Locator) => scope.getByRole('combobox', { name: 'Location' });

/**
 * Opens a page; on the directory search, wakes its `<pond-directory>` as a first input does (the
 * search is a content page whose filters upgrade in place) and waits until it has taken over.
 */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  if (new URL(page.url()).pathname === '/pond-builders-near-me') await wakeIsland(page, 'pond-directory');
  return response;
}

async function search(page: Page, text: string) {
  await location(page).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
  await expect(page.getByText('Finding pond contractors...')).toHaveCount(0);
}

/** A real town (it has a ZIP code) that no builder's city name contains, in a state that has builders. */
async function townWithoutBuilders(order: 'asc' | 'desc') {
  const [town] = await sql<{ city: string; state: string }>(
    `select z.city, z.state from public.zip_codes z
      where not exists (select 1 from public.contractors c where c.state = z.state and c.city ilike '%' || z.city || '%')
        and z.city ~ '^[A-Za-z]+$' order by z.state ${order}, z.city limit 1`,
  );
  return town!;
}

async function ratingsOf(scope: Page | Locator): Promise<number[]> {
  const texts = await cards(scope)
    .getByText(/^★ \d\.\d/)
    .allTextContents();
  return texts.map((text) => Number(/★ (\d\.\d)/.exec(text)![1]));
}

test('a place typed as people type it finds its builders', async ({ page }) => {
  await open(page, '/pond-builders-near-me');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Pond Builders Near You');
  // 'Searching...' shows while the typed text waits out its 300 ms.
  await location(page).pressSequentially('austin tx', { delay: 40 });
  await expect(page.getByText('Searching...')).toBeVisible();
  await expect(page).toHaveURL(/q=austin\+tx/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders in austin, TX');
  await expect(cards(page)).toHaveCount(9);
  for (const place of await places(page)) expect(place).toMatch(/^Austin, TX/);

  await search(page, 'Austin, Texas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders in Austin, TX');
  for (const place of await places(page)) expect(place).toMatch(/^Austin, TX/);

  await search(page, 'cali');
  for (const place of await places(page)) expect(place).toMatch(/, CA/);

  // A ZIP searches around itself: every card says how far it is.
  await search(page, '78701');
  const distances = await cards(page)
    .getByText(/mi away/)
    .allTextContents();
  expect(distances.length).toBeGreaterThan(0);
  expect(distances).toHaveLength(await cards(page).count());
});

test('a suggested city is picked with the keyboard alone', async ({ page }) => {
  await open(page, '/pond-builders-near-me');
  const input = location(page);
  await input.focus();
  await page.keyboard.type('hou');
  const list = page.getByRole('listbox', { name: 'Suggested cities' });
  await expect(list.getByRole('option', { name: 'Houston, TX' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const active = await input.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveText('Houston, TX');
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('Houston, TX');
  await expect(list).toBeHidden();
  await expect(page).toHaveURL(/q=Houston%2C\+TX/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders in Houston, TX');
  for (const place of await places(page)) expect(place).toMatch(/^Houston, TX/);
});

test('the rating filter and the pages live in the address, and back restores them', async ({ page }) => {
  await open(page, '/pond-builders-near-me?q=TX');
  await expect(location(page)).toHaveValue('TX');
  await expect(page.getByText(/^Showing 1–9 of \d+ pond builders/)).toBeVisible();
  const slider = page.getByRole('slider', { name: /Minimum rating/ });
  await expect(page.getByText('Any', { exact: true })).toBeVisible();
  await slider.fill('4');
  await expect(page).toHaveURL(/rating=4/);
  await expect(page.getByText('4+ stars', { exact: true })).toBeVisible();
  await expect(page.getByText('Finding pond contractors...')).toHaveCount(0);
  for (const rating of await ratingsOf(page)) expect(rating).toBeGreaterThanOrEqual(4);
  const firstPage = await cards(page).locator('h3').allTextContents();

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/rating=4.*page=2|page=2.*rating=4/);
  await expect(page.getByText(/^Showing 10–18 of/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
  expect(await cards(page).locator('h3').allTextContents()).not.toEqual(firstPage);

  // A new filter starts again on page 1.
  await page.getByLabel('Sort by').selectOption('reviews');
  await expect(page).toHaveURL(/sort=reviews/);
  await expect(page).not.toHaveURL(/page=/);

  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Showing 10–18 of/)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(/^Showing 1–9 of/)).toBeVisible();
  expect(await cards(page).locator('h3').allTextContents()).toEqual(firstPage);
  await page.goBack();
  await expect(page).not.toHaveURL(/rating=/);
  await expect(slider).toHaveValue('0');
  await page.goForward();
  await expect(slider).toHaveValue('4');
});

test('a ZIP with a radius lists builders nearest first with their distances', async ({ page }) => {
  await open(page, '/pond-builders-near-me?q=78701');
  await expect(page.getByLabel('Distance from ZIP code')).toHaveValue('25');
  await expect(page.getByLabel('Sort by')).toHaveValue('distance');
  const miles = async () =>
    (
      await cards(page)
        .getByText(/mi away/)
        .allTextContents()
    ).map((text) => Number(/([\d.]+) mi/.exec(text)![1]));
  const near = await miles();
  expect(near.length).toBeGreaterThan(1);
  expect(near).toEqual([...near].sort((a, b) => a - b));
  for (const distance of near) expect(distance).toBeLessThanOrEqual(25);

  await page.getByLabel('Distance from ZIP code').selectOption('100');
  await expect(page).toHaveURL(/radius=100/);
  await expect(page.getByText('Finding pond contractors...')).toHaveCount(0);
  const total = async () =>
    Number(/of ([\d,]+)/.exec((await page.getByText(/^Showing/).textContent())!)![1]!.replace(',', ''));
  const wide = await total();
  await page.getByLabel('Distance from ZIP code').selectOption('10');
  await expect(page).toHaveURL(/radius=10(?!0)/);
  await expect(page.getByText('Finding pond contractors...')).toHaveCount(0);
  expect(await total()).toBeLessThan(wide);
  for (const distance of await miles()) expect(distance).toBeLessThanOrEqual(10);
});

test('the order switches between best rated, most reviewed and nearest', async ({ page }) => {
  await open(page, '/pond-builders-near-me?q=CA');
  await expect(location(page)).toHaveValue('CA');
  await expect(page.getByText('Finding pond contractors...')).toHaveCount(0);
  const rated = await ratingsOf(page);
  expect(rated).toEqual([...rated].sort((a, b) => b - a));
  // Nearest needs a ZIP to be near.
  await expect(page.getByLabel('Sort by').locator('option')).toHaveText(['Best rated', 'Most reviewed']);
  await page.getByLabel('Sort by').selectOption('reviews');
  await expect(page).toHaveURL(/sort=reviews/);
  await expect(page.getByText('Finding pond contractors...')).toHaveCount(0);
  const reviews = (
    await cards(page)
      .getByText(/on other sites$/)
      .allTextContents()
  ).map((text) => Number(/· ([\d,]+) on other sites/.exec(text)![1]!.replaceAll(',', '')));
  expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
  // The first card is California's most reviewed builder.
  const [mostReviewed] = await sql<{ reviews: number }>(
    `select reviews from public.contractors where state = 'CA' order by reviews desc nulls last limit 1`,
  );
  expect(reviews[0]).toBe(mostReviewed!.reviews);
});

test('when nothing matches, the fallback says what it shows instead', async ({ page }) => {
  // A real town with no builders, in a state that has some.
  const town = await townWithoutBuilders('asc');
  await open(page, `/pond-builders-near-me?q=${encodeURIComponent(`${town.city}, ${town.state}`)}`);
  await expect(page.getByRole('status').filter({ hasText: 'No pond builders found in' })).toContainText(
    `No pond builders found in ${town.city},`,
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'so here are pond builders elsewhere in' }),
  ).toBeVisible();
  for (const place of await places(page)) expect(place).toContain(`, ${town.state}`);

  // Nothing within 10 miles of a remote ZIP: the best rated nationwide, and it says so.
  const [remote] = await sql<{ zip: string }>(
    `select z.zip from public.zip_codes z
      where not exists (select 1 from public.contractors c
        where extensions.earth_box(extensions.ll_to_earth(z.latitude, z.longitude), 160934) operator(extensions.@>) c.position)
      order by z.zip limit 1`,
  );
  await open(page, `/pond-builders-near-me?q=${remote!.zip}&radius=10`);
  await expect(
    page.getByText(
      `No pond builders found near ${remote!.zip}, so here are the best rated pond builders nationwide.`,
    ),
  ).toBeVisible();
  // Spec §7: the national fallback is the 10 best rated, on one page.
  await expect(cards(page)).toHaveCount(10);
});

test('a city page lists its builders with copy of its own; a city without builders says so', async ({
  page,
}) => {
  await open(page, '/states/tx/austin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders In Austin, Texas');
  await expect(page).toHaveTitle('Pond Builders in Austin, Texas | Find Pond Contractors');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'States',
    'Texas',
  ]);
  await expect(cards(page)).toHaveCount(9);
  const [austin] = await sql<{ n: string }>(
    `select count(*) as n from public.contractors where state = 'TX' and city_key = 'austin'`,
  );
  const about = page.getByRole('region', { name: 'Building a pond in Austin' });
  await expect(about.getByRole('paragraph')).toHaveCount(3);
  await expect(about).toContainText(`${austin!.n} pond builders`);
  // Nearby cities with builders are linked, and their pages exist.
  const nearby = about.getByRole('link').first();
  await nearby.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pond Builders In');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText('No contractors found for this location.')).toHaveCount(0);

  // A quote panel with its picture.
  await open(page, '/states/tx/austin');
  await expect(page.getByRole('heading', { name: 'Get Free Quotes in Austin' })).toBeVisible();
  await expect(page.getByRole('img', { name: /A finished garden pond/ })).toBeVisible();

  const town = await townWithoutBuilders('desc');
  const response = await open(page, `/states/${town.state.toLowerCase()}/${town.city.toLowerCase()}`);
  expect(response!.status()).toBe(200);
  await expect(
    page.getByText('No contractors found for this location. Try adjusting your search or filters.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(town.city);
});

test('searching a city with its state on a city page goes to that city’s page (spec §5)', async ({
  page,
}) => {
  await page.goto('/states/tx/austin');
  const filters = page.getByRole('search', { name: 'Filter pond builders' });
  await filters.getByLabel('Location').fill('Dallas, TX');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/states\/tx\/dallas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders In Dallas, Texas');
  // On the directory itself it filters instead.
  await open(page, '/pond-builders-near-me');
  await location(page).fill('Dallas, TX');
  await expect(page).toHaveURL(/\/pond-builders-near-me\?q=Dallas/);
});

async function aContractor() {
  const [contractor] = await sql<{ id: string; name: string; city: string; state: string }>(
    `select id::text, name, city, state from public.contractors
      where city = 'Austin' and state = 'TX' and phone is not null and reviews > 0 order by name limit 1`,
  );
  return contractor!;
}

test('a profile opens by its pretty address, by its bare id and by the legacy route', async ({ page }) => {
  const contractor = await aContractor();
  for (const path of [`/states/tx/austin/${contractor.id}`, `/pond-contractors/austin-tx/${contractor.id}`]) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contractor.name);
    await expect(
      page.getByRole('heading', { name: `Get Free Quotes From ${contractor.name}` }),
    ).toBeVisible();
    // Wherever it was opened, its canonical address is the pretty one.
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`/states/tx/austin/[a-z0-9-]+-${contractor.id}$`),
    );
  }
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ }).first()).toHaveAttribute(
    'href',
    /^tel:/,
  );
  // A card of its city leads to a profile, which links back to up to six others.
  await open(page, '/states/tx/austin');
  const first = cards(page).first().locator('h3 a');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const others = page.getByRole('region', { name: 'Other pond builders in Austin' }).getByRole('listitem');
  expect(await others.count()).toBeGreaterThan(0);
  expect(await others.count()).toBeLessThanOrEqual(6);
});

test('a search matching more than 1,000 builders says so instead of counting them all', async ({ page }) => {
  await open(page, '/pond-builders-near-me?rating=3');
  await expect(page.getByText(/^Showing 1–9 of more than 1,000 pond builders$/)).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
});

test('a profile that does not exist answers 404 and says so', async ({ page }) => {
  const response = await open(page, '/states/tx/austin/gone-ponds-00000000-0000-4000-8000-000000000000');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contractor Not Found');
  await expect(page.getByText('Contractor not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Contractors' })).toHaveAttribute(
    'href',
    '/pond-builders-near-me',
  );
  const legacy = await open(page, '/pond-contractors/austin-tx/00000000-0000-4000-8000-000000000000');
  expect(legacy!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contractor Not Found');
  const city = await open(page, '/states/tx/no-such-town-anywhere');
  expect(city!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! We can't find that page");
});

test('a quote from a profile lands with the contractor, and with the partner whose widget sent the visitor', async ({
  page,
}) => {
  const contractor = await aContractor();
  const email = `profile-${Date.now()}@example.com`;
  await open(page, `/states/tx/austin/${contractor.id}?partner=riverside-garden`);
  const form = await fillQuote(page, email);
  await humanPause(page);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await page.getByRole('button', { name: /^Send my request to \d builders?$/ }).click();
  await expect(
    page.getByText(`We've received your request for ${contractor.name}. They'll be in touch soon.`),
  ).toBeVisible();
  const rows = await sql(
    'select contractor_id::text, contractor_name, partner from public.lead_submissions where email = $1',
    [email],
  );
  expect(rows).toEqual([
    { contractor_id: contractor.id, contractor_name: contractor.name, partner: 'riverside-garden' },
  ]);
});

test('city and profile pages arrive as finished HTML with their JSON-LD', async ({ request }) => {
  const city = await request.get('/states/tx/austin');
  expect(city.status()).toBe(200);
  const cityHtml = await city.text();
  expect(cityHtml).toContain('<h1>Pond Builders In Austin, Texas</h1>');
  expect(cityHtml).toContain(
    '<link rel="canonical" href="https://www.pondbuildersdirect.com/states/tx/austin"',
  );
  expect(cityHtml).toContain('"@type":"BreadcrumbList"');
  expect(cityHtml).toMatch(/<meta name="description" content="Compare \d+ pond builders in Austin, Texas/);
  expect(cityHtml).toMatch(/Showing 1–9 of/);

  const contractor = await aContractor();
  const profile = await request.get(
    `/states/tx/austin/${contractor.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${contractor.id}`,
  );
  expect(profile.status()).toBe(200);
  const html = await profile.text();
  expect(html).toContain(`Get Free Quotes From ${contractor.name.replace(/&/g, '&amp;')}`);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const business = blocks.find((block) => block['@type'] === 'HomeAndConstructionBusiness');
  expect(business).toMatchObject({
    name: contractor.name,
    priceRange: '$$$',
    address: { addressLocality: 'Austin', addressRegion: 'TX' },
    makesOffer: { itemOffered: { name: 'Pond Construction Service' } },
  });
  expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);

  const { pages } = await sitemapAddresses(request);
  expect(pages).toContain('/states/tx/austin');
  expect(pages.some((address) => address.endsWith(`-${contractor.id}`))).toBe(true);
  expect((await request.get('/states/tx/austin/x-00000000-0000-4000-8000-000000000000')).status()).toBe(404);
});

test('<pond-directory> on a partner page searches and pages inside itself, and its links carry the partner', async ({
  page,
}) => {
  await open(page, `${PARTNER_URL}/directory`);
  const widget = page.locator('pond-directory');
  await expect(cards(widget)).toHaveCount(6);
  for (const place of await places(widget)) expect(place).toMatch(/^Austin, TX/);
  const profile = cards(widget).first().getByRole('link').first();
  await expect(profile).toHaveAttribute(
    'href',
    /^http:\/\/localhost:3100\/states\/tx\/austin\/.+\?partner=riverside-garden$/,
  );
  await expect(profile).toHaveAttribute('target', '_blank');

  await widget.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(widget.getByText(/^Showing 7–12 of/)).toBeVisible();
  await location(widget).fill('Dallas, TX');
  await expect(widget.getByText(/^Showing 1–6 of/)).toBeVisible();
  for (const place of await places(widget)) expect(place).toMatch(/^Dallas, TX/);
  // The partner's address never changes.
  expect(page.url()).toBe(`${PARTNER_URL}/directory`);

  // The link opens our profile in a new tab, and a quote sent there credits the partner.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), profile.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(tab.url()).searchParams.get('partner')).toBe('riverside-garden');
});

test('on a phone the filters open and close with the Filters button; on a wide screen they stay', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/pond-builders-near-me');
  const toggle = page.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(location(page)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(location(page)).toBeVisible();
  await toggle.click();
  await expect(location(page)).toBeHidden();
  // One column of cards on a phone.
  const [first, second] = await cards(page).evaluateAll((elements) =>
    elements.slice(0, 2).map((element) => element.getBoundingClientRect().left),
  );
  expect(first).toBe(second);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(toggle).toBeHidden();
  await expect(location(page)).toBeVisible();
  const lefts = await cards(page).evaluateAll((elements) =>
    elements.slice(0, 3).map((element) => element.getBoundingClientRect().left),
  );
  expect(new Set(lefts).size).toBe(3);
});
