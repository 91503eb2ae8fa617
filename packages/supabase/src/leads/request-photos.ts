import { REQUEST_PHOTO_MESSAGES, type PhotoFileType, type SignedRequestPhoto } from '@pond/core';
import { PondDataError } from '../errors.ts';
import type { PondReader } from '../reader.ts';

// A homeowner's site photos: the Worker asks for room and records an upload with the request's
// choice token (before any builder has it); the database signs each file's address for those
// allowed to see it and answers the Worker whether an address is one it signed.

/** A site photo as the request's pages show it: ready ones with their signed address. */
export interface RequestPhoto {
  id: string;
  status: 'processing' | 'ready' | 'rejected';
  problem: string | null;
  signed: SignedRequestPhoto | null;
}

interface RequestPhotoRow {
  id: string;
  status: RequestPhoto['status'];
  problem: string | null;
  width: number | null;
  height: number | null;
  expires: number | null;
  signature: string | null;
}

export function requestPhotosOfRows(rows: unknown): RequestPhoto[] {
  return ((rows ?? []) as RequestPhotoRow[]).map((row) => ({
    id: row.id,
    status: row.status,
    problem: row.problem,
    signed:
      row.status === 'ready' && row.expires !== null && row.signature
        ? { id: row.id, expires: row.expires, signature: row.signature, width: row.width, height: row.height }
        : null,
  }));
}

const refusal = (error: { hint?: string | null; message: string }) =>
  error.hint === 'lead_choice_closed'
    ? new PondDataError(REQUEST_PHOTO_MESSAGES.closed, { cause: error, code: 'forbidden' })
    : error.hint === 'request_photo_limit'
      ? new PondDataError(REQUEST_PHOTO_MESSAGES.full, { cause: error, code: 'failed' })
      : new PondDataError(REQUEST_PHOTO_MESSAGES.failed, { cause: error });

type Request = { requestId: string; choiceToken: string };

/** How many more photos the request may take; refused once it went to builders. */
export async function requestPhotosLeft(reader: PondReader, request: Request): Promise<number> {
  const { data, error } = await reader.rpc('request_photos_left', {
    p_lead: request.requestId,
    p_token: request.choiceToken,
  });
  if (error) throw refusal(error);
  return data ?? 0;
}

/** Records a photo the Worker stored; its place among the request's photos. */
export async function addRequestPhoto(
  reader: PondReader,
  photo: Request & { id: string; fileType: PhotoFileType; bytes: number },
): Promise<number> {
  const { data, error } = await reader.rpc('add_request_photo', {
    p_lead: photo.requestId,
    p_token: photo.choiceToken,
    p_id: photo.id,
    p_file_type: photo.fileType,
    p_bytes: photo.bytes,
  });
  if (error) throw refusal(error);
  return data ?? 0;
}

/** Whether a file's address is one the database signed, in time, for a ready photo. */
export async function requestPhotoAllowed(
  reader: PondReader,
  address: { id: string; expires: number; signature: string },
): Promise<boolean> {
  const { data, error } = await reader.rpc('request_photo_allowed', {
    p_id: address.id,
    p_expires: address.expires,
    p_signature: address.signature,
  });
  if (error) throw new PondDataError(REQUEST_PHOTO_MESSAGES.failed, { cause: error });
  return data === true;
}

/** Staff: a request's photos, signed for them. */
export async function staffRequestPhotos(reader: PondReader, requestId: string): Promise<RequestPhoto[]> {
  const { data, error } = await reader.rpc('staff_request_photos', { p_lead: requestId });
  if (error) throw new PondDataError('Could not load the photos.', { cause: error });
  return requestPhotosOfRows(data);
}
