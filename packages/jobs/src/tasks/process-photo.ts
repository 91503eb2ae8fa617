import { PHOTO_MESSAGES } from '@pond/core';
import { photoProcessed, photoRejected, type Queryable } from '@pond/supabase/jobs';
import { photoDoor } from '../photo-door.ts';
import { encodePhoto, UnreadablePhoto, type EncodedPhoto } from '../photo-encoding.ts';
import type { PagePurge } from './purge-pages.ts';
import type { JobDefinition } from './task.ts';

// A builder's new photo: the original the Worker kept is read back through its queue door
// (site/worker/photo-store.ts), re-encoded (photo-encoding.ts) and its files written back. A file
// nothing can read is the builder's to replace: the photo is marked rejected with what to do, and its
// original dropped.

export const processPhoto: JobDefinition = {
  name: 'process_photo',
  make: ({ db, purge: store, log }) => {
    const process = processOne(db, store, log);
    return async (payload, helpers) => {
      try {
        await process(payload);
      } catch (error) {
        // The last try failed (the site or the database kept failing): the builder is told to upload it
        // again rather than waiting on "getting ready" for ever; the original is dropped if it can be.
        const id = (payload as { id?: string }).id;
        if (id && store && helpers.job.attempts >= helpers.job.max_attempts) {
          await photoRejected(db, id, PHOTO_MESSAGES.failed).catch(() => {});
          await photoDoor(store, id)('original', { method: 'DELETE' }).catch(() => {});
        }
        throw error;
      }
    };
  },
};

function processOne(db: Queryable, store: PagePurge | undefined, log: (line: string) => void) {
  return async (payload: unknown) => {
    const id = (payload as { id?: string }).id;
    if (!id) return;
    if (!store)
      throw new Error(
        'Photos cannot be processed: set POND_PURGE_URL and POND_PURGE_TOKEN (as the site has them).',
      );
    const door = photoDoor(store, id);
    const reject = async (message: string) => {
      await photoRejected(db, id, message);
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
    const fate = await photoProcessed(db, id, {
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
