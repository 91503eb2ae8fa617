import type { PondReader } from '../reader.ts';
import { PondDataError } from '../errors.ts';

export interface CitySummary {
  builderCount: number;
  /** One decimal, or null when none of them is rated. */
  averageRating: number | null;
  /** Up to four nearby cities with builders, the same state first. */
  nearby: { city: string; state: string }[];
}

/** What a city page says about its city, from the database in one call. */
export async function getCitySummary(
  client: PondReader,
  city: string,
  stateCode: string,
): Promise<CitySummary> {
  const { data, error } = await client.rpc('city_summary', { p_city: city, p_state: stateCode });
  if (error) throw new PondDataError(`Could not summarise ${city}, ${stateCode}`, { cause: error });
  const row = data?.[0];
  return {
    builderCount: row?.builder_count ?? 0,
    averageRating: row?.average_rating ?? null,
    nearby: Array.isArray(row?.nearby) ? (row.nearby as CitySummary['nearby']) : [],
  };
}
