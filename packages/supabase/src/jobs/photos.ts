import { value, type Queryable } from './queryable.ts';

/** A photo that could not be made ready, with the builder's message. */
export async function photoRejected(db: Queryable, id: string, message: string): Promise<void> {
  await db.query('select private.photo_rejected($1, $2)', [id, message]);
}

/** The photo made ready; what became of it meanwhile: shown, hidden by staff or deleted by its builder. */
export function photoProcessed(
  db: Queryable,
  id: string,
  made: { width: number; height: number; storedBytes: number },
): Promise<'shown' | 'hidden' | 'gone'> {
  return value(db, 'select private.photo_processed($1, $2, $3, $4) as value', [
    id,
    made.width,
    made.height,
    made.storedBytes,
  ]);
}

/** A homeowner's site photo that could not be made ready, with what to do. */
export async function requestPhotoRejected(db: Queryable, id: string, message: string): Promise<void> {
  await db.query('select private.request_photo_rejected($1, $2)', [id, message]);
}

/** The site photo made ready; false when its request was deleted meanwhile. */
export function requestPhotoProcessed(
  db: Queryable,
  id: string,
  made: { width: number; height: number; storedBytes: number },
): Promise<boolean> {
  return value(db, 'select private.request_photo_processed($1, $2, $3, $4) as value', [
    id,
    made.width,
    made.height,
    made.storedBytes,
  ]);
}
