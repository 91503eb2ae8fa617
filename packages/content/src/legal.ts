// The privacy policy and the terms (spec §2.15).
import { formatLongDate } from '@pond/core';
import type { ContentClient } from './client.ts';
import { legalPageQuery } from './queries.ts';
import type { BlockContent } from './sanity.types.ts';

export interface LegalPage {
  title: string;
  /** 'June 1, 2026': the build date unless an editor fixed a date (spec §2.15). */
  lastUpdatedLabel: string;
  body: BlockContent;
}

/** The privacy policy or the terms; `today` is the build date, passed in. */
export async function getLegalPage(
  client: ContentClient,
  kind: 'privacy' | 'terms',
  today: Date,
): Promise<LegalPage | null> {
  const page = await client.fetch(legalPageQuery, { kind });
  if (!page?.title || !page.body) return null;
  const fixed = page.lastUpdated === 'fixedDate' && page.lastUpdatedDate ? page.lastUpdatedDate : null;
  return { title: page.title, lastUpdatedLabel: formatLongDate(fixed ?? today), body: page.body };
}
