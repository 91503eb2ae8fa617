import { BUILDER_SERVICES, type BuilderService } from './listing.ts';

// A builder's portfolio: photos of finished ponds, uploaded through the site's Worker to
// object storage, re-encoded by the job queue into AVIF and WebP at a few widths (metadata dropped),
// and shown on the profile as a gallery and on directory cards as the first photo.

/** Where the builder's browser sends a photo (the Worker's, with the builder's session). */
export const PHOTO_UPLOAD_PATH = '/api/photos';
/** The job queue's door to the photo bucket at the Worker (with the queue's secret). */
export const PHOTO_STORE_PREFIX = '/__pond/photos/';

export const PHOTO_LIMITS = {
  /** 15 MB: a phone's full-size photo fits; a video or a RAW file does not. */
  maxBytes: 15 * 1024 * 1024,
  photos: 24,
  caption: 140,
  city: 100,
  /** Larger images are refused by the re-encoder (a decompression bomb), about 8,000 × 6,000. */
  maxPixels: 50_000_000,
} as const;

/** The widths every photo is kept at (never enlarged: a smaller photo's files are its own size). */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** Newest first: the browser takes the first `<source>` it can show. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** The file a directory card and an `<img>` without sources use. */
export const PHOTO_FALLBACK = { width: 640, format: 'webp' } as const satisfies {
  width: PhotoWidth;
  format: PhotoFormat;
};

/** What the files of one photo are called, under /photos/ on the site. */
export function photoUrl(id: string, width: PhotoWidth, format: PhotoFormat): string {
  return `/photos/${id}/${width}.${format}`;
}

export function photoSrcSet(id: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${photoUrl(id, width, format)} ${width}w`).join(', ');
}

const PHOTO_URL =
  /^\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d+)\.(avif|webp)$/;

/** The photo a card's picture address names, when it is one of ours (not an imported picture). */
export function photoIdOfUrl(url: string | null | undefined): string | null {
  return (url && PHOTO_URL.exec(url)?.[1]) || null;
}

/** A stored file's address, parsed; null for anything else (the Worker serves only these). */
export function parsePhotoPath(path: string): { id: string; width: PhotoWidth; format: PhotoFormat } | null {
  const match = PHOTO_URL.exec(path);
  if (!match) return null;
  const width = Number(match[2]) as PhotoWidth;
  return PHOTO_WIDTHS.includes(width) ? { id: match[1]!, width, format: match[3] as PhotoFormat } : null;
}

/** What a builder is told when a photo cannot be taken. */
export const PHOTO_MESSAGES = {
  tooBig: (bytes: number) =>
    `This file is ${megabytes(bytes)}; photos can be up to 15 MB. Export a smaller copy (your phone's or camera's "share" or "export" lets you choose the size) and upload that.`,
  noSize: 'Your browser did not say how big the file is. Please choose the photo again.',
  notPhoto:
    'This file is not a photo we can take: upload a JPEG, PNG, WebP or HEIC (iPhone) photo. A file renamed to .jpg is still checked for what it is.',
  carriesCode:
    'This photo carries code in its hidden details (its comment or description), so we cannot take it. Save it again from a photo app, or take a screenshot of it, and upload that.',
  unreadable:
    'We could not read this photo: it may be damaged or cut short. Export it again from your photo app and upload the new file.',
  tooManyPixels: `This photo is too large to process (over ${(PHOTO_LIMITS.maxPixels / 1_000_000).toFixed(0)} megapixels). Export it at a smaller size and upload that.`,
  full: `Your portfolio has ${PHOTO_LIMITS.photos} photos, the most it can hold. Delete one to add another.`,
  caption: `Write a caption of 1 to ${PHOTO_LIMITS.caption} characters: what the pond is and what you built.`,
  projectType: 'Choose the project type from the list.',
  city: `Enter the city the pond is in (at most ${PHOTO_LIMITS.city} characters).`,
  signedOut: 'Your session has ended. Sign in again, then upload the photo.',
  failed: 'We could not save this photo. Please try again in a minute.',
} as const;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export type PhotoFileType = 'jpeg' | 'png' | 'webp' | 'heic';
export const PHOTO_CONTENT_TYPES: Record<PhotoFileType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis'];

/**
 * What a file is by its first bytes, never by its name or the type the browser claims: JPEG, PNG,
 * WebP or HEIC (an ISO media file whose brand, or a compatible brand of an image-collection brand, is
 * HEVC). Anything else (an executable renamed .jpg, a PDF, AVIF, GIF) is not a photo we take.
 */
export function photoFileType(bytes: Uint8Array): PhotoFileType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256);
    const major = ascii(bytes, 8, 4);
    const compatible: string[] = [];
    for (let at = 16; at + 4 <= boxSize; at += 4) compatible.push(ascii(bytes, at, 4));
    if (HEIC_BRANDS.includes(major)) return 'heic';
    if ((major === 'mif1' || major === 'msf1') && compatible.some((brand) => HEIC_BRANDS.includes(brand)))
      return 'heic';
  }
  return null;
}

/**
 * Markup or code hidden in a photo (a polyglot: an EXIF comment holding a script). Re-encoding drops
 * every comment anyway; the file is refused so nothing of it is kept even as the original.
 */
// At least five characters each: a shorter pattern turns up by chance in a 12 MB photo's image data.
const HIDDEN_CODE = ['<script', '<?php', 'javascript:', '<iframe', 'onerror=', 'onload='];
// Each as bytes: plain, and in UTF-16 either way round (an EXIF UserComment is often "UNICODE" text).
const HIDDEN_CODE_BYTES = HIDDEN_CODE.flatMap((pattern) => {
  const codes = Array.from(pattern, (char) => char.charCodeAt(0));
  return [codes, codes.flatMap((code) => [code, 0]), codes.flatMap((code) => [0, code])];
});

export function carriesCode(bytes: Uint8Array): boolean {
  for (let at = 0; at < bytes.length; at += 1) {
    // Upper-case ASCII letters compare as lower case, so '<SCRIPT' counts too.
    const first = lower(bytes[at]!);
    for (const pattern of HIDDEN_CODE_BYTES) {
      if (first !== pattern[0]) continue;
      let index = 1;
      while (index < pattern.length && lower(bytes[at + index] ?? 0) === pattern[index]) index += 1;
      if (index === pattern.length) return true;
    }
  }
  return false;
}

const lower = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);

/** Why a photo's file cannot be taken, or its type: the same checks in the browser and the Worker. */
export function checkPhotoFile(
  bytes: Uint8Array,
): { ok: true; type: PhotoFileType } | { ok: false; message: string } {
  if (bytes.length > PHOTO_LIMITS.maxBytes)
    return { ok: false, message: PHOTO_MESSAGES.tooBig(bytes.length) };
  const type = photoFileType(bytes);
  if (!type) return { ok: false, message: PHOTO_MESSAGES.notPhoto };
  if (carriesCode(bytes)) return { ok: false, message: PHOTO_MESSAGES.carriesCode };
  return { ok: true, type };
}

/** A photo's words, as a builder writes them. */
export interface PhotoDetails {
  caption: string;
  projectType: string;
  city: string;
}

export type PhotoDetailsProblems = Partial<Record<keyof PhotoDetails, string>>;

/** Bad fields of a photo's details, each with its message (the database checks the same). */
export function photoDetailsProblems(details: PhotoDetails): PhotoDetailsProblems {
  const problems: PhotoDetailsProblems = {};
  const caption = details.caption.trim();
  if (!caption || caption.length > PHOTO_LIMITS.caption) problems.caption = PHOTO_MESSAGES.caption;
  if (!BUILDER_SERVICES.includes(details.projectType as BuilderService))
    problems.projectType = PHOTO_MESSAGES.projectType;
  const city = details.city.trim();
  if (!city || city.length > PHOTO_LIMITS.city) problems.city = PHOTO_MESSAGES.city;
  return problems;
}
