// A builder's requests are theirs alone: a second builder sees none of the first's (and moving its
// listing keeps the old address as a 301). A builder chooses how requests are mailed, and pauses them.
import { contractorUrl } from '@pond/core';
import { sql } from './db.ts';
import { signInAsBuilderOf } from './builder-sign-in.ts';
import {
  addAustinListings,
  claimedCreek,
  forgetListings,
  officeEmail,
  openProfile,
  stamp,
} from './fixtures/builders.ts';
import { fillQuote, humanPause } from './quote.ts';
import { fitsAPhone } from './phone.ts';
import { SITE_URL } from './servers.ts';
import { expect, test } from './test.ts';

let withEmail = '';
let holidaymaker = '';
let second = '';

test.beforeAll(async () => {
  [withEmail, holidaymaker, second] = (await addAustinListings([
    claimedCreek,
    { name: 'Holiday Ponds' },
    { name: 'Second Ponds' },
  ])) as [string, string, string];
});

test.afterAll(() => forgetListings([withEmail, holidaymaker, second]));

test('a second builder sees nothing of the first: not their requests, not their listing; a move to another city keeps the old address as a 301', async ({
  page,
}) => {
  const secondEmail = `second-${stamp}@claim-ponds.example`;
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/rest/v1/')) answers.push(await response.text().catch(() => ''));
  });
  await signInAsBuilderOf(page, second, secondEmail);
  await expect(page.getByLabel('Business name, as homeowners see it')).toHaveValue(`Second Ponds ${stamp}`);
  await page.getByRole('link', { name: 'Your requests' }).click();
  await expect(page.getByText('No homeowner has chosen you yet.')).toBeVisible();
  // A request that chose the first builder, quoted: not shown, even by its own address.
  const theirs = `theirs-${stamp}@claim-ponds.example`;
  const [first] = await sql<{ id: string }>(
    `insert into public.lead_submissions (name, email, phone, project_type, city, state)
     values ('Tess Theirs', $1, '(512) 555-0166', 'Koi Pond Construction', 'Austin', 'TX') returning id`,
    [theirs],
  );
  await sql(
    `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, outcome, quote_amount)
     values ($1, $2, 1, 'I agree to be contacted', 'email', 'quoted', 24750)`,
    [first!.id, withEmail],
  );
  await page.goto(`/builders/dashboard/requests#request-${first!.id}`);
  await expect(page.getByText('No homeowner has chosen you yet.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  for (const text of [await page.locator('main').innerText(), ...answers]) {
    expect(text).not.toContain(theirs);
    expect(text).not.toContain('Tess Theirs');
    expect(text).not.toContain(officeEmail);
    expect(text).not.toContain('24750');
  }

  // A new name and a ZIP in Dallas move the listing: its old address answers 301 to the new one.
  const oldAddress = contractorUrl({
    id: second,
    name: `Second Ponds ${stamp}`,
    city: 'Austin',
    state: 'TX',
  });
  await page.getByRole('link', { name: 'Builder Dashboard' }).click();
  await page.getByLabel('Business name, as homeowners see it').fill(`Second Water Gardens ${stamp}`);
  await page.getByLabel('ZIP code', { exact: true }).fill('75201');
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page.getByText('Saved. Your pages show it now.')).toBeVisible();
  await expect(page.getByText('city: Austin → Dallas')).toBeVisible();
  const newAddress = contractorUrl({
    id: second,
    name: `Second Water Gardens ${stamp}`,
    city: 'Dallas',
    state: 'TX',
  });
  await expect
    .poll(async () => {
      const answer = await page.request.get(oldAddress, { maxRedirects: 0 });
      return [answer.status(), new URL(answer.headers().location ?? '/', SITE_URL).pathname];
    })
    .toEqual([301, newAddress]);
  await page.goto(oldAddress);
  await expect(page).toHaveURL(new RegExp(`${newAddress}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Second Water Gardens ${stamp}`);
});

test('a builder chooses a morning digest and pauses until a day: the profile says until when, and resuming clears it', async ({
  page,
}) => {
  await signInAsBuilderOf(page, holidaymaker, `holiday-${stamp}@claim-ponds.example`);
  await page.getByLabel('One mail each morning with the new requests since the last one').check();
  await page.getByRole('button', { name: 'Save Mail Choice' }).click();
  await expect
    .poll(async () =>
      sql('select request_mail from public.builder_accounts where contractor_id = $1', [holidaymaker]),
    )
    .toEqual([{ request_mail: 'daily' }]);
  await page.reload();
  await expect(
    page.getByLabel('One mail each morning with the new requests since the last one'),
  ).toBeChecked();

  const until = new Date(Date.now() + 10 * 86_400_000);
  const day = until.toISOString().slice(0, 10);
  const spoken = until.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await page.getByLabel('Paused until (optional)').fill(day);
  await page.getByRole('button', { name: 'Pause New Requests' }).click();
  await expect(page.getByText(`Paused until ${spoken}`)).toBeVisible();
  await fitsAPhone(page);
  const profile = await page.context().newPage();
  await expect
    .poll(async () => {
      await openProfile(profile, holidaymaker);
      return profile.getByRole('note').textContent();
    })
    .toContain(`Holiday Ponds ${stamp} is on holiday until ${spoken}`);
  // Paused, it is not offered: a quote from its own profile goes to other builders.
  const offered = async () => {
    await openProfile(profile, holidaymaker);
    await fillQuote(profile, `holiday-home-${stamp}@claim-ponds.example`);
    await humanPause(profile);
    await profile.getByRole('button', { name: 'Get My Free Quotes' }).click();
    const choice = profile.getByRole('region', { name: 'Choose who hears from you' });
    await expect(choice.getByRole('checkbox').first()).toBeVisible();
    // Each offered builder is a checkbox labelled with its name.
    return choice
      .locator('label')
      .filter({ has: profile.getByRole('checkbox') })
      .allInnerTexts();
  };
  const whilePaused = await offered();
  expect(whilePaused.length).toBeGreaterThan(0);
  expect(whilePaused.join(' | ')).not.toContain(`Holiday Ponds ${stamp}`);

  await page.getByRole('button', { name: 'Take Requests Again' }).click();
  await expect(page.getByText('You are taking new requests')).toBeVisible();
  await expect
    .poll(async () => {
      await openProfile(profile, holidaymaker);
      return profile.getByText('is on holiday until').count();
    })
    .toBe(0);
  // Taking requests again, it is offered first from its own profile.
  expect((await offered())[0]).toContain(`Holiday Ponds ${stamp}`);
});
