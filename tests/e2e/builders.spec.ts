// A builder claims their listing by the mailed link, keeps it true from the dashboard
// (the profile shows each change within seconds, no build), and bad input is refused with a message
// and stores nothing; a claim without a known email goes to staff, who approve it.
import { contractorUrl, isVerified } from '@pond/core';
import { violations } from './axe.ts';
import { createStaffAccount, forgetTestAccounts, mailTo, sql } from './db.ts';
import { accessToken, signInAsBuilderOf } from './builder-sign-in.ts';
import { signInLinkMailedTo, signInMailsTo, signInWithLink } from './partner-sign-in.ts';
import {
  fortyMegabytes,
  iphoneHeic,
  phoneJpeg,
  renamedExecutable,
  scriptInExif,
  servedMetadata,
  smallPng,
  uploadPhoto,
} from './photos.ts';
import { fillQuote, humanPause } from './quote.ts';
import { layoutShift, watchLayoutShift } from './layout-shift.ts';
import { fitsAPhone } from './phone.ts';
import { SITE_URL } from './servers.ts';
import { signIn } from './staff.ts';
import { expect, test, type Page } from './test.ts';

const stamp = Date.now();
const officeEmail = `office-${stamp}@claim-ponds.example`;
let withEmail = '';
let withoutEmail = '';
let photographer = '';
let holidaymaker = '';
let insured = '';
let second = '';

test.beforeAll(async () => {
  const rows = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, postal_code, phone) values
       ('Claimed Creek Ponds ${stamp}', 'Austin', 'TX', '78701', '(512) 555-0110'),
       ('Handchecked Ponds ${stamp}', 'Austin', 'TX', '78701', null),
       ('Photo Check Ponds ${stamp}', 'Austin', 'TX', '78701', null),
       ('Holiday Ponds ${stamp}', 'Austin', 'TX', '78701', null),
       ('Insured Ponds ${stamp}', 'Austin', 'TX', '78701', null),
       ('Second Ponds ${stamp}', 'Austin', 'TX', '78701', null)
     returning id`,
  );
  [withEmail, withoutEmail, photographer, holidaymaker, insured, second] = rows.map((row) => row.id) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  await sql('insert into public.contractor_emails (contractor_id, email) values ($1, $2)', [
    withEmail,
    officeEmail,
  ]);
});

test.afterAll(async () => {
  await sql(`delete from public.lead_submissions where email like '%-${stamp}@claim-ponds.example'`);
  await sql('delete from public.contractors where id = any($1)', [
    [withEmail, withoutEmail, photographer, holidaymaker, insured, second],
  ]);
  await sql(`delete from auth.users where email like '%-${stamp}@claim-ponds.example'`);
  await forgetTestAccounts();
});

/** The profile's address, from its bare id (the Worker answers 301 to the current one). */
async function openProfile(page: Page, id: string) {
  await page.goto(`/states/tx/austin/${id}`);
}

test('a builder claims the listing by the mailed link, edits it (on the profile within 5 s), and answers a request that chose them', async ({
  page,
}) => {
  // A builder's first hour on the site, from claim to quote: longer than one page's journey.
  test.setTimeout(180_000);
  await openProfile(page, withEmail);
  await page.getByRole('link', { name: 'Claim this listing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Claim Claimed Creek Ponds ${stamp}`);
  await expect(page.getByText('We hold o•••@claim-ponds.example')).toBeVisible();
  await fitsAPhone(page);
  // Another address is refused with what to do instead.
  await page.getByLabel('Business email').fill(`someone-${stamp}@claim-ponds.example`);
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'That is not the business email we hold for this listing',
  );
  await page.getByLabel('Business email').fill(officeEmail);
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await expect(page.getByText('Check your business mailbox for a sign-in link.')).toBeVisible();

  await signInWithLink(page, await signInLinkMailedTo(officeEmail));
  await expect(page.getByRole('heading', { name: 'Your listing' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${officeEmail}.`)).toBeVisible();
  await fitsAPhone(page);

  // Bad input: refused beside the field, nothing stored.
  await page.getByLabel('Phone').fill('call the office');
  await page.getByLabel('About your business').fill('x'.repeat(10_000));
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page.getByText('Enter a phone number with digits only')).toBeVisible();
  await expect(page.getByText('Keep the description to 1,500 characters or fewer.')).toBeVisible();
  expect(
    (await sql('select phone, description from public.contractors where id = $1', [withEmail]))[0],
  ).toEqual({
    phone: '(512) 555-0110',
    description: null,
  });

  await page.getByLabel('Phone').fill('(512) 555-0177');
  await page.getByLabel('About your business').fill('Koi ponds and waterfalls across Austin since 2004.');
  await page.getByLabel('Koi Pond Construction').check();
  await page.getByLabel('Year founded').fill('2004');
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page.getByText('Saved. Your pages show it now.')).toBeVisible();
  const saved = Date.now();
  await expect(page.getByText('phone: (512) 555-0110 → (512) 555-0177')).toBeVisible();

  // The profile (rendered by the Worker, purged on change) shows it, well within 5 s.
  const profile = await page.context().newPage();
  await expect
    .poll(
      async () => {
        await openProfile(profile, withEmail);
        return profile.getByRole('link', { name: '(512) 555-0177' }).count();
      },
      { timeout: 5_000, intervals: [100] },
    )
    .toBe(1);
  expect(Date.now() - saved).toBeLessThan(5_000);
  await expect(profile.getByText('Koi ponds and waterfalls across Austin since 2004.')).toBeVisible();
  await expect(profile.getByText('In business since 2004')).toBeVisible();
  await expect(profile.getByRole('listitem').filter({ hasText: 'Koi Pond Construction' })).toBeVisible();

  // Three photos: an iPhone HEIC, a phone's 12 MB JPEG carrying GPS, and a PNG.
  await page.getByRole('link', { name: 'Your photos' }).click();
  await expect(page.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
  const jpeg = await phoneJpeg();
  expect(jpeg.buffer.length).toBeGreaterThan(11 * 1024 * 1024);
  expect(jpeg.buffer.length).toBeLessThan(15 * 1024 * 1024);
  await uploadPhoto(page, iphoneHeic(), { caption: 'Rainbow koi pond at dusk' });
  await expect(page.getByText('Photo 1 of 1.')).toBeVisible();
  await uploadPhoto(page, jpeg, { caption: 'Backyard pond with a stone waterfall', city: 'Round Rock' });
  await expect(page.getByText('Photo 2 of 2.')).toBeVisible();
  await uploadPhoto(page, await smallPng(), {
    caption: 'Garden stream',
    projectType: 'Water Feature Installation',
  });
  await expect(page.getByText('Photo 3 of 3.')).toBeVisible();
  // Each is made ready by the job queue; the page looks again by itself.
  await expect(page.getByText('On your profile.')).toHaveCount(3, { timeout: 30_000 });
  await fitsAPhone(page);
  expect(await violations(page)).toEqual([]);

  // A phone's viewport from the first load, so the gallery's photos below the fold load lazily.
  await profile.setViewportSize({ width: 390, height: 844 });
  await watchLayoutShift(profile);
  await expect
    .poll(
      async () => {
        await openProfile(profile, withEmail);
        return profile
          .getByRole('region', { name: `Ponds by Claimed Creek Ponds ${stamp}` })
          .getByRole('img')
          .count();
      },
      { timeout: 10_000, intervals: [200] },
    )
    .toBe(3);
  const gallery = profile.getByRole('region', { name: `Ponds by Claimed Creek Ponds ${stamp}` });
  await expect(gallery.getByRole('link', { name: /^Photo 2 of 3, full size: Backyard pond/ })).toBeVisible();
  await expect(gallery.getByText('Koi Pond Construction · Round Rock')).toBeVisible();
  const photo = gallery.getByRole('img', { name: 'Backyard pond with a stone waterfall' });
  await expect(photo).toHaveAttribute('loading', 'lazy');
  const avif = await gallery.locator('source[type="image/avif"]').nth(1).getAttribute('srcset');
  expect(avif).toMatch(/^\/photos\/[0-9a-f-]{36}\/320\.avif 320w, .+1600\.avif 1600w$/);
  // The files served have none of the phone's metadata: no GPS, no camera.
  for (const file of avif!.split(', ').map((entry) => entry.split(' ')[0]!)) {
    const { headers, meta } = await servedMetadata(profile, file);
    expect(headers['content-type']).toBe('image/avif');
    expect(headers['cache-control']).toBe('public, max-age=86400');
    expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
  }
  // Lazy below the fold, sized in advance: scrolled through and every photo loaded, nothing moved.
  await expect(gallery.getByRole('img').last()).toHaveAttribute('loading', 'lazy');
  await gallery.getByRole('img').last().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      gallery
        .getByRole('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  expect(await layoutShift(profile)).toBe(0);
  // The gallery at 320 px and to axe: every photo named by its caption, reachable in order.
  await fitsAPhone(profile);
  expect(await violations(profile)).toEqual([]);
  const largest = await servedMetadata(profile, (await photo.getAttribute('src'))!.replace('640', '1600'));
  expect(largest.meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
  expect(largest.meta.exif).toBeUndefined();
  // Shared and structured data name the builder's first photo, by its absolute address.
  const ogImage = await profile.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/^https?:\/\/[^/]+\/photos\/[0-9a-f-]{36}\/640\.webp$/);
  const business = JSON.parse(
    (await profile.locator('script[type="application/ld+json"]').allTextContents()).find((text) =>
      text.includes('HomeAndConstructionBusiness'),
    )!,
  ) as { image: string; description: string; openingHoursSpecification?: unknown };
  expect(business.image).toBe(ogImage);
  expect(business.description).toBe('Koi ponds and waterfalls across Austin since 2004.');
  // The first photo is the listing's picture, on its directory card too (rated first in Austin by an
  // import, so its card is on the city page's first page).
  await sql('update public.contractors set rating = 5, reviews = 100000 where id = $1', [withEmail]);
  await profile.goto('/states/tx/austin');
  const card = profile.getByRole('article').filter({ hasText: `Claimed Creek Ponds ${stamp}` });
  await expect(card.locator('img')).toHaveAttribute('srcset', /\/photos\/[0-9a-f-]{36}\/320\.webp 320w/);
  await page.getByRole('link', { name: 'Builder Dashboard' }).click();

  // A homeowner picks this builder; the builder (still signed in) marks contacted, then quoted; the
  // homeowner's request page shows it and the quote mail arrives.
  const homeowner = `homeowner-${stamp}@claim-ponds.example`;
  const visitor = await page.context().browser()!.newContext();
  const home = await visitor.newPage();
  await openProfile(home, withEmail);
  const form = await fillQuote(home, homeowner);
  await humanPause(home);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  // This builder first, and one more: two in all.
  const choice = home.getByRole('region', { name: 'Choose who hears from you' });
  const boxes = choice.getByRole('checkbox');
  await expect(boxes.first()).toBeChecked();
  await expect(boxes.first()).toHaveAccessibleName(new RegExp(`Claimed Creek Ponds ${stamp}`));
  for (let box = 2; box < (await boxes.count()); box++) await boxes.nth(box).uncheck();
  await home.getByRole('button', { name: 'Send my request to 2 builders' }).click();
  await expect(home.getByText(/We've received your request for Claimed Creek Ponds/)).toBeVisible();
  const [{ lead }] = (await sql<{ lead: string }>(
    'select id as lead from public.lead_submissions where email = $1',
    [homeowner],
  )) as [{ lead: string }];

  // The builder's mail for it links straight to it.
  const requestMail = async () => (await mailTo(officeEmail)).find((mail) => mail.text.includes(lead));
  await expect.poll(async () => (await requestMail()) !== undefined).toBe(true);
  const requestLink = new URL(
    /https?:\/\/\S+\/builders\/dashboard\/requests#request-\S+/.exec((await requestMail())!.text)![0],
  );
  await page.goto(requestLink.pathname + requestLink.hash);
  const request = page.getByRole('article', { name: 'Request from Jo Banks' });
  await expect(page.locator(`#request-${lead}`)).toBeFocused();
  await expect(request).toBeInViewport();
  await expect(request).toContainText('You are one of 2 builders this homeowner chose');
  await expect(request).toContainText(homeowner);
  await fitsAPhone(page);
  await request.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(request.getByRole('status')).toContainText('Contacted');
  await request.getByLabel('Quote in dollars (optional)').fill('18500');
  await request.getByRole('button', { name: 'Mark quoted' }).click();
  await expect(request.getByRole('status')).toContainText('Quoted ($18,500)');

  await expect
    .poll(async () => (await mailTo(homeowner)).map((mail) => mail.subject))
    .toContain(`Claimed Creek Ponds ${stamp} sent you a quote`);
  const confirmation = (await mailTo(homeowner)).find((mail) => mail.text.includes('/withdraw-request?'))!;
  await home.goto(/https?:\/\/\S+\/withdraw-request\?\S+/.exec(confirmation.text)![0]);
  // The request's own page: the request, who it went to, and how far each got (contact and quote).
  await expect(home.getByRole('heading', { level: 1 })).toHaveText('Your quote request');
  await expect(home.getByText('A 10 x 8 ft koi pond.')).toBeVisible();
  const builders = home.getByRole('list', { name: 'Builders you chose' });
  await expect(builders.getByRole('listitem')).toHaveCount(2);
  const today = new Date().toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(
    builders.getByRole('listitem').filter({ hasText: `Claimed Creek Ponds ${stamp}` }),
  ).toContainText(`Contacted you on ${today}. Sent a quote: $18,500`);
  await expect(builders.getByRole('listitem').nth(1)).toContainText('Not yet contacted');
  await fitsAPhone(home);

  // In a browser not signed in, the mail's link asks for a sign-in, then opens the request itself.
  const elsewhere = await page.context().browser()!.newContext();
  const away = await elsewhere.newPage();
  await away.goto(requestLink.pathname + requestLink.hash);
  const earlier = await signInMailsTo(officeEmail);
  // A link a minute after the last, as the auth service allows: the first one is made older here.
  await sql(
    `update auth.one_time_tokens set created_at = created_at - interval '2 minutes'
      where user_id = (select id from auth.users where email = $1)`,
    [officeEmail],
  );
  await away.getByRole('link', { name: 'Sign in' }).click();
  await away.getByLabel('Email').fill(officeEmail);
  await away.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await signInWithLink(away, await signInLinkMailedTo(officeEmail, earlier));
  await expect(away).toHaveURL(new RegExp(`/builders/dashboard/requests#request-${lead}$`));
  await expect(away.locator(`#request-${lead}`)).toBeFocused();
  await elsewhere.close();
  await expect(home.getByRole('button', { name: 'Withdraw my request' })).toBeVisible();
  await visitor.close();
});

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

test('bad photos are refused with what to do and nothing is stored; a photo staff hide leaves the page and the cache', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsBuilderOf(page, photographer, `photos-${stamp}@claim-ponds.example`);
  await page.goto('/builders/dashboard/photos');
  const form = page.getByRole('form', { name: 'Add a photo' });
  const refusals: [Parameters<typeof uploadPhoto>[1], string][] = [
    [fortyMegabytes(), 'This file is 40.0 MB; photos can be up to 15 MB. Export a smaller copy'],
    [renamedExecutable(), 'This file is not a photo we can take: upload a JPEG, PNG, WebP or HEIC'],
    [await scriptInExif(), 'This photo carries code in its hidden details'],
  ];
  for (const [file, message] of refusals) {
    await uploadPhoto(page, file, { caption: 'A pond' });
    await expect(form.getByRole('alert')).toContainText(message);
  }
  // The same files sent straight to the Worker, past the page's checks, are refused there too.
  const token = await accessToken(page);
  const direct = (file: Parameters<typeof uploadPhoto>[1]) =>
    page.request.post('/api/photos', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { photo: file, caption: 'A pond', projectType: 'Koi Pond Construction', city: 'Austin' },
    });
  for (const [file, message, status] of [
    [fortyMegabytes(), 'This file is 40.0 MB', 413],
    [renamedExecutable(), 'This file is not a photo', 415],
    [await scriptInExif(), 'This photo carries code', 415],
  ] as const) {
    const answer = await direct(file);
    expect(answer.status(), file.name).toBe(status);
    expect(((await answer.json()) as { error: string }).error).toContain(message);
  }
  const anonymous = await page.request.post('/api/photos', {
    multipart: {
      photo: await smallPng(),
      caption: 'A pond',
      projectType: 'Koi Pond Construction',
      city: 'Austin',
    },
  });
  expect(anonymous.status()).toBe(401);
  expect(
    await sql('select id from public.contractor_photos where contractor_id = $1', [photographer]),
  ).toEqual([]);

  // A good photo, shown; then hidden by staff: off the profile, and its files no longer served.
  await uploadPhoto(page, await smallPng(), { caption: 'A swimming pool, not a pond' });
  await expect(page.getByText('On your profile.')).toBeVisible({ timeout: 30_000 });
  const [{ id }] = (await sql<{ id: string }>(
    'select id::text from public.contractor_photos where contractor_id = $1',
    [photographer],
  )) as [{ id: string }];
  const file = `/photos/${id}/640.webp`;
  expect((await page.request.get(file)).status()).toBe(200);
  // Served twice: the second from the edge cache.
  expect((await page.request.get(file)).headers()['x-pond-cache']).toBe('hit');
  await openProfile(page, photographer);
  await expect(page.getByRole('img', { name: 'A swimming pool, not a pond' })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, await createStaffAccount(), '/admin/builders');
  const staffPhoto = page.getByRole('listitem').filter({ hasText: 'A swimming pool, not a pond' });
  await staffPhoto.getByLabel('Why hide it (the builder reads this)').fill('A swimming pool is not a pond');
  await staffPhoto.getByRole('button', { name: 'Hide Photo' }).click();
  await expect(staffPhoto).toContainText('Hidden: A swimming pool is not a pond');
  await expect.poll(async () => (await page.request.get(file)).status(), { timeout: 10_000 }).toBe(404);
  await expect
    .poll(
      async () => {
        await openProfile(page, photographer);
        return page.getByRole('img', { name: 'A swimming pool, not a pond' }).count();
      },
      { timeout: 10_000 },
    )
    .toBe(0);
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

test('a builder sends their insurance, staff verify it against its source: the profile says Verified and what was checked, until it ends', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const builder = `insured-${stamp}@claim-ponds.example`;
  await signInAsBuilderOf(page, insured, builder);
  await page.getByRole('link', { name: 'Verification' }).click();
  const form = page.getByRole('form', { name: 'Send a document to check' });
  await form.getByLabel('What it is').selectOption('insurance');
  await form.getByLabel('Number (licence, policy or entity number)').fill('GL-77881');
  await form.getByLabel('Issued by (board, insurance company or state office)').fill('Lone Star Mutual');
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
