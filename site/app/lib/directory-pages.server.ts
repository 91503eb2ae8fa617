import { cityUrl, contractorUrl } from '@pond/core';
import { listContractorCities } from '@pond/supabase';
import { buildContractors, serverReader } from './data.server.ts';

/** Every city with contractors and every contractor profile: pre-rendered and in sitemap.xml. */
export async function directoryPages(): Promise<{ cities: string[]; profiles: string[] }> {
  const [cities, contractors] = await Promise.all([listContractorCities(serverReader()), buildContractors()]);
  return {
    cities: [...new Set(cities.map((city) => cityUrl(city.city, city.state)))],
    profiles: [...contractors.values()].map(contractorUrl),
  };
}
