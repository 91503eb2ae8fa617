import { PHOTO_FORMATS, PHOTO_LIMITS, PHOTO_MESSAGES, PHOTO_STORE_PREFIX, PHOTO_WIDTHS } from '@pond/core';
import type { Task } from 'graphile-worker';
import { createRequire } from 'node:module';
import type pg from 'pg';
import sharp, { type Sharp } from 'sharp';
import type { PagePurge } from './purge-pages.ts';

// A builder's new photo (issue 34), made into the files the site shows: the original the Worker kept
// is read back through its queue door (site/worker/photo-store.ts), turned upright by its EXIF
// orientation, and written as AVIF and WebP at each of core's widths. Nothing of its metadata goes
// along (sharp keeps none unless asked: no GPS, camera, comments or ICC). HEIC (HEVC) is decoded by
// libheif in wasm, since sharp's prebuilt libvips has no HEVC decoder. A file nothing can read is the
// builder's to replace: the photo is marked rejected with what to do, and its original dropped.

const TIMEOUT_MS = 30_000;

/** heic-decode (libheif in wasm) is CommonJS without types: its one function, typed here. */
const decodeHeic = createRequire(import.meta.url)('heic-decode') as (input: {
  buffer: Uint8Array;
}) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
/** Quality for the eye at these sizes; AVIF's effort 2 of 9 encodes a 12 MP photo in seconds, not minutes. */
const ENCODING = { avif: { quality: 50, effort: 2 }, webp: { quality: 78, effort: 4 } } as const;

/** One photo's re-encoded files, and the size of the largest (the photo's width and height). */
export interface EncodedPhoto {
  width: number;
  height: number;
  files: { name: string; body: Buffer }[];
}

/** An image that cannot be read, as opposed to a store that cannot be reached (retried). */
export class UnreadablePhoto extends Error {}

/** The photo's files, from the uploaded bytes; throws UnreadablePhoto when no decoder can read it. */
export async function encodePhoto(original: Buffer): Promise<EncodedPhoto> {
  const source = await upright(original);
  const sourceWidth = (await source.metadata()).width ?? 0;
  const files: EncodedPhoto['files'] = [];
  // The largest file's size is the photo's (what the gallery's width and height say).
  let largest = { width: 0, height: 0 };
  for (const format of PHOTO_FORMATS) {
    let previous: Buffer | undefined;
    for (const size of PHOTO_WIDTHS) {
      // Never enlarged: past the photo's own width, each width's file is the same file.
      if (previous && largest.width >= sourceWidth) {
        files.push({ name: `${size}.${format}`, body: previous });
        continue;
      }
      const { data, info } = await source
        .clone()
        .resize({ width: size, withoutEnlargement: true })
        [format](ENCODING[format])
        .toBuffer({ resolveWithObject: true });
      files.push({ name: `${size}.${format}`, body: data });
      previous = data;
      largest = { width: info.width, height: info.height };
    }
  }
  return { ...largest, files };
}

/** The image as sharp holds it, upright, with nothing but its pixels. */
async function upright(original: Buffer): Promise<Sharp> {
  const options = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'error' as const };
  let probe;
  try {
    probe = await sharp(original, options).metadata();
  } catch (error) {
    throw new UnreadablePhoto(PHOTO_MESSAGES.unreadable, { cause: error });
  }
  if ((probe.width ?? 0) * (probe.height ?? 0) > PHOTO_LIMITS.maxPixels)
    throw new UnreadablePhoto(PHOTO_MESSAGES.tooManyPixels);
  if (probe.format === 'heif' && probe.compression === 'hevc') {
    // libheif applies the file's rotation itself; the pixels come upright.
    const image = await decodeHeic({ buffer: original }).catch((error: unknown) => {
      throw new UnreadablePhoto(PHOTO_MESSAGES.unreadable, { cause: error });
    });
    return sharp(Buffer.from(image.data.buffer), {
      raw: { width: image.width, height: image.height, channels: 4 },
    });
  }
  // Decoded once here, so a file cut short is found now rather than as the third width is written.
  const { data, info } = await sharp(original, { ...options, autoOrient: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new UnreadablePhoto(PHOTO_MESSAGES.unreadable, { cause: error });
    });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

export function processPhotoTask(
  db: pg.Pool,
  store: PagePurge | undefined,
  log: (line: string) => void,
): Task {
  const process = processPhoto(db, store, log);
  return async (payload, helpers) => {
    try {
      await process(payload);
    } catch (error) {
      // The last try failed (the site or the database kept failing): the builder is told to upload it
      // again rather than waiting on "getting ready" for ever; the original is dropped if it can be.
      const id = (payload as { id?: string }).id;
      if (id && store && helpers.job.attempts >= helpers.job.max_attempts) {
        await db.query('select private.photo_rejected($1, $2)', [id, PHOTO_MESSAGES.failed]).catch(() => {});
        await photoDoor(store, id)('original', { method: 'DELETE' }).catch(() => {});
      }
      throw error;
    }
  };
}

function processPhoto(db: pg.Pool, store: PagePurge | undefined, log: (line: string) => void) {
  return async (payload: unknown) => {
    const id = (payload as { id?: string }).id;
    if (!id) return;
    if (!store)
      throw new Error(
        'Photos cannot be processed: set POND_PURGE_URL and POND_PURGE_TOKEN (as the site has them).',
      );
    const door = photoDoor(store, id);
    const reject = async (message: string) => {
      await db.query('select private.photo_rejected($1, $2)', [id, message]);
      await door('original', { method: 'DELETE' });
    };
    const answer = await door('original');
    // Deleted by the builder before it was processed (its row goes too: nothing is marked), or recorded
    // without the Worker ever storing a file.
    if (answer.status === 404) return reject(PHOTO_MESSAGES.failed);
    if (!answer.ok) throw new Error(`The site did not give photo ${id}'s original: ${answer.status}`);
    let encoded: EncodedPhoto;
    try {
      encoded = await encodePhoto(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      if (!(error instanceof UnreadablePhoto)) throw error;
      await reject(error.message);
      log(`photo ${id} rejected: ${(error.cause as Error | undefined)?.message ?? error.message}`);
      return;
    }
    for (const file of encoded.files) {
      const put = await door(file.name, { method: 'PUT', body: Uint8Array.from(file.body) });
      if (!put.ok) throw new Error(`The site did not store ${file.name} of photo ${id}: ${put.status}`);
    }
    const stored = encoded.files.reduce((sum, file) => sum + file.body.length, 0);
    const { rows } = await db.query<{ fate: 'shown' | 'hidden' | 'gone' }>(
      'select private.photo_processed($1, $2, $3, $4) as fate',
      [id, encoded.width, encoded.height, stored],
    );
    // Deleted or hidden while it was being made: the files just written go, or are moved aside.
    const fate = rows[0]!.fate;
    if (fate !== 'shown') await door(fate === 'gone' ? 'delete' : 'hide', { method: 'POST' });
    // Only the re-encoded files are kept: the original (and whatever it carried) goes.
    await door('original', { method: 'DELETE' });
  };
}

/** Hides, shows or deletes a photo's files at the site (and drops them from its cache). */
export function photoFilesTask(store: PagePurge | undefined): Task {
  return async (payload) => {
    const { id, action } = payload as { id?: string; action?: 'hide' | 'show' | 'delete' };
    if (!id || !action) return;
    if (!store) throw new Error('Photo files cannot be changed: set POND_PURGE_URL and POND_PURGE_TOKEN.');
    const answer = await photoDoor(store, id)(action, { method: 'POST' });
    if (!answer.ok) throw new Error(`The site did not ${action} photo ${id}'s files: ${answer.status}`);
  };
}

/** The Worker's photo door for one photo, beside its purge address, with the queue's secret. */
function photoDoor(store: PagePurge, id: string) {
  return (part: string, init: { method?: string; body?: Uint8Array<ArrayBuffer> } = {}) =>
    fetch(new URL(`${PHOTO_STORE_PREFIX}${id}/${part}`, store.url), {
      ...init,
      headers: { authorization: `Bearer ${store.token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
}
