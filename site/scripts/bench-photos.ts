// `pnpm bench:photos`: a builder's portfolio on the site as `npm start` serves it (the
// Worker on the host's local runtime, its local R2, the job queue). Signs in as the builder of the
// first profile on the Austin page and prints:
// - upload to gallery for a 12 MB phone JPEG (BENCH_PHOTO_RUNS times, 3 by default): the upload
//   (POST until the Worker's 201), the job queue's re-encoding (until the photo is ready) and the
//   page (until the profile's HTML shows it), each p50 and max;
// - storage per photo: what is kept of a 12 MB JPEG, an iPhone HEIC and a PNG (the originals go);
// - the profile with its gallery: HTML bytes (gzip) against the same profile without photos, the image
//   bytes a phone fetches on first load and once scrolled through the gallery, and the first-load
//   ratio to the same HTML without scripts (as `pnpm bench:first-load`, budget 1.2×).
// Everything it made (the account, the photos and their files) is removed at the end.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { PHOTO_UPLOAD_PATH, contractorUrl } from '@pond/core';
import { completeBuilderClaim } from '@pond/supabase';
import { createNodePondClient } from '@pond/supabase/node';
import { readRunningStack } from '@pond/supabase/local';
import pg from 'pg';
import puppeteer, { type Browser } from 'puppeteer-core';
import sharp from 'sharp';
import { build, CHROME, ORIGIN, serve } from './bench-pages.ts';
import { BUDGET, measurePage } from './first-load.ts';

const RUNS = Number(process.env.BENCH_PHOTO_RUNS ?? 3);
const EMAIL = `bench-photos-${Date.now()}@ponddirect.test`;
const PASSWORD = 'a long password for the photo bench';
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A phone's 4,000 × 3,000 photo at about 12 MB (noise does not compress), carrying GPS. */
async function phoneJpeg(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(4000 * 3000 * 3);
  let state = 2463534242 + seed;
  for (let index = 0; index < pixels.length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[index] = state & 255;
  }
  return sharp(pixels, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1' } })
    .toBuffer();
}

async function until<T>(what: string, check: () => Promise<T | undefined>, step = 50): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, step));
  }
}

async function main() {
  await build();
  const server = await serve();
  const stack = await readRunningStack('dev');
  if (!stack) throw new Error('The local stack did not start');
  const db = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
  const admin = createNodePondClient({ url: stack.url, key: stack.serviceRoleKey });
  let browser: Browser | undefined;
  let contractorId = '';
  try {
    // The builder of the first profile on the Austin page, by a claim staff approved.
    const city = await (await fetch(`${ORIGIN}/states/tx/austin`)).text();
    const address = /href="(\/states\/tx\/austin\/[^"]+)"/.exec(city)?.[1];
    contractorId = /([0-9a-f-]{36})$/.exec(address ?? '')?.[1] ?? '';
    if (!contractorId) throw new Error('The Austin city page lists no profile');
    const held = await db.query('select 1 from public.builder_accounts where contractor_id = $1', [
      contractorId,
    ]);
    if (held.rowCount)
      throw new Error('That listing has a builder account already: run on a fresh local stack.');
    await admin.auth.admin.createUser({ email: EMAIL, password: PASSWORD, email_confirm: true });
    await db.query(
      `insert into public.builder_claims (contractor_id, kind, email, status) values ($1, 'review', $2, 'approved')`,
      [contractorId, EMAIL],
    );
    const builder = createNodePondClient({ url: stack.url, key: stack.anonKey });
    await builder.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    await completeBuilderClaim(builder);
    const token = (await builder.auth.refreshSession()).data.session!.access_token;
    const [{ name, city: place, state } = { name: '', city: '', state: '' }] = (
      await db.query('select name, city, state, id::text from public.contractors where id = $1', [
        contractorId,
      ])
    ).rows;
    const profile = contractorUrl({ id: contractorId, name, city: place, state });
    const htmlBytes = async () => {
      const html = await (await fetch(`${ORIGIN}${profile}`)).text();
      return { html, gzip: gzipSync(html).length };
    };
    const before = await htmlBytes();

    const upload = async (file: Buffer, type: string, caption: string) => {
      const form = new FormData();
      form.set('photo', new Blob([Uint8Array.from(file)], { type }), 'photo');
      form.set('caption', caption);
      form.set('projectType', 'Koi Pond Construction');
      form.set('city', 'Austin');
      const started = performance.now();
      const answer = await fetch(`${ORIGIN}${PHOTO_UPLOAD_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (answer.status !== 201)
        throw new Error(`The upload answered ${answer.status}: ${await answer.text()}`);
      const { id } = (await answer.json()) as { id: string };
      const uploaded = performance.now();
      const stored = await until('the photo ready', async () => {
        const { rows } = await db.query<{ status: string; stored_bytes: number }>(
          'select status, stored_bytes from public.contractor_photos where id = $1',
          [id],
        );
        if (rows[0]?.status === 'rejected') throw new Error(`The photo was rejected`);
        return rows[0]?.status === 'ready' ? rows[0].stored_bytes : undefined;
      });
      const ready = performance.now();
      await until('the profile showing it', async () =>
        (await fetch(`${ORIGIN}${profile}`).then((page) => page.text())).includes(id) ? true : undefined,
      );
      const shown = performance.now();
      return {
        id,
        stored,
        upload: uploaded - started,
        encode: ready - uploaded,
        page: shown - ready,
        total: shown - started,
      };
    };

    console.log(`Builder: ${name} (${profile})\n`);
    const timings: (Awaited<ReturnType<typeof upload>> & { original: number })[] = [];
    for (let run = 0; run < RUNS; run++) {
      const jpeg = await phoneJpeg(run);
      const timing = await upload(jpeg, 'image/jpeg', `Bench pond ${run + 1}`);
      timings.push({ ...timing, original: jpeg.length });
    }
    const row = (key: 'upload' | 'encode' | 'page' | 'total') => {
      const values = timings.map((timing) => timing[key]);
      return `${seconds(middle(values))} (max ${seconds(Math.max(...values))})`;
    };
    console.log(`## Upload to gallery, a ${kB(timings[0]!.original)} JPEG, ${RUNS} runs (p50, max)`);
    console.table({
      'upload (POST → 201)': row('upload'),
      're-encode (→ ready)': row('encode'),
      'page (→ profile shows it)': row('page'),
      'upload to gallery': row('total'),
    });

    const heic = await readFile(new URL('../../tests/fixtures/rainbow.heic', import.meta.url));
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2f6f7a' } })
      .png()
      .toBuffer();
    const others = [
      {
        kind: 'iPhone HEIC 451×461',
        ...(await upload(heic, 'image/heic', 'Bench HEIC')),
        original: heic.length,
      },
      { kind: 'PNG 2400×1600', ...(await upload(png, 'image/png', 'Bench PNG')), original: png.length },
    ];
    console.log(
      '\n## Storage per photo (AVIF and WebP at 320, 640, 1024 and 1600 px; the original is deleted)',
    );
    console.table([
      { photo: 'JPEG 4000×3000 (noise)', original: kB(timings[0]!.original), kept: kB(timings[0]!.stored) },
      ...others.map((other) => ({ photo: other.kind, original: kB(other.original), kept: kB(other.stored) })),
    ]);

    const after = await htmlBytes();
    browser = await puppeteer.launch({
      executablePath: CHROME,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const imageBytes = await galleryImageBytes(browser, `${ORIGIN}${profile}`);
    console.log(`\n## The profile with ${RUNS + 2} photos`);
    console.table({
      'HTML gzip': `${kB(after.gzip)} (without photos ${kB(before.gzip)})`,
      'photo bytes on first load (412×823)': kB(imageBytes.firstLoad),
      'photo bytes once scrolled through the gallery': kB(imageBytes.scrolled),
    });
    const firstLoad = await measurePage(browser, { label: 'gallery', address: profile, kind: 'content' });
    console.log(`first load: ${JSON.stringify(firstLoad)}`);
    if (firstLoad.ratio > BUDGET.contentMainThreadRatio)
      console.error(
        `Over budget: main thread ${firstLoad.ratio}× the page without scripts > ${BUDGET.contentMainThreadRatio}× (a slower machine moves this; compare side by side)`,
      );
  } finally {
    await browser?.close();
    if (contractorId) {
      await db.query('delete from public.contractor_photos where contractor_id = $1', [contractorId]);
      // The queue deletes the files; give it a moment before the site stops.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await db.query('delete from public.builder_accounts where contractor_id = $1', [contractorId]);
      await db.query('delete from public.builder_claims where email = $1', [EMAIL]);
      await db.query('delete from auth.users where email = $1', [EMAIL]);
    }
    await db.end();
    server.kill('SIGTERM');
  }
}

/** The photo bytes a phone fetches: on arrival (lazy images wait), then scrolled to the page's end. */
async function galleryImageBytes(browser: Browser, url: string) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    let bytes = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/photos/'))
        void response.buffer().then(
          (body) => (bytes += body.length),
          () => {},
        );
    });
    await page.goto(url, { waitUntil: 'load' });
    // Every photo in view has arrived (lazy ones below wait for the scroll below).
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
    );
    const firstLoad = bytes;
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { firstLoad, scrolled: bytes };
  } finally {
    await context.close();
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
