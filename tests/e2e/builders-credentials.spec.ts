// The trade's own credentials are checks like a licence: a builder sends their Certified Aquascape
// Contractor number, staff look it up and record it, and the profile and the directory's filter show
// it while it holds; an unknown credential is refused beside the field.
import { CHECK_MESSAGES } from '@pond/core';
import { createStaffAccount, sql } from './db.ts';
import { signInAsBuilderOf } from './builder-sign-in.ts';
import { addAustinListings, forgetListings, openProfile, stamp } from './fixtures/builders.ts';
import { fitsAPhone } from './phone.ts';
import { signIn } from './staff.ts';
import { expect, test, type Page } from './test.ts';

const name = `Certified Koi Co ${stamp}`;
let listing = '';

test.beforeAll(async () => {
  [listing] = (await addAustinListings([{ name: 'Certified Koi Co' }])) as [string];
});

test.afterAll(() => forgetListings([listing]));

/** Whether Austin's builders, filtered to Certified Aquascape Contractors (the address holds it), list this one. */
async function inFilter(page: Page): Promise<number> {
  await page.goto('/pond-builders-near-me?q=Austin%2C+TX&credential=aquascape_cac');
  return page.getByRole('article').filter({ hasText: name }).count();
}

test('staff record a Certified Aquascape Contractor check: the profile and the filter show it until it ends', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsBuilderOf(page, listing, `certified-${stamp}@claim-ponds.example`);
  await page.getByRole('link', { name: 'Verification' }).click();
  const form = page.getByRole('form', { name: 'Send a document to check' });

  // Bad input: a credential that is not one of ours (a tampered form) is refused beside the field.
  await form.getByLabel('What it is').evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Pond wizard', 'pond_wizard'));
    select.value = 'pond_wizard';
  });
  await form.getByLabel('Number (licence, policy, entity or member number)').fill('CAC-4410');
  await form
    .getByLabel('Issued by (board, insurance company, state office or trade body)')
    .fill('Aquascape, Inc.');
  await form.getByRole('button', { name: 'Send for Checking' }).click();
  await expect(page.getByText(CHECK_MESSAGES.kind)).toBeVisible();
  expect(await sql('select id from public.builder_checks where contractor_id = $1', [listing])).toEqual([]);

  await form.getByLabel('What it is').selectOption({ label: 'Certified Aquascape Contractor' });
  await form.getByLabel('Number (licence, policy, entity or member number)').fill('CAC-4410');
  await form
    .getByLabel('Issued by (board, insurance company, state office or trade body)')
    .fill('Aquascape, Inc.');
  await form.getByLabel('Ends on').fill(new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Send for Checking' }).click();
  await expect(page.getByText('Waiting for our check.')).toBeVisible();

  // Sent is not checked: nothing shows yet.
  const homeowner = await page.context().newPage();
  expect(await inFilter(homeowner)).toBe(0);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, await createStaffAccount(), '/admin/builders');
  await page.getByRole('link', { name: `${name}: 1 waiting` }).click();
  const record = page.getByRole('form', { name: 'Record the check of CAC-4410' });
  await record
    .getByLabel('Public source you checked (address)')
    .fill('https://www.aquascapeinc.com/find-a-certified-aquascape-contractor');
  await record.getByLabel('What it showed, or why you decline').fill('listed');
  await record.getByRole('button', { name: 'Verified' }).click();
  await expect(page.getByText(/^Verified \(listed\); counts until/)).toBeVisible();

  await expect.poll(() => inFilter(homeowner), { timeout: 5_000, intervals: [100] }).toBe(1);
  await fitsAPhone(homeowner);
  await openProfile(homeowner, listing);
  const panel = homeowner.getByRole('region', { name: 'What we checked' });
  await expect(panel).toContainText(
    'Certified Aquascape Contractor with Aquascape, Inc. (#CAC-4410), listed',
  );
  await expect(panel.getByRole('link', { name: 'the public source' })).toHaveAttribute(
    'href',
    'https://www.aquascapeinc.com/find-a-certified-aquascape-contractor',
  );
  // A credential is not what Verified means.
  await expect(homeowner.getByRole('link', { name: '✓ Verified' })).toHaveCount(0);

  // Its last day passes: it leaves the profile and the filter by itself.
  await sql(`update public.builder_checks set valid_until = current_date - 1 where contractor_id = $1`, [
    listing,
  ]);
  await expect.poll(() => inFilter(homeowner), { timeout: 5_000, intervals: [100] }).toBe(0);
  await openProfile(homeowner, listing);
  await expect(homeowner.getByRole('region', { name: 'What we checked' })).not.toContainText(
    'Certified Aquascape Contractor',
  );
});
