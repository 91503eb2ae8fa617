// The directory search: a place typed as people type it, its filters and pages in the address, the
// order of its results, and what it says when nothing matches.
import { sql } from './db.ts';
import { cards, location, open, places, townWithoutBuilders } from './fixtures/directory.ts';
import { expect, test, type Locator, type Page } from './test.ts';

async function search(page: Page, text: string) {
  await location(page).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
  await expect(page.getByText('Finding pond contractors...')).toHaveCount(0);
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

test('a search matching more than 1,000 builders says so instead of counting them all', async ({ page }) => {
  await open(page, '/pond-builders-near-me?rating=3');
  await expect(page.getByText(/^Showing 1–9 of more than 1,000 pond builders$/)).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
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
