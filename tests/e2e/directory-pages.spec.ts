// The directory's own pages: a city's page and a builder's profile, as a visitor opens them and as
// they arrive (finished HTML with their JSON-LD), and the 404 of one that does not exist.
import { sql } from './db.ts';
import { aContractor, cards, location, open, townWithoutBuilders } from './fixtures/directory.ts';
import { sitemapAddresses } from './sitemap.ts';
import { expect, test } from './test.ts';

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
  // Three paragraphs of its own, then the way to what ponds cost here.
  await expect(about.getByRole('paragraph')).toHaveCount(4);
  await expect(about.getByRole('link', { name: 'What a pond costs in Austin, TX' })).toHaveAttribute(
    'href',
    '/pond-cost/tx/austin',
  );
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
