import { PHOTO_MESSAGES } from '@pond/core';
import {
  photoProcessed,
  photoRejected,
  requestPhotoProcessed,
  requestPhotoRejected,
  type Queryable,
} from '@pond/supabase/jobs';
import { photoDoor, type PhotoKind } from '../photo-door.ts';
import { encodePhoto, UnreadablePhoto, type EncodedPhoto } from '../photo-encoding.ts';
import type { PagePurge } from './purge-pages.ts';
import type { JobDefinition } from './task.ts';

// A new photo, a builder's or a homeowner's site photo: the original the Worker kept is read back
// through its queue door (site/worker/photo-store.ts), re-encoded (photo-encoding.ts) and its files
// written back. A file nothing can read is its sender's to replace: the photo is marked rejected with
// what to do, and its original dropped.

type Made = { width: number; height: number; storedBytes: number };

/** What becomes of a photo in the database, by kind; `fate` says what to do with the files just made. */
interface PhotoRecord {
  kind: PhotoKind;
  rejected: (db: Queryable, id: string, message: string) => Promise<void>;
  /** Shown, hidden by staff meanwhile, or gone (deleted meanwhile). */
  processed: (db: Queryable, id: string, made: Made) => Promise<'shown' | 'hidden' | 'gone'>;
}

const PORTFOLIO: PhotoRecord = { kind: 'portfolio', rejected: photoRejected, processed: photoProcessed };
// A site photo is never hidden: it is kept, or its request is gone.
const SITE_PHOTO: PhotoRecord = {
  kind: 'request',
  rejected: requestPhotoRejected,
  processed: async (db, id, made) => ((await requestPhotoProcessed(db, id, made)) ? 'shown' : 'gone'),
};

function photoJob(name: string, record: PhotoRecord): JobDefinition {
  return {
    name,
    make: ({ db, purge: store, log }) => {
      const process = processOne(db, store, log, record);
      return async (payload, helpers) => {
        try {
          await process(payload);
        } catch (error) {
          // The last try failed (the site or the database kept failing): the sender is told to upload it
          // again rather than waiting on "getting ready" for ever; the original is dropped if it can be.
          const id = (payload as { id?: string }).id;
          if (id && store && helpers.job.attempts >= helpers.job.max_attempts) {
            await record.rejected(db, id, PHOTO_MESSAGES.failed).catch(() => {});
            await photoDoor(store, id, record.kind)('original', { method: 'DELETE' }).catch(() => {});
          }
          throw error;
        }
      };
    },
  };
}

export const processPhoto = photoJob('process_photo', PORTFOLIO);
export const processRequestPhoto = photoJob('process_request_photo', SITE_PHOTO);

function processOne(
  db: Queryable,
  store: PagePurge | undefined,
  log: (line: string) => void,
  record: PhotoRecord,
) {
  return async (payload: unknown) => {
    const id = (payload as { id?: string }).id;
    if (!id) return;
    if (!store)
      throw new Error(
        'Photos cannot be processed: set POND_PURGE_URL and POND_PURGE_TOKEN (as the site has them).',
      );
    const door = photoDoor(store, id, record.kind);
    const reject = async (message: string) => {
      await record.rejected(db, id, message);
      await door('original', { method: 'DELETE' });
    };
    const answer = await door('original');
    // Deleted before it was processed (its row goes too: nothing is marked), or recorded without the
    // Worker ever storing a file.
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
    const fate = await record.processed(db, id, {
      width: encoded.width,
      height: encoded.height,
      storedBytes: stored,
    });
    // Deleted or hidden while it was being made: the files just written go, or are moved aside.
    if (fate !== 'shown') await door(fate === 'gone' ? 'delete' : 'hide', { method: 'POST' });
    // Only the re-encoded files are kept: the original (and whatever it carried) goes.
    await door('original', { method: 'DELETE' });
  };
}
