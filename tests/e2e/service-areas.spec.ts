// A builder based outside a city is found on its page once their area reaches it: they set the miles
// they travel on their dashboard, and Austin's page (rendered by the Worker, purged by the places the
// change affects) lists them within seconds, labelled; fewer miles take them off again.
import { sql } from './db.ts';
import { signInAsBuilderOf } from './builder-sign-in.ts';
import { forgetListings, stamp } from './fixtures/builders.ts';
import { fitsAPhone } from './phone.ts';
import { expect, test, type Page } from './test.ts';

const name = `Round Rock Water Gardens ${stamp}`;
const email = `round-rock-${stamp}@claim-ponds.example`;
let listing = '';

test.beforeAll(async () => {
  // Five stars from many reviews, so it leads Austin's five-star builders where it appears.
  const [row] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, postal_code, rating, reviews)
     values ($1, 'Round Rock', 'TX', '78664', 5.0, 900) returning id`,
    [name],
  );
  listing = row!.id;
});

test.afterAll(() => forgetListings([listing]));

/** The builder's card on Austin's page (five stars from many reviews: on its first page), as a homeowner loads it now. */
const austinCard = (page: Page) => page.getByRole('article').filter({ hasText: name });

async function saveMiles(page: Page, miles: string) {
  await page.getByLabel('Or the miles you travel from your ZIP code').fill(miles);
  await page.getByRole('button', { name: 'Save Listing' }).click();
}

/** Polls Austin's page until the builder's card count is `count`; returns the milliseconds it took. */
async function austinShows(page: Page, count: number, since: number): Promise<number> {
  await expect
    .poll(
      async () => {
        await page.goto('/states/tx/austin');
        return austinCard(page).count();
      },
      { timeout: 5_000, intervals: [100] },
    )
    .toBe(count);
  return Date.now() - since;
}

test('a builder sets 40 miles and is on Austin’s page within 5 s, labelled; 5 miles takes them off; bad areas are refused beside the field', async ({
  page,
}) => {
  const homeowner = await page.context().newPage();
  await homeowner.goto('/states/tx/austin');
  await expect(austinCard(homeowner)).toHaveCount(0);

  await signInAsBuilderOf(page, listing, email);

  // Bad input: refused beside its field, nothing stored.
  await saveMiles(page, '500');
  await expect(page.getByText('Enter a radius from 1 to 250 miles, or leave it empty.')).toBeVisible();
  await saveMiles(page, '0');
  await expect(page.getByText('Enter a radius from 1 to 250 miles, or leave it empty.')).toBeVisible();
  await page.getByLabel('Or the miles you travel from your ZIP code').fill('');
  await page
    .getByLabel('Cities you serve')
    .fill(Array.from({ length: 200 }, (_, i) => `Town ${i + 1}`).join(', '));
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page.getByText('List at most 20 cities, each at most 100 characters.')).toBeVisible();
  expect(
    await sql('select service_radius_miles, service_cities from public.contractors where id = $1', [listing]),
  ).toEqual([{ service_radius_miles: null, service_cities: [] }]);
  await page.getByLabel('Cities you serve').fill('');

  await saveMiles(page, '40');
  await expect(page.getByText('Saved. Your pages show it now.')).toBeVisible();
  const tookIn = await austinShows(homeowner, 1, Date.now());
  expect(tookIn).toBeLessThan(5_000);
  await expect(austinCard(homeowner)).toContainText('Based in Round Rock · serves Austin');
  await fitsAPhone(homeowner);

  // The profile says where they work, in words.
  await homeowner.goto(`/states/tx/round-rock/${listing}`);
  await expect(homeowner.getByText('Within 40 miles of Round Rock, TX.')).toBeVisible();

  await saveMiles(page, '5');
  // The change log's line for this save, not the last save's notice.
  await expect(page.getByText(/40 → 5/)).toBeVisible();
  expect(await austinShows(homeowner, 0, Date.now())).toBeLessThan(5_000);
});
