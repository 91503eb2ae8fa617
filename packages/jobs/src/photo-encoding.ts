import { PHOTO_FORMATS, PHOTO_LIMITS, PHOTO_MESSAGES, PHOTO_WIDTHS } from '@pond/core';
import { createRequire } from 'node:module';
import sharp, { type Sharp } from 'sharp';

// A builder's new photo, made into the files the site shows: turned upright by its EXIF
// orientation, and written as AVIF and WebP at each of core's widths. Nothing of its metadata goes
// along (sharp keeps none unless asked: no GPS, camera, comments or ICC). HEIC (HEVC) is decoded by
// libheif in wasm, since sharp's prebuilt libvips has no HEVC decoder.

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
    // The header alone, read without the limit, so a photo over it is told so (not "unreadable");
    // nothing is decoded until the size is known to be within it.
    probe = await sharp(original, { ...options, limitInputPixels: false }).metadata();
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
