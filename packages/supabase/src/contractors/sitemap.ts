import { citySlug, SITEMAP_MESSAGES } from '@pond/core';
import type { PondClient } from '../client.ts';
import { PondDataError, type PostgrestErrorLike } from '../errors.ts';

export interface SitemapCity {
  city: string;
  state: string;
  slug: string;
}

/** Supabase caps a response at 1,000 rows by default, so long lists are read page by page. */
const PAGE = 1000;

async function readAll<Row>(
  readPage: (
    from: number,
    to: number,
  ) => PromiseLike<{ data: Row[] | null; error: PostgrestErrorLike | null }>,
  failure: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await readPage(from, from + PAGE - 1);
    if (error) throw new PondDataError(failure, { cause: error });
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE) return rows;
  }
}

/** Cities of the cities table, by name (spec §7 'Sitemap cities'). */
export async function listSitemapCities(client: PondClient): Promise<SitemapCity[]> {
  const rows = await readAll(
    (from, to) =>
      client
        .from('cities')
        .select('city_name, state_code, slug')
        .order('city_name')
        .order('state_code')
        .range(from, to),
    SITEMAP_MESSAGES.citiesFailed,
  );
  return rows.map((row) => ({ city: row.city_name, state: row.state_code, slug: row.slug }));
}

/** Distinct city and state pairs of contractors (spec §7 'Sitemap contractors'), derived in the database. */
export async function listContractorCities(client: PondClient): Promise<SitemapCity[]> {
  const rows = await readAll(
    (from, to) => client.rpc('contractor_cities').range(from, to),
    SITEMAP_MESSAGES.contractorsFailed,
  );
  // Slugs are built here, with the one rule of @pond/core (spec §7: derived on the client).
  return rows.map((row) => ({
    city: row.city ?? '',
    state: row.state ?? '',
    slug: citySlug(row.city ?? ''),
  }));
}
