import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@pond/core';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailCatcher, type MailCatcher, type JobWorker } from '../src/index.ts';
import { encodePhoto } from '../src/photo-encoding.ts';
import { until } from './until.ts';
import { startTestWorker } from './test-worker.ts';

// A builder's photo made into the site's files: the re-encoder alone (orientation, no
// metadata, HEIC, a damaged file), then the job queue end to end against a photo door this test runs
// in place of the site's Worker (an in-memory bucket behind the same addresses and token).

const HEIC = readFileSync(new URL('../../../tests/fixtures/rainbow.heic', import.meta.url));
const TOKEN = 'photo-token-for-this-file';

/** A 400 × 200 JPEG shot sideways (orientation 6), with a camera, GPS and a comment. */
const sidewaysPhoto = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#3a7d8c' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PondCam', Model: 'X1', ImageDescription: 'secret backyard' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 16/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 44/1 0/1',
      },
    })
    .toBuffer();

describe('the re-encoder', () => {
  it('turns a photo upright and keeps nothing but its pixels', async () => {
    const original = await sidewaysPhoto();
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const encoded = await encodePhoto(original);
    expect(encoded).toMatchObject({ width: 200, height: 400 });
    expect(encoded.files.map((file) => file.name)).toEqual([
      '320.avif',
      '640.avif',
      '1024.avif',
      '1600.avif',
      '320.webp',
      '640.webp',
      '1024.webp',
      '1600.webp',
    ]);
    for (const file of encoded.files) {
      const meta = await sharp(file.body).metadata();
      expect(meta.format).toBe(file.name.endsWith('.avif') ? 'heif' : 'webp');
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.comments]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(meta.width).toBe(200);
      expect(file.body.includes('secret backyard')).toBe(false);
      expect(file.body.includes('PondCam')).toBe(false);
    }
  });

  it('reads an iPhone HEIC (HEVC), which libvips alone cannot', async () => {
    const encoded = await encodePhoto(HEIC);
    expect(encoded).toMatchObject({ width: 451, height: 461 });
    expect((await sharp(encoded.files[1]!.body).metadata()).width).toBe(451);
  });

  it('calls a damaged file unreadable', async () => {
    const cut = (await sidewaysPhoto()).subarray(0, 300);
    await expect(encodePhoto(cut)).rejects.toThrow(PHOTO_MESSAGES.unreadable);
  });

  it('refuses a photo over the pixel limit before decoding it', async () => {
    // One pixel more than the limit, in a file of a few kilobytes (a decompression bomb's shape).
    const width = 10_000;
    const height = Math.floor(PHOTO_LIMITS.maxPixels / width) + 1;
    const bomb = await sharp({ create: { width, height, channels: 3, background: '#000' } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_LIMITS.maxBytes);
    await expect(encodePhoto(bomb)).rejects.toThrow(PHOTO_MESSAGES.tooManyPixels);
  });
});

describe('the job queue makes and drops the files of a photo', () => {
  const db = new pg.Pool({ connectionString: inject('stack').dbUrl });
  const bucket = new Map<string, Buffer>();
  const calls: string[] = [];
  const callsById: string[] = [];
  let catcher: MailCatcher;
  let worker: JobWorker;
  let contractorId = '';
  const door = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return res.writeHead(401).end();
      const [, , , id, part] = req.url!.split('/');
      calls.push(`${req.method} ${part}`);
      callsById.push(`${req.method} ${id} ${part}`);
      const key = `${id}/${part}`;
      if (req.method === 'GET') return bucket.has(key) ? res.end(bucket.get(key)) : res.writeHead(404).end();
      if (req.method === 'PUT') bucket.set(key, Buffer.concat(chunks));
      if (req.method === 'DELETE') bucket.delete(key);
      if (req.method === 'POST')
        for (const name of [...bucket.keys()]) if (name.startsWith(`${id}/`)) bucket.delete(name);
      res.writeHead(204).end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
    catcher = await startMailCatcher({ smtpPort: 27525, webPort: 27580 });
    worker = await startTestWorker(catcher, {
      url: `http://127.0.0.1:${(door.address() as AddressInfo).port}/__pond/purge`,
      token: TOKEN,
    });
    const { rows } = await db.query<{ id: string }>(
      `insert into public.contractors (name, city, state, image_url) values ('Photo Job Ponds', 'Austin', 'TX', 'https://img.example/stock.jpg')
       returning id::text`,
    );
    contractorId = rows[0]!.id;
  });
  afterAll(async () => {
    await worker?.stop();
    await catcher?.stop();
    await db.query('delete from public.contractors where id = $1', [contractorId]);
    await db.end();
    await new Promise<void>((resolve) => door.close(() => resolve()));
  });

  const addPhoto = async (id: string, original: Buffer) => {
    bucket.set(`${id}/original`, original);
    await db.query(
      `insert into public.contractor_photos (id, contractor_id, caption, project_type, city, file_type, original_bytes)
       values ($1, $2, 'A koi pond with a waterfall', 'Koi Pond Construction', 'Austin', 'jpeg', $3)`,
      [id, contractorId, original.length],
    );
  };
  const photo = (id: string) =>
    db
      .query<{ status: string; width: number; height: number; stored_bytes: number; problem: string | null }>(
        'select status, width, height, stored_bytes, problem from public.contractor_photos where id = $1',
        [id],
      )
      .then((result) => result.rows[0]!);
  const listing = () =>
    db
      .query<{ cover_photo_id: string | null; image_url: string | null }>(
        'select cover_photo_id::text, image_url from public.contractors where id = $1',
        [contractorId],
      )
      .then((result) => result.rows[0]!);

  it('stores every width and format, marks the photo ready, drops the original and makes it the listing’s picture', async () => {
    const id = crypto.randomUUID();
    await addPhoto(id, await sidewaysPhoto());
    const ready = await until('the photo ready', async () =>
      (await photo(id)).status === 'ready' ? photo(id) : undefined,
    );
    expect(ready).toMatchObject({ width: 200, height: 400 });
    const files = [...bucket.keys()].filter((key) => key.startsWith(`${id}/`));
    expect(files.sort()).toEqual(
      [
        '1024.avif',
        '1024.webp',
        '1600.avif',
        '1600.webp',
        '320.avif',
        '320.webp',
        '640.avif',
        '640.webp',
      ].map((name) => `${id}/${name}`),
    );
    expect(ready.stored_bytes).toBe(files.reduce((sum, key) => sum + bucket.get(key)!.length, 0));
    expect(await listing()).toEqual({ cover_photo_id: id, image_url: `/photos/${id}/640.webp` });

    // Hidden by staff: its files go (the door's hide), and the imported picture comes back.
    await db.query(
      `update public.contractor_photos set hidden_at = now(), hidden_reason = 'test' where id = $1`,
      [id],
    );
    await until('the hide call', () => calls.includes('POST hide'));
    expect(await listing()).toEqual({ cover_photo_id: null, image_url: 'https://img.example/stock.jpg' });
    await db.query('delete from public.contractor_photos where id = $1', [id]);
    await until('the delete call', () => calls.includes('POST delete'));
  });

  it('a photo deleted while it is being made leaves no file behind', async () => {
    const id = crypto.randomUUID();
    await addPhoto(id, await sidewaysPhoto());
    await db.query('delete from public.contractor_photos where id = $1', [id]);
    // Its jobs run in order: the re-encoding writes its files, learns the photo is gone, and drops them.
    await until('its files written', () => callsById.includes(`PUT ${id} 1600.webp`));
    await until('its files dropped after', () =>
      callsById.lastIndexOf(`POST ${id} delete`) > callsById.indexOf(`PUT ${id} 1600.webp`) &&
      ![...bucket.keys()].some((key) => key.startsWith(`${id}/`))
        ? true
        : undefined,
    );
  });

  it('twenty large photos waiting hold no mail back: they run one at a time on their own queue', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.contractors (name, city, state) values ('Busy Photo Ponds', 'Austin', 'TX') returning id::text`,
    );
    const busy = rows[0]!.id;
    // A 12-megapixel photo of noise: seconds of decoding and encoding each.
    const large = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#777777',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const ids: string[] = Array.from({ length: 20 }, () => crypto.randomUUID());
    const started = callsById.length;
    for (const id of ids) {
      bucket.set(`${id}/original`, large);
      await db.query(
        `insert into public.contractor_photos (id, contractor_id, caption, project_type, city, file_type, original_bytes)
         values ($1, $2, 'A large koi pond', 'Koi Pond Construction', 'Austin', 'jpeg', $3)`,
        [id, busy, large.length],
      );
    }
    await until('the first photo taken', () =>
      callsById.slice(started).some((call) => call.startsWith('GET ') && ids.includes(call.split(' ')[1]!)),
    );
    // A homeowner's mail, queued behind them.
    const lead = (
      await db.query<{ id: string }>(
        `insert into public.lead_submissions (name, email, phone, project_type, withdrawn_at)
         values ('Busy Queue Homeowner', 'busy-queue@example.com', '5125550100', 'Other', now()) returning id::text`,
      )
    ).rows[0]!.id;
    const before = catcher.messages().length;
    await db.query(
      `insert into public.email_outbox (template, to_email, to_name, payload, lead_id)
       values ('lead-withdrawn', 'busy-queue@example.com', 'Busy Queue Homeowner', '{}', $1)`,
      [lead],
    );
    await until('the mail sent', () =>
      catcher
        .messages()
        .slice(before)
        .some((mail) => mail.to.includes('busy-queue@example.com')),
    );
    const done = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from public.contractor_photos where contractor_id = $1 and status <> 'processing'`,
        [busy],
      )
    ).rows[0]!.n;
    // The mail went while most photos still waited, and no two photos were ever made at once.
    expect(done).toBeLessThan(10);
    const calls = callsById.slice(started).filter((call) => ids.includes(call.split(' ')[1]!));
    let making = 0;
    let most = 0;
    for (const call of calls) {
      if (call.endsWith(' original') && call.startsWith('GET ')) making++;
      if (call.endsWith(' original') && call.startsWith('DELETE ')) making--;
      most = Math.max(most, making);
    }
    expect(most).toBe(1);
    for (const id of ids) bucket.delete(`${id}/original`);
    await db.query('delete from public.contractors where id = $1', [busy]);
    await db.query('delete from public.lead_submissions where id = $1', [lead]);
  });

  it('a file nothing can read is rejected with what to do, and its original dropped', async () => {
    const id = crypto.randomUUID();
    await addPhoto(id, (await sidewaysPhoto()).subarray(0, 300));
    const rejected = await until('the photo rejected', async () =>
      (await photo(id)).status === 'rejected' ? photo(id) : undefined,
    );
    expect(rejected.problem).toBe(PHOTO_MESSAGES.unreadable);
    await until('the original dropped', () => !bucket.has(`${id}/original`));
    expect([...bucket.keys()].some((key) => key.startsWith(`${id}/`))).toBe(false);
  });
});
