import { citySlug } from './slugs.ts';

// What each page rendered from the database shows, as cache tags: a page is cached with
// the tags of what it shows, and a change in the database purges exactly the tags it touches. Tags
// are short printable ASCII without spaces or commas (Cache-Tag's rules).

/** Every directory search's results: any builder may appear in one. */
export const DIRECTORY_TAG = 'directory';
/** The sitemap index (its files' lastmod). */
export const SITEMAP_TAG = 'sitemap';

/** A builder's own profile. */
export const contractorTag = (id: string) => `contractor:${id}`;
/** A city's page and what shows its builders (profiles list the city's other builders). */
export const cityTag = (city: string, stateCode: string) =>
  `city:${stateCode.toLowerCase()}:${encodeURIComponent(citySlug(city))}`;
/** A state's page (its cities and their counts) and the city pages' lists of nearby cities. */
export const stateTag = (stateCode: string) => `state:${stateCode.toLowerCase()}`;
/** A state's sitemap files. */
export const stateSitemapTag = (stateCode: string) => `sitemap:${stateCode.toLowerCase()}`;

/**
 * How far a change to a builder reaches: only its own profile (its description, hours, marks), the
 * pages that list it too (its city's pages and every search: a card's fields), or everywhere it
 * appears (also its state's page and the sitemaps: it came, went, moved, was renamed or paused).
 */
export type PurgeReach = 'profile' | 'lists' | 'everywhere';

/** A builder as a change in the database reports it: before (old) and after (new). */
export interface ContractorChange {
  id: string;
  city: string;
  state: string;
  /** Everywhere when not said. */
  reach?: PurgeReach;
}

/** The tags of the pages a change to these builders touches, by how far each change reaches. */
export function tagsForContractorChanges(changes: readonly ContractorChange[]): string[] {
  const tags = new Set<string>();
  for (const change of changes) {
    const reach = change.reach ?? 'everywhere';
    tags.add(contractorTag(change.id));
    if (reach === 'profile') continue;
    tags.add(DIRECTORY_TAG);
    tags.add(cityTag(change.city, change.state));
    if (reach === 'lists') continue;
    tags.add(SITEMAP_TAG);
    tags.add(stateTag(change.state));
    tags.add(stateSitemapTag(change.state));
  }
  return [...tags];
}
