import { citySlug, SITEMAP_MESSAGES } from '@pond/core';
import type { PondReader } from '../reader.ts';
import { readAll } from './read-all.ts';

export interface SitemapCity {
  city: string;
  state: string;
  slug: string;
}

/** Cities of the cities table, by name (spec §7 'Sitemap cities'). */
export async function listSitemapCities(client: PondReader): Promise<SitemapCity[]> {
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
export async function listContractorCities(client: PondReader): Promise<SitemapCity[]> {
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
