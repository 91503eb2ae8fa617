import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_MESSAGES } from '@pond/core';
import { readRunningStack } from '@pond/supabase/local';
import { accessToken, signInAsBuilderOf } from './builder-sign-in.ts';
import { createStaffAccount, forgetTestAccounts, sql } from './db.ts';
import { fortyMegabytes, smallPng } from './photos.ts';
import { expect, test } from './test.ts';

// Uploads: who first, then bytes. The Worker learns whose listing an upload is for, and whether it has
// room, before it reads the body; a caller refused at any step leaves nothing in storage (the local
// runtime's R2, whose files this test counts).

const R2 = path.resolve(import.meta.dirname, '../../site/.wrangler/state/v3/r2');
const stamp = Date.now();
let listing = '';

/** Every object file the local R2 holds (its bookkeeping databases aside). */
async function storedFiles(): Promise<number> {
  const entries = await readdir(R2, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !/\.sqlite(-shm|-wal)?$/.test(entry.name)).length;
}

test.afterAll(async () => {
  if (listing) await sql('delete from public.contractors where id = $1', [listing]);
  await forgetTestAccounts();
});

test('an upload is refused before its body is read, and a refused caller writes nothing to storage', async ({
  page,
  request,
}) => {
  const photo = { caption: 'A pond', projectType: 'Koi Pond Construction', city: 'Austin' };
  const before = await storedFiles();
  const stack = (await readRunningStack('dev'))!;
  const homeowner = await createStaffAccount('homeowner');
  const signedIn = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: stack.anonKey },
    data: homeowner,
  });
  const { access_token: homeownerToken } = (await signedIn.json()) as { access_token: string };
  // Nobody, a forged token, the public key and a homeowner's own session: refused as no builder,
  // even with 40 MB on the way (the size is not what answers first).
  for (const [who, authorization] of [
    ['a forged token', 'Bearer forged.token.here'],
    ['the anon key', `Bearer ${stack.anonKey}`],
    ['a homeowner', `Bearer ${homeownerToken}`],
  ] as const) {
    const answer = await request.post('/api/photos', {
      headers: { authorization },
      multipart: { ...photo, photo: fortyMegabytes() },
    });
    expect(answer.status(), who).toBe(401);
    expect(((await answer.json()) as { error: string }).error, who).toBe(PHOTO_MESSAGES.signedOut);
  }

  // A builder whose portfolio is full is told so before sending a byte more.
  const [row] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state) values ($1, 'Austin', 'TX') returning id::text`,
    [`Full Portfolio Ponds ${stamp}`],
  );
  listing = row!.id;
  await sql(
    `set session_replication_role = replica;
     insert into public.contractor_photos (id, contractor_id, position, caption, project_type, city, file_type, original_bytes, status)
     select gen_random_uuid(), '${listing}', n, 'A pond', 'Koi Pond Construction', 'Austin', 'jpeg', 1000, 'ready'
       from generate_series(1, 24) n;
     set session_replication_role = origin`,
  );
  await signInAsBuilderOf(page, listing, `full-${stamp}@ponddirect.test`);
  const full = await request.post('/api/photos', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    multipart: { ...photo, photo: await smallPng() },
  });
  expect(full.status()).toBe(409);
  expect(((await full.json()) as { error: string }).error).toBe(PHOTO_MESSAGES.full);

  expect(await storedFiles()).toBe(before);
  const [count] = await sql<{ n: number }>(
    'select count(*)::int as n from public.contractor_photos where contractor_id = $1',
    [listing],
  );
  expect(count!.n).toBe(24);
});
