import { PHOTO_WIDTHS, type PhotoFormat, type PhotoWidth } from '../builders/photos.ts';

// A homeowner's site photos: sent with a request through the same pipeline as builders' photos
// (type checked by content, HEIC read, re-encoded with no metadata), but private. Their files are
// answered only at an address the database signed, which it hands only to those allowed to see them
// (the request's homeowner, the builders they chose, staff); whoever holds an address may open it until
// it expires an hour later, and no shared cache keeps it.

/**
 * Where the form sends one photo: the file in a multipart body, the request's id and choice token in
 * the query (`?request=…&token=…`), so the Worker can ask whether the request takes photos before it
 * reads a byte of the body. The token only lets photos be added until the request is sent (a day at most).
 */
export const REQUEST_PHOTO_UPLOAD_PATH = '/api/request-photos';
/** The job queue's door to these files (site/worker/photo-store.ts). */
export const REQUEST_PHOTO_STORE_PREFIX = '/__pond/request-photos/';

export const REQUEST_PHOTO_LIMITS = {
  /** Photos one request holds. */
  photos: 6,
  /** How long a signed address answers, in minutes (the database signs; request_photo_links). */
  linkMinutes: 60,
} as const;

export const REQUEST_PHOTO_MESSAGES = {
  full: `A request holds ${REQUEST_PHOTO_LIMITS.photos} photos, the most it can. Send it as it is; a builder can ask for more.`,
  closed:
    'Photos can be added only before the request is sent to builders. Write to a builder on your request page instead.',
  failed: 'We could not save this photo. Please try again in a minute.',
  label: `Photos of the spot (up to ${REQUEST_PHOTO_LIMITS.photos}; only the builders you choose will see them)`,
  uploading: 'Uploading…',
  sent: 'Added',
  processing: 'Being prepared',
  rejected: 'Could not be read',
  inMail: (count: number) =>
    `${count} sent with the request: open it in your inbox to see them (they are private to the builders chosen).`,
  heading: 'Photos of the spot',
  added: 'Photos you added',
} as const;

/** A photo's signed address parts, as the database gives them. */
export interface SignedRequestPhoto {
  id: string;
  expires: number;
  signature: string;
  width: number | null;
  height: number | null;
}

const REQUEST_PHOTO_URL =
  /^\/request-photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d+)\.(avif|webp)$/;

/** One file of a private photo, at its signed address. */
export function requestPhotoUrl(photo: SignedRequestPhoto, width: PhotoWidth, format: PhotoFormat): string {
  return `/request-photos/${photo.id}/${width}.${format}?expires=${photo.expires}&signature=${encodeURIComponent(photo.signature)}`;
}

export function requestPhotoSrcSet(photo: SignedRequestPhoto, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${requestPhotoUrl(photo, width, format)} ${width}w`).join(', ');
}

/** A private photo's file address, parsed with its signature; null for anything else. */
export function parseRequestPhotoUrl(
  url: URL,
): { id: string; width: PhotoWidth; format: PhotoFormat; expires: number; signature: string } | null {
  const match = REQUEST_PHOTO_URL.exec(url.pathname);
  const width = Number(match?.[2]) as PhotoWidth;
  const expires = Number(url.searchParams.get('expires'));
  const signature = url.searchParams.get('signature') ?? '';
  if (!match || !PHOTO_WIDTHS.includes(width) || !Number.isInteger(expires) || !signature) return null;
  return { id: match[1]!, width, format: match[3] as PhotoFormat, expires, signature };
}
