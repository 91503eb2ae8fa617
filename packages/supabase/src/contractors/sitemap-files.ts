import { PondDataError } from '../errors.ts';
import type { PondReader } from '../reader.ts';
import { readAll } from './read-all.ts';

// What the sitemap index and its per-state files list, with each page's last change.

export interface SitemapState {
  state: string;
  builders: number;
  lastModified: string | null;
}
export interface SitemapCityPage {
  city: string;
  lastModified: string | null;
}
export interface SitemapBuilder {
  id: string;
  name: string;
  city: string;
  state: string;
  lastModified: string | null;
}

/** Rows per request: the API's cap. */
const PAGE = 1000;

export async function listSitemapStates(client: PondReader): Promise<SitemapState[]> {
  const { data, error } = await client.rpc('sitemap_states');
  if (error) throw new PondDataError('Could not read the sitemap index', { cause: error });
  return (data ?? []).map((row) => ({
    state: row.state ?? '',
    builders: row.builders ?? 0,
    lastModified: row.last_modified,
  }));
}

export async function listSitemapStateCities(client: PondReader, state: string): Promise<SitemapCityPage[]> {
  const rows = await readAll(
    (from, to) => client.rpc('sitemap_state_cities', { p_state: state }).range(from, to),
    `Could not read the cities of ${state} for the sitemap`,
  );
  return rows.map((row) => ({ city: row.city ?? '', lastModified: row.last_modified }));
}

/** `count` builders of a state from `offset`, read a thousand at a time in parallel. */
export async function listSitemapStateBuilders(
  client: PondReader,
  state: string,
  offset: number,
  count: number,
): Promise<SitemapBuilder[]> {
  const starts = Array.from({ length: Math.ceil(count / PAGE) }, (_, index) => offset + index * PAGE);
  const pages = await Promise.all(
    starts.map(async (from) => {
      const to = Math.min(from + PAGE, offset + count) - 1;
      const { data, error } = await client.rpc('sitemap_state_builders', { p_state: state }).range(from, to);
      if (error)
        throw new PondDataError(`Could not read the builders of ${state} for the sitemap`, { cause: error });
      return data ?? [];
    }),
  );
  return pages.flat().map((row) => ({
    id: row.id ?? '',
    name: row.name ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    lastModified: row.last_modified,
  }));
}
