import { citySlug, normaliseState } from '@pond/core';
import type { PondReader } from '../reader.ts';
import { PondDataError } from '../errors.ts';

export interface StateCity {
  city: string;
  slug: string;
  count: number;
}

/** Cities of a state that have contractors, with counts, sorted by name (spec §2.6, §7 'State page'). */
export async function listStateCities(client: PondReader, state: string): Promise<StateCity[]> {
  const code = normaliseState(state);
  if (!code) return [];
  const { data, error } = await client.rpc('state_cities', { p_state: code });
  if (error) throw new PondDataError(`Failed to load the cities of ${code}`, { cause: error });
  return (data ?? []).map((row) => ({
    city: row.city ?? '',
    slug: citySlug(row.city ?? ''),
    count: row.count ?? 0,
  }));
}
