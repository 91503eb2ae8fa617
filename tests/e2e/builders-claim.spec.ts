// A builder claims their listing by the mailed link, keeps it true from the dashboard (the profile
// shows each change within seconds, no build), and bad input is refused with a message and stores
// nothing; then a homeowner chooses them, and they answer the request.
import { violations } from './axe.ts';
import { mailTo, sql } from './db.ts';
import {
  addAustinListings,
  claimedCreek,
  forgetListings,
  officeEmail,
  openProfile,
  stamp,
} from './fixtures/builders.ts';
import { signInLinkMailedTo, signInMailsTo, signInWithLink } from './partner-sign-in.ts';
import { iphoneHeic, phoneJpeg, servedMetadata, smallPng, uploadPhoto } from './photos.ts';
import { fillQuote, humanPause } from './quote.ts';
import { layoutShift, watchLayoutShift } from './layout-shift.ts';
import { fitsAPhone } from './phone.ts';
import { expect, test } from './test.ts';

let withEmail = '';

test.beforeAll(async () => {
  [withEmail] = (await addAustinListings([claimedCreek])) as [string];
});

test.afterAll(() => forgetListings([withEmail]));

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
  // 12 MB up while the queue still encodes the HEIC: on a busy 2-core machine that outlasts 10 s.
  await expect(page.getByText('Photo 2 of 2.')).toBeVisible({ timeout: 30_000 });
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
  await request.getByLabel('Total in dollars').fill('18500');
  await request.getByRole('button', { name: 'Send the quote' }).click();
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
