import { PHOTO_MESSAGES } from '@pond/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addMyPhoto,
  createPondReader,
  deleteMyPhoto,
  getPortfolio,
  listMyPhotos,
  listPhotosForStaff,
  reorderMyPhotos,
  setPhotoHidden,
  updateMyPhoto,
  type PondClient,
} from '../src/index.ts';
import { clientAs } from './clients.ts';
import { builderOf } from './builder-clients.ts';
import { sql } from './sql.ts';

// A builder's portfolio in the database: only the builder records, words, orders and deletes
// their photos (the Worker records an upload under their session), at most 24; anyone reads the ready
// photos staff did not hide; the first shown photo is the listing's picture, and the imported one
// comes back when it goes.

const stamp = Date.now();
const emailOf = (name: string) => `${name}-${stamp}@photos.example`;
const koi = { caption: 'Koi pond with a waterfall', projectType: 'Koi Pond Construction', city: 'Austin' };
let mine = '';
let theirs = '';
let owner: PondClient;
let other: PondClient;

/** What the Worker does: record the upload with the builder's own token. */
async function upload(client: PondClient, details = koi, id: string = crypto.randomUUID()) {
  const stack = inject('stack');
  const token = (await client.auth.getSession()).data.session!.access_token;
  await addMyPhoto(createPondReader({ url: stack.url, key: stack.anonKey, token }), {
    id,
    ...details,
    fileType: 'jpeg',
    bytes: 1000,
  });
  return id;
}
const ready = (id: string, width = 1600) =>
  sql('select private.photo_processed($1, $2, 1200, 50000)', [id, width]);
const listing = async (id: string) =>
  (
    await sql<{ cover_photo_id: string | null; image_url: string | null }>(
      'select cover_photo_id::text, image_url from public.contractors where id = $1',
      [id],
    )
  )[0]!;

beforeAll(async () => {
  const rows = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, image_url) values
       ('Photo One Ponds ${stamp}', 'Austin', 'TX', 'https://img.example/stock-one.jpg'),
       ('Photo Two Ponds ${stamp}', 'Austin', 'TX', null)
     returning id::text`,
  );
  [mine, theirs] = rows.map((row) => row.id) as [string, string];
  owner = await builderOf(mine, emailOf('one'));
  other = await builderOf(theirs, emailOf('two'));
});
afterAll(async () => {
  await sql('delete from public.contractors where id = any($1)', [[mine, theirs]]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}@photos.example`]);
});

describe('a builder’s photos', () => {
  it('are recorded for the builder’s own listing only, shown to everyone once ready', async () => {
    const first = await upload(owner);
    const anon = await clientAs('anon');
    expect(await getPortfolio(anon, mine)).toEqual([]);
    expect((await listMyPhotos(owner, mine)).map((photo) => [photo.id, photo.status])).toEqual([
      [first, 'processing'],
    ]);
    await ready(first);
    expect(await getPortfolio(anon, mine)).toMatchObject([{ id: first, caption: koi.caption, width: 1600 }]);
    // The first shown photo is the listing's picture; the imported one waits.
    expect(await listing(mine)).toEqual({ cover_photo_id: first, image_url: `/photos/${first}/640.webp` });
    // An import's new picture waits behind the builder's own.
    await sql(`update public.contractors set image_url = 'https://img.example/stock-new.jpg' where id = $1`, [
      mine,
    ]);
    expect((await listing(mine)).image_url).toBe(`/photos/${first}/640.webp`);
    // Another builder sees none of the processing ones, and changes nothing of them.
    const second = await upload(owner, { ...koi, caption: 'Garden stream' });
    expect((await listMyPhotos(other, mine)).map((photo) => photo.id)).toEqual([first]);
    await expect(updateMyPhoto(other, first, { ...koi, caption: 'Mine now' })).rejects.toThrow(
      'This photo is not in your portfolio.',
    );
    await expect(deleteMyPhoto(other, second)).rejects.toThrow('This photo is not in your portfolio.');
    await expect(reorderMyPhotos(other, [second, first])).rejects.toThrow(
      'each photo of your portfolio once',
    );
    // A visitor cannot record one.
    await expect(
      addMyPhoto(anon, { id: crypto.randomUUID(), ...koi, fileType: 'jpeg', bytes: 1 }),
    ).rejects.toThrow();
  });

  it('are captioned, ordered and deleted by their builder; the cover follows the order', async () => {
    const [first, second] = (await listMyPhotos(owner, mine)).map((photo) => photo.id) as [string, string];
    await ready(second);
    await updateMyPhoto(owner, second, {
      caption: 'A stream through the garden',
      projectType: 'Water Feature Installation',
      city: 'Round Rock',
    });
    await reorderMyPhotos(owner, [second, first]);
    expect(
      (await getPortfolio(await clientAs('anon'), mine)).map((photo) => [photo.id, photo.caption]),
    ).toEqual([
      [second, 'A stream through the garden'],
      [first, koi.caption],
    ]);
    expect((await listing(mine)).cover_photo_id).toBe(second);
    await deleteMyPhoto(owner, second);
    expect((await listing(mine)).cover_photo_id).toBe(first);
  });

  it('refuses bad words naming the field, and a 25th photo', async () => {
    await expect(upload(owner, { ...koi, caption: '' })).rejects.toMatchObject({
      field: 'caption',
      message: PHOTO_MESSAGES.caption,
    });
    await expect(upload(owner, { ...koi, projectType: 'Swimming Pool' })).rejects.toMatchObject({
      field: 'projectType',
    });
    await expect(upload(owner, { ...koi, city: 'x'.repeat(101) })).rejects.toMatchObject({ field: 'city' });
    const held = (await listMyPhotos(owner, mine)).length;
    for (let count = held; count < 24; count += 1) await upload(owner);
    await expect(upload(owner)).rejects.toThrow(PHOTO_MESSAGES.full);
    expect((await listMyPhotos(owner, mine)).length).toBe(24);
    await sql(`delete from public.contractor_photos where contractor_id = $1 and status = 'processing'`, [
      mine,
    ]);
  });

  it('hidden by staff with a reason: gone from the profile and the picture, the builder told why', async () => {
    const [only] = await getPortfolio(await clientAs('anon'), mine);
    const staff = await clientAs('staff');
    await expect(setPhotoHidden(staff, only!.id, true, ' ')).rejects.toThrow('Say why the photo is hidden');
    await expect(setPhotoHidden(owner, only!.id, true, 'Not a pond')).rejects.toThrow();
    await setPhotoHidden(staff, only!.id, true, 'Shows a swimming pool, not a pond');
    expect(await getPortfolio(await clientAs('anon'), mine)).toEqual([]);
    expect(await listing(mine)).toEqual({
      cover_photo_id: null,
      image_url: 'https://img.example/stock-new.jpg',
    });
    expect((await listMyPhotos(owner, mine))[0]).toMatchObject({
      hidden_reason: 'Shows a swimming pool, not a pond',
    });
    expect((await listPhotosForStaff(staff)).some((photo) => photo.id === only!.id)).toBe(true);
    await setPhotoHidden(staff, only!.id, false, '');
    expect((await listing(mine)).cover_photo_id).toBe(only!.id);
  });
});
