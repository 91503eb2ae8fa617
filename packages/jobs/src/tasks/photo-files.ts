import { photoDoor, type PhotoKind } from '../photo-door.ts';
import type { JobDefinition } from './task.ts';

/** Hides, shows or deletes a photo's files at the site (and drops them from its cache); a site photo's are only deleted. */
export const photoFiles: JobDefinition = {
  name: 'photo_files',
  make:
    ({ purge: store }) =>
    async (payload) => {
      const { id, action, kind } = payload as {
        id?: string;
        action?: 'hide' | 'show' | 'delete';
        kind?: PhotoKind;
      };
      if (!id || !action) return;
      if (!store) throw new Error('Photo files cannot be changed: set POND_PURGE_URL and POND_PURGE_TOKEN.');
      const answer = await photoDoor(
        store,
        id,
        kind === 'request' ? 'request' : 'portfolio',
      )(action, {
        method: 'POST',
      });
      if (!answer.ok) throw new Error(`The site did not ${action} photo ${id}'s files: ${answer.status}`);
    },
};
