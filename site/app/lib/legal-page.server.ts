import { getLegalPage, getSiteSettings } from '@pond/content';
import { data } from 'react-router';
import { buildDate, serverContent } from './data.server.ts';

/** The privacy policy's or the terms' loader (spec §2.15): the page and where to write to us. */
export async function legalPageLoader(kind: 'privacy' | 'terms') {
  const content = await serverContent();
  const [page, settings] = await Promise.all([
    getLegalPage(content, kind, buildDate()),
    getSiteSettings(content),
  ]);
  if (!page) throw data('Not found', { status: 404 });
  return { page, contactEmail: settings.contactEmail };
}
