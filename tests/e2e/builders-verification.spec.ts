// Verified means checked: staff verify a builder's insurance against its source and the profile says
// so until it ends, and no page calls a builder verified whose checks do not hold.
import { isVerified } from '@pond/core';
import { violations } from './axe.ts';
import { createStaffAccount, sql } from './db.ts';
import { accessToken, signInAsBuilderOf } from './builder-sign-in.ts';
import { addAustinListings, forgetListings, openProfile, stamp } from './fixtures/builders.ts';
import { renamedExecutable } from './photos.ts';
import { fitsAPhone } from './phone.ts';
import { signIn } from './staff.ts';
import { expect, test } from './test.ts';

let insured = '';

test.beforeAll(async () => {
  [insured] = (await addAustinListings([{ name: 'Insured Ponds' }])) as [string];
});

test.afterAll(async () => {
  // The badge journey leaves its check on an Austin builder of the seed only if it stops early.
  await sql(`delete from public.builder_checks where number = 'GL-E2E'`);
  await forgetListings([insured]);
});

test('a builder sends their insurance, staff verify it against its source: the profile says Verified and what was checked, until it ends', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const builder = `insured-${stamp}@claim-ponds.example`;
  await signInAsBuilderOf(page, insured, builder);
  await page.getByRole('link', { name: 'Verification' }).click();
  const form = page.getByRole('form', { name: 'Send a document to check' });
  await form.getByLabel('What it is').selectOption('insurance');
  await form.getByLabel('Number (licence, policy, entity or member number)').fill('GL-77881');
  await form
    .getByLabel('Issued by (board, insurance company, state office or trade body)')
    .fill('Lone Star Mutual');
  await form.getByLabel('Coverage in dollars (insurance)').fill('$1,000,000');
  // Bad input: no end date for insurance is refused beside the field, nothing stored.
  await form.getByRole('button', { name: 'Send for Checking' }).click();
  await expect(
    form.getByText('Enter the day it ends, today or later. Insurance always has one.'),
  ).toBeVisible();
  expect(await sql('select id from public.builder_checks where contractor_id = $1', [insured])).toEqual([]);
  const ends = new Date(Date.now() + 200 * 86_400_000);
  await form.getByLabel('Ends on').fill(ends.toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Send for Checking' }).click();
  await expect(page.getByText('Waiting for our check.')).toBeVisible();
  // Its certificate: a renamed program is refused; a PDF is kept, for this builder and staff only.
  const attach = page.getByRole('form', { name: 'Attach the certificate' });
  await attach
    .getByLabel('Certificate of insurance (PDF, JPEG or PNG, up to 10 MB)')
    .setInputFiles(renamedExecutable());
  await attach.getByRole('button', { name: 'Attach Certificate' }).click();
  await expect(page.getByRole('alert').first()).toContainText(
    'Attach the certificate as a PDF, or a JPEG or PNG photo of it.',
  );
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  await attach
    .getByLabel('Certificate of insurance (PDF, JPEG or PNG, up to 10 MB)')
    .setInputFiles({ name: 'coi.pdf', mimeType: 'application/pdf', buffer: pdf });
  await attach.getByRole('button', { name: 'Attach Certificate' }).click();
  await expect(page.getByText('Certificate attached: only you and our staff can open it.')).toBeVisible();
  const [{ id: checkId }] = (await sql<{ id: string }>(
    'select id::text from public.builder_checks where contractor_id = $1',
    [insured],
  )) as [{ id: string }];
  const certificate = `/api/certificates/${checkId}`;
  const own = await page.request.get(certificate, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect([own.status(), own.headers()['content-type'], own.headers()['cache-control']]).toEqual([
    200,
    'application/pdf',
    'private, no-store',
  ]);
  expect((await page.request.get(certificate)).status()).toBe(401);
  await fitsAPhone(page);

  const profile = await page.context().newPage();
  await openProfile(profile, insured);
  const panel = profile.getByRole('region', { name: 'What we checked' });
  await expect(panel).toContainText('General liability insuranceNot checked yet');
  await expect(profile.getByRole('link', { name: '✓ Verified' })).toHaveCount(0);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, await createStaffAccount(), '/admin/builders');
  await page.getByRole('link', { name: `Insured Ponds ${stamp}: 1 waiting` }).click();
  await expect(page.getByRole('button', { name: 'Open the Certificate' })).toBeVisible();
  await fitsAPhone(page);
  const asStaff = await page.request.get(certificate, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(asStaff.status()).toBe(200);
  const record = page.getByRole('form', { name: 'Record the check of GL-77881' });
  await record
    .getByLabel('Public source you checked (address)')
    .fill('https://www.tdi.texas.gov/consumer/lookup.html');
  await record.getByLabel('What it showed, or why you decline').fill('in force');
  await record.getByRole('button', { name: 'Verified' }).click();
  await expect(page.getByText(/^Verified \(in force\); counts until/)).toBeVisible();

  const spoken = ends.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect
    .poll(async () => {
      await openProfile(profile, insured);
      return profile.getByRole('link', { name: '✓ Verified' }).count();
    })
    .toBe(1);
  await expect(panel).toContainText(
    `General liability insurance with Lone Star Mutual, $1,000,000 coverage, until ${spoken}`,
  );
  await expect(panel).toContainText('Texas does not license pond construction.');
  await expect(panel).toContainText('Business registrationNot checked yet');
  await expect(panel.getByRole('link', { name: 'the public source' })).toHaveAttribute(
    'href',
    'https://www.tdi.texas.gov/consumer/lookup.html',
  );
  expect(await violations(profile)).toEqual([]);

  // Its last day passes: the badge goes by itself (no one edits the page).
  await sql(`update public.builder_checks set valid_until = current_date - 1 where contractor_id = $1`, [
    insured,
  ]);
  await expect
    .poll(async () => {
      await openProfile(profile, insured);
      return profile.getByRole('link', { name: '✓ Verified' }).count();
    })
    .toBe(0);
  await expect(panel).toContainText('General liability insuranceNot checked yet');
});

test('no page calls a builder verified whose checks do not hold, and the site never says "vetted"', async ({
  page,
}) => {
  for (const path of ['/', '/get-quotes', '/about', '/about/verification', '/states/tx/austin']) {
    await page.goto(path);
    expect((await page.locator('body').innerText()).toLowerCase(), path).not.toContain('vetted');
  }
  await page.goto('/about/verification');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How We Verify Pond Builders');
  await expect(page.getByText(/^A builder is Verified when our staff have checked/)).toBeVisible();
  // Every profile the Austin page links that wears the badge belongs to a builder the database calls verified.
  await page.goto('/states/tx/austin');
  const profiles = await page
    .locator('a[href^="/states/tx/austin/"]')
    .evaluateAll((links) =>
      [
        ...new Set(
          links
            .map((link) => link.getAttribute('href')!)
            .filter((href) => /-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(href)),
        ),
      ].slice(0, 12),
    );
  expect(profiles.length).toBeGreaterThan(3);
  // The badge is checked against the checks themselves (what builder_verification says holds today,
  // by core's rule), not against the column the page reads.
  const today = new Date().toISOString().slice(0, 10);
  // One of them insured and checked, as staff leave a check: it must wear the badge.
  const first = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(profiles[0]!)![1]!;
  await sql(
    `insert into public.builder_checks (contractor_id, kind, number, authority, coverage_amount, expires_on, status, outcome, source_url, checked_at, valid_until)
     values ($1, 'insurance', 'GL-E2E', 'Test Mutual', 1000000, current_date + 30, 'verified', 'in force', 'https://insurer.example', now(), current_date + 30)`,
    [first],
  );
  await expect
    .poll(async () => {
      await page.goto(profiles[0]!);
      return page.getByRole('link', { name: '✓ Verified' }).count();
    })
    .toBe(1);
  for (const path of profiles) {
    await page.goto(path);
    const badge = await page.getByRole('link', { name: '✓ Verified' }).count();
    const id = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(path)![1]!;
    const held = await sql<{ kind: 'licence' | 'insurance'; state: string | null; validUntil: string }>(
      `select kind, state, valid_until::text as "validUntil" from public.builder_verification($1)`,
      [id],
    );
    expect(badge === 1, path).toBe(isVerified('TX', held, today));
  }
  // "Verified only" on the directory: that builder, with its badge, and nobody unverified.
  await page.goto('/pond-builders-near-me?q=Austin%2C+TX&verified=1');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card).toContainText('✓ Verified');
  // And on the city page, its filter form's box (the kit's directory takes the list's place).
  await page.goto('/states/tx/austin');
  await page.getByRole('checkbox', { name: 'Verified only' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('pond-directory').getByRole('article').first()).toContainText('✓ Verified');
  await sql(`delete from public.builder_checks where number = 'GL-E2E'`);
});
