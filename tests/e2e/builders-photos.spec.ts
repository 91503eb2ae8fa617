// A builder's photos: bad files are refused with what to do and store nothing, on the page and at
// the Worker alike; a photo staff hide leaves the profile and the edge cache.
import { createStaffAccount, sql } from './db.ts';
import { accessToken, signInAsBuilderOf } from './builder-sign-in.ts';
import { addAustinListings, forgetListings, openProfile, stamp } from './fixtures/builders.ts';
import { fortyMegabytes, renamedExecutable, scriptInExif, smallPng, uploadPhoto } from './photos.ts';
import { signIn } from './staff.ts';
import { expect, test } from './test.ts';

let photographer = '';

test.beforeAll(async () => {
  [photographer] = (await addAustinListings([{ name: 'Photo Check Ponds' }])) as [string];
});

test.afterAll(() => forgetListings([photographer]));

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
