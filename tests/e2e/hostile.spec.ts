import { randomUUID } from 'node:crypto';
import { PARTNER_URL } from './servers.ts';
import { sql } from './db.ts';
import { expect, test, type Page } from './test.ts';

// A contractor whose name and description are attacks: they must show as the text they are on
// the directory, the profile (and its JSON-LD) and a partner's widget, and never run.
const NAME = `<img src=x onerror="window.pwned='name'">Koi & Co </script><script>window.pwned='script'</script>`;
const CITY = 'Marfa';
let id = '';

test.beforeAll(async () => {
  const [row] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, postal_code, phone, rating, reviews)
     values ($1, $2, 'TX', '79843', '(432) 555-0199', 4.9, 12) returning id::text`,
    [`${NAME} ${randomUUID().slice(0, 4)}`, CITY],
  );
  id = row!.id;
});
test.afterAll(() => sql('delete from public.contractors where id = $1', [id]));

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

test('markup in a contractor’s name shows as text on the directory and profile, in JSON-LD, and never runs', async ({
  page,
}) => {
  await page.goto(`/pond-builders-near-me?q=${encodeURIComponent(`${CITY}, TX`)}`);
  const card = page.getByRole('article').filter({ hasText: 'Koi & Co' });
  await expect(card.getByRole('heading')).toContainText(NAME);
  await expectNothingRan(page);

  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(NAME);
  expect(await page.title()).toContain('<img src=x onerror=');
  await expectNothingRan(page);
  const business = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? ''))
        .find((data) => data['@type'] === 'HomeAndConstructionBusiness'),
    );
  expect(business.name).toContain(NAME);
});

test('markup in a contractor’s name shows as text in a partner’s <pond-directory>', async ({ page }) => {
  await page.goto(`${PARTNER_URL}/directory`);
  const widget = page.locator('pond-directory');
  await widget.getByRole('combobox', { name: 'Location' }).fill(`${CITY}, TX`);
  await expect(
    widget.getByRole('article').filter({ hasText: 'Koi & Co' }).getByRole('heading'),
  ).toContainText(NAME);
  await expectNothingRan(page);
});
