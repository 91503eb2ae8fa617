// A request a builder can price: the homeowner comes from the planner with their plan, adds two
// iPhone photos of the spot (a wrong file refused beside the field), and sends it to one builder.
// That builder sees the plan and the photos; the photos answer only at addresses the database signed,
// never to a shared cache, never to a builder who was not chosen, and carry none of the phone's details.
import { BUILDER_CHOICE, PHOTO_MESSAGES } from '@pond/core';
import { sql } from './db.ts';
import { signInAsBuilderOf } from './builder-sign-in.ts';
import { addAustinListings, forgetListings, stamp } from './fixtures/builders.ts';
import { openIsland } from './islands.ts';
import { fitsAPhone } from './phone.ts';
import { iphoneHeic, renamedExecutable } from './photos.ts';
import { createPlan } from './planner.ts';
import { fillQuote, humanPause } from './quote.ts';
import { expect, test } from './test.ts';

const chosenEmail = `willow-${stamp}@claim-ponds.example`;
const otherEmail = `alder-${stamp}@claim-ponds.example`;
const homeowner = `pia-${stamp}@claim-ponds.example`;
let chosen = '';
let other = '';

test.beforeAll(async () => {
  [chosen, other] = (await addAustinListings([
    { name: 'Willow Ponds', email: chosenEmail },
    { name: 'Alder Ponds', email: otherEmail },
  ])) as [string, string];
  // First among the builders offered near Austin (the offer is by rating).
  await sql('update public.contractors set rating = 5, reviews = 900000 where id = any($1)', [
    [chosen, other],
  ]);
});

test.afterAll(() => forgetListings([chosen, other]));

test('the planner’s plan and two HEIC photos go with the request, to the chosen builder only, at signed addresses', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await openIsland(page, '/pond-planner', 'pond-planner');
  await createPlan(
    page,
    {
      pondType: 'koi',
      length: '12',
      width: '8',
      depth: '3',
      state: 'TX',
      sunExposure: 'partial-shade',
      budget: '5000-10000',
      timeline: '1-3-months',
    },
    { name: 'Pia Banks', email: homeowner },
  );
  await expect(page.getByTestId('cost-range')).toBeVisible();
  await page.getByRole('link', { name: 'Get quotes for this pond' }).click();
  await expect(page).toHaveURL(/\/get-quotes\?plan=planner~koi~12x8~96~3~/);

  await fillQuote(page, homeowner);
  await page.getByLabel('Location (optional)').fill('Austin, TX');
  await humanPause(page);
  await page.getByRole('button', { name: 'Get My Free Quotes' }).click();
  const choice = page.getByRole('region', { name: 'Choose who hears from you' });
  // The plan is attached, never retyped; the step opens by itself to say so.
  await expect(
    choice.getByText(/^Your plan is attached: Koi Pond, 12 × 8 ft, 3 ft deep \(96 sq ft/),
  ).toBeVisible();

  // A program renamed .jpg is refused beside the field and takes no place; two iPhone photos go up.
  const photos = choice.getByLabel(/^Photos of the spot/);
  await photos.setInputFiles([renamedExecutable()]);
  await expect(choice.getByRole('alert')).toHaveText(PHOTO_MESSAGES.notPhoto);
  await photos.setInputFiles([iphoneHeic(), { ...iphoneHeic(), name: 'IMG_0008.HEIC' }]);
  await expect(choice.getByText('IMG_0007.HEIC: Added')).toBeVisible();
  await expect(choice.getByText('IMG_0008.HEIC: Added')).toBeVisible();
  await fitsAPhone(page);

  const boxes = choice.getByRole('group', { name: BUILDER_CHOICE.limit }).getByRole('checkbox');
  for (let box = 0; box < (await boxes.count()); box++) await boxes.nth(box).uncheck();
  await choice.getByRole('checkbox', { name: new RegExp(`Willow Ponds ${stamp}`) }).check();
  await choice.getByRole('button', { name: 'Send my request to 1 builder' }).click();
  await expect(choice.getByRole('status')).toContainText('Sent to');
  const [{ lead }] = (await sql<{ lead: string }>(
    'select id as lead from public.lead_submissions where email = $1 and routed_at is not null',
    [homeowner],
  )) as [{ lead: string }];
  expect(
    await sql('select count(*)::int as n from public.request_photos where lead_id = $1', [lead]),
  ).toEqual([{ n: 2 }]);
  // The job queue reads the HEIC files and makes them ready.
  await expect
    .poll(
      async () =>
        (
          await sql<{ status: string }>('select status from public.request_photos where lead_id = $1', [lead])
        ).map((row) => row.status),
      { timeout: 90_000 },
    )
    .toEqual(['ready', 'ready']);

  // The chosen builder sees the plan and both photos in their inbox.
  const builder = await (await browser.newContext()).newPage();
  await signInAsBuilderOf(builder, chosen, chosenEmail);
  await builder.goto(`/builders/dashboard/requests#request-${lead}`);
  const card = builder.getByRole('article', { name: 'Request from Jo Banks' });
  await expect(card.getByRole('list', { name: 'What the homeowner added' })).toContainText(
    'Plan: Koi Pond, 12 × 8 ft, 3 ft deep (96 sq ft',
  );
  const pictures = card.getByRole('list', { name: 'Photos of the spot' }).getByRole('img');
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first()).toHaveJSProperty('complete', true);
  expect(await pictures.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await fitsAPhone(builder);

  // Its address answers, privately, with none of the phone's details; without or with a wrong
  // signature, nothing answers.
  const src = new URL((await pictures.first().getAttribute('src'))!, builder.url());
  const signed = await builder.request.get(src.href);
  expect(signed.status()).toBe(200);
  expect(signed.headers()['cache-control']).toMatch(/^private/);
  expect(signed.headers()['cdn-cache-control']).toBe('no-store');
  const bytes = await signed.body();
  expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
  const bare = new URL(src.pathname, src);
  expect((await builder.request.get(bare.href)).status()).toBe(404);
  const forged = new URL(src);
  forged.searchParams.set('signature', `${forged.searchParams.get('signature')!.slice(0, -3)}abc`);
  expect((await builder.request.get(forged.href)).status()).toBe(404);

  // A builder not chosen: the request is not in their inbox, so no address is signed for them.
  const outsider = await (await browser.newContext()).newPage();
  await signInAsBuilderOf(outsider, other, otherEmail);
  await outsider.goto('/builders/dashboard/requests');
  await expect(outsider.getByRole('heading', { name: 'Your Requests' })).toBeVisible();
  await expect(outsider.locator(`#request-${lead}`)).toHaveCount(0);
  expect((await outsider.request.get(bare.href)).status()).toBe(404);
  const unsigned = (await outsider.content()).match(/\/request-photos\//g);
  expect(unsigned).toBeNull();

  // The homeowner sees their photos on the project page, which runs no script.
  const [link] = await sql<{ expires: string; signature: string }>(
    'select expires::text, signature from private.withdraw_link($1)',
    [lead],
  );
  const home = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await home.goto(`/withdraw-request?request=${lead}&expires=${link!.expires}&signature=${link!.signature}`);
  await expect(home.getByText('Koi Pond, 12 × 8 ft, 3 ft deep (96 sq ft')).toBeVisible();
  await expect(home.getByRole('list', { name: 'Photos of the spot' }).getByRole('img')).toHaveCount(2);
  await fitsAPhone(home);
});
