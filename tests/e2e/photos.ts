// Photos a builder would upload, made here with sharp: a phone's full-size JPEG carrying
// its camera and where it was taken, a PNG, the iPhone HEIC from tests/fixtures, and the bad files.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, type Page } from './test.ts';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const GPS = { latitude: '30/1 16/1 0/1', longitude: '97/1 44/1 0/1' };

/** About 12 MB: a 4,000 × 3,000 JPEG of noise (the least compressible photo) with camera and GPS. */
export async function phoneJpeg(): Promise<UploadFile> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  // xorshift32: noise JPEG cannot compress, so the file is as big as a phone's.
  let state = 2463534242;
  for (let index = 0; index < pixels.length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[index] = state & 255;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'PondPhone', Model: '15 Pro' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: GPS.latitude,
        GPSLongitudeRef: 'W',
        GPSLongitude: GPS.longitude,
      },
    })
    .toBuffer();
  return { name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer };
}

export async function smallPng(): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6f7a' } })
    .png()
    .toBuffer();
  return { name: 'stream.png', mimeType: 'image/png', buffer };
}

export function iphoneHeic(): UploadFile {
  const buffer = readFileSync(new URL('../fixtures/rainbow.heic', import.meta.url));
  return { name: 'IMG_0007.HEIC', mimeType: 'image/heic', buffer };
}

/** A Windows program renamed to look like a photo. */
export function renamedExecutable(): UploadFile {
  const buffer = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096)]);
  return { name: 'pond.jpg', mimeType: 'image/jpeg', buffer };
}

/** A real JPEG whose EXIF description holds a script (a polyglot). */
export async function scriptInExif(): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
    .jpeg()
    // The script in the EXIF comment (UserComment) and in the description, as a polyglot would carry it.
    .withExif({
      IFD0: { ImageDescription: '<script>alert(document.cookie)</script>' },
      IFD2: { UserComment: '<script>alert(document.cookie)</script>' },
    })
    .toBuffer();
  return { name: 'pond-at-dusk.jpg', mimeType: 'image/jpeg', buffer };
}

/** 40 MB that starts like a JPEG. */
export function fortyMegabytes(): UploadFile {
  const buffer = Buffer.alloc(40 * 1024 * 1024);
  buffer.set([0xff, 0xd8, 0xff, 0xe0]);
  return { name: 'huge.jpg', mimeType: 'image/jpeg', buffer };
}

/** Uploads one photo with its words from the builder's photos page. */
export async function uploadPhoto(
  page: Page,
  file: UploadFile,
  words: { caption: string; projectType?: string; city?: string },
) {
  const form = page.getByRole('form', { name: 'Add a photo' });
  await form.getByLabel('Photo').setInputFiles(file);
  await form.getByLabel('Caption').fill(words.caption);
  await form.getByLabel('Project type').selectOption(words.projectType ?? 'Koi Pond Construction');
  if (words.city) await form.getByLabel('City').fill(words.city);
  await form.getByRole('button', { name: 'Upload Photo' }).click();
}

/** The metadata of an image the site serves, read with sharp. */
export async function servedMetadata(page: Page, path: string) {
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(200);
  return { headers: answer.headers(), meta: await sharp(await answer.body()).metadata() };
}
