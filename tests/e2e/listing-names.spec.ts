import { LISTING_MESSAGES } from '@pond/core';
import { signInAsBuilderOf } from './builder-sign-in.ts';
import { createStaffAccount, forgetTestAccounts, sql } from './db.ts';
import { signIn } from './staff.ts';
import { expect, test } from './test.ts';

// Our badges are ours: a builder cannot name a listing "✓ Verified" or "Top Rated"; staff set a name
// that truly carries such a word, and the builder keeps it through their own edits.

const stamp = Date.now();
let listing = '';

test.beforeAll(async () => {
  const [row] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, postal_code) values ($1, 'Austin', 'TX', '78701') returning id::text`,
    [`Badge Test Ponds ${stamp}`],
  );
  listing = row!.id;
});
test.afterAll(async () => {
  await sql('delete from public.contractors where id = $1', [listing]);
  await forgetTestAccounts();
});

test('a name with our badges is refused with a message; staff allow the true name and the builder keeps it', async ({
  page,
  browser,
}) => {
  await signInAsBuilderOf(page, listing, `badge-${stamp}@ponddirect.test`);
  const name = page.getByLabel('Business name, as homeowners see it');
  await name.fill(`Acme ✓ Verified · ★ 5.0 ${stamp}`);
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page.getByText(LISTING_MESSAGES.nameBadge)).toBeVisible();
  await page.getByLabel('About your business').fill('The top rated koi ponds in Austin.');
  await name.fill(`Badge Test Ponds ${stamp}`);
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page.getByText(LISTING_MESSAGES.descriptionBadge)).toBeVisible();
  expect((await sql('select name, description from public.contractors where id = $1', [listing]))[0]).toEqual(
    {
      name: `Badge Test Ponds ${stamp}`,
      description: null,
    },
  );

  // Staff check the business and set its true name from the listing's changes.
  const staff = await browser.newPage();
  await signIn(staff, await createStaffAccount(), '/admin/builders');
  await expect(staff.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await staff.goto(`/admin/builders?builder=${listing}`);
  await staff.getByLabel('The business’s name').fill(`Verified Koi Works ${stamp}`);
  await staff.getByRole('button', { name: 'Allow and Set This Name' }).click();
  await expect(staff.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await sql<{ name: string }>('select name from public.contractors where id = $1', [listing]))[0]!
          .name,
    )
    .toBe(`Verified Koi Works ${stamp}`);

  // The builder saves their listing again: the allowed name stays.
  await page.reload();
  await expect(name).toHaveValue(`Verified Koi Works ${stamp}`);
  await page.getByLabel('About your business').fill('Koi ponds across Austin.');
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page.getByText('Saved. Your pages show it now.')).toBeVisible();
  expect(
    (await sql<{ name: string }>('select name from public.contractors where id = $1', [listing]))[0]!.name,
  ).toBe(`Verified Koi Works ${stamp}`);
});
