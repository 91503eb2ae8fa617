import { PHOTO_MESSAGES, type PhotoDetails, type PhotoFileType } from '@pond/core';
import type { PondClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { PondDataError } from '../errors.ts';
import type { PondReader } from '../reader.ts';

// A builder's portfolio: the Worker records an upload as the builder; the builder captions,
// orders and deletes their photos; staff hide one; anyone reads the shown photos of a listing.

export type PhotoRow = Database['public']['Tables']['contractor_photos']['Row'];

/** What a profile shows of a photo. */
export type PortfolioPhoto = Pick<
  PhotoRow,
  'id' | 'caption' | 'project_type' | 'city' | 'width' | 'height' | 'position'
>;
const SHOWN_COLUMNS = 'id, caption, project_type, city, width, height, position';

/** A listing's shown photos (ready, not hidden), in the builder's order. */
export async function getPortfolio(reader: PondReader, contractorId: string): Promise<PortfolioPhoto[]> {
  const { data, error } = await reader
    .from('contractor_photos')
    .select(SHOWN_COLUMNS)
    .eq('contractor_id', contractorId)
    .eq('status', 'ready')
    .is('hidden_at', null)
    .order('position')
    .order('created_at');
  if (error) throw new PondDataError('Could not load the photos.', { cause: error });
  return data;
}

/** The refusals of the photo functions, in core's words; the field for a bad detail. */
function photoError(error: { hint?: string | null; details?: string | null; message: string }) {
  switch (error.hint) {
    case 'photo_invalid': {
      const field = (error.details ?? 'caption') as keyof PhotoDetails;
      return new PondDataError(PHOTO_MESSAGES[field] ?? error.message, { cause: error, field });
    }
    case 'photo_limit':
      return new PondDataError(PHOTO_MESSAGES.full, { cause: error, code: 'failed' });
    case 'not_builder':
      return new PondDataError(PHOTO_MESSAGES.signedOut, { cause: error, code: 'forbidden' });
    case 'photo_not_found':
    case 'photo_order_invalid':
    case 'photo_reason_missing':
      return new PondDataError(error.message, { cause: error, code: 'failed' });
    default:
      return new PondDataError(PHOTO_MESSAGES.failed, { cause: error });
  }
}

/** Records a photo the Worker stored, for the builder whose session the reader carries. */
export async function addMyPhoto(
  reader: PondReader,
  photo: PhotoDetails & { id: string; fileType: PhotoFileType; bytes: number },
): Promise<void> {
  const { error } = await reader.rpc('add_my_photo', {
    p_id: photo.id,
    p_caption: photo.caption,
    p_project_type: photo.projectType,
    p_city: photo.city,
    p_file_type: photo.fileType,
    p_bytes: photo.bytes,
  });
  if (error) throw photoError(error);
}

/** The signed-in builder's photos, every state (processing, ready, rejected, hidden), in order. */
export async function listMyPhotos(client: PondClient, contractorId: string): Promise<PhotoRow[]> {
  const { data, error } = await client
    .from('contractor_photos')
    .select('*')
    .eq('contractor_id', contractorId)
    .order('position')
    .order('created_at');
  if (error) throw new PondDataError('Could not load your photos. Please try again.', { cause: error });
  return data;
}

export async function updateMyPhoto(client: PondClient, id: string, details: PhotoDetails): Promise<void> {
  const { error } = await client.rpc('update_my_photo', {
    p_id: id,
    p_caption: details.caption,
    p_project_type: details.projectType,
    p_city: details.city,
  });
  if (error) throw photoError(error);
}

/** The builder's whole order, first to last. */
export async function reorderMyPhotos(client: PondClient, ids: string[]): Promise<void> {
  const { error } = await client.rpc('reorder_my_photos', { p_ids: ids });
  if (error) throw photoError(error);
}

export async function deleteMyPhoto(client: PondClient, id: string): Promise<void> {
  const { error } = await client.rpc('delete_my_photo', { p_id: id });
  if (error) throw photoError(error);
}

/** Photos for staff, newest first, with their builder's name. */
export async function listPhotosForStaff(client: PondClient) {
  const { data, error } = await client
    .from('contractor_photos')
    .select('*, contractors(name)')
    .order('created_at', { ascending: false })
    .limit(100);
  if (error) throw new PondDataError('Could not load the photos. Please try again.', { cause: error });
  return data;
}

/** Staff hide a photo (the builder reads the reason) or show it again. */
export async function setPhotoHidden(
  client: PondClient,
  id: string,
  hidden: boolean,
  reason: string,
): Promise<void> {
  const { error } = await client.rpc('set_photo_hidden', { p_id: id, p_hidden: hidden, p_reason: reason });
  if (error) throw photoError(error);
}

/**
 * Whose listing the reader's session keeps and how many photos it may still add: what the photo door
 * asks before it reads a byte. A session that is no builder's (or no session) is refused 'forbidden'.
 */
export async function myPhotoAllowance(
  reader: PondReader,
): Promise<{ contractorId: string; photosLeft: number }> {
  const { data, error } = await reader.rpc('my_photo_allowance');
  const row = data?.[0];
  if (!error && row?.contractor_id)
    return { contractorId: row.contractor_id, photosLeft: row.photos_left ?? 0 };
  // A refused or unknown token (PostgREST's JWT errors, an anon key) is no builder's.
  const refused =
    !error || error.hint === 'not_builder' || error.code === '42501' || /^PGRST3/.test(error.code ?? '');
  throw new PondDataError(refused ? PHOTO_MESSAGES.signedOut : PHOTO_MESSAGES.failed, {
    cause: error ?? undefined,
    code: refused ? 'forbidden' : 'unavailable',
  });
}
