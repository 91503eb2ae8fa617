// A claim without a known business email goes to staff, who approve it; the claimant then keeps
// the listing.
import { createStaffAccount, mailTo } from './db.ts';
import { addAustinListings, forgetListings, stamp } from './fixtures/builders.ts';
import { signInLinkMailedTo, signInWithLink } from './partner-sign-in.ts';
import { fitsAPhone } from './phone.ts';
import { signIn } from './staff.ts';
import { expect, test } from './test.ts';

let withoutEmail = '';

test.beforeAll(async () => {
  [withoutEmail] = (await addAustinListings([{ name: 'Handchecked Ponds' }])) as [string];
});

test.afterAll(() => forgetListings([withoutEmail]));

test('a claim without a known business email goes to staff, who approve it; the claimant then keeps the listing', async ({
  page,
}) => {
  const claimant = `maria-${stamp}@claim-ponds.example`;
  await page.goto(`/builders/claim/${withoutEmail}`);
  await expect(page.getByText('We hold no business email for this listing')).toBeVisible();
  await page.getByLabel('Your name').fill('Maria Lopez');
  await page.getByLabel('Your email').fill(claimant);
  await page.getByLabel('Phone for a call back').fill('512 555 0142');
  await page.getByLabel('Your business website').fill('https://claim-ponds.example');
  await page.getByLabel('How can we check it is your business?').fill('Call the shop after 3pm.');
  await page.getByRole('button', { name: 'Send My Claim' }).click();
  await expect(page.getByText('Our team will check your claim')).toBeVisible();

  const staff = await createStaffAccount();
  await signIn(page, staff, '/admin/builders');
  await expect(page.getByRole('heading', { name: 'Claims' })).toBeVisible();
  const claim = page.getByRole('listitem', { name: `Claim of Handchecked Ponds ${stamp} by ${claimant}` });
  await expect(claim).toContainText('Call the shop after 3pm.');
  await fitsAPhone(page);
  await expect(claim).toContainText('Email on the listing’s website (none held): no');
  await expect(claim).toContainText(
    'Email on the website they gave (https://claim-ponds.example): yes — check that this site is this business',
  );
  await claim.getByRole('button', { name: 'Approve' }).click();
  await expect(claim).toContainText('approved');
  await expect
    .poll(async () => (await mailTo(claimant)).map((mail) => mail.subject))
    .toContain(`Your claim of Handchecked Ponds ${stamp} is approved`);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/builders/sign-in');
  await page.getByLabel('Email').fill(claimant);
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await signInWithLink(page, await signInLinkMailedTo(claimant));
  await expect(page.getByLabel('Business name, as homeowners see it')).toHaveValue(
    `Handchecked Ponds ${stamp}`,
  );
});
