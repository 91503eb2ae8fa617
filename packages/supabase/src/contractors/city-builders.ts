import { PondDataError } from '../errors.ts';
import type { PondReader } from '../reader.ts';

/** A builder as a city page lists it: enough for its name and its profile's address. */
export interface CityBuilder {
  id: string;
  name: string;
  city: string;
  state: string;
}

/** Every builder of a city, by name: the city page's full list under its cards. */
export async function listCityBuilders(
  client: PondReader,
  city: string,
  state: string,
): Promise<CityBuilder[]> {
  const { data, error } = await client.rpc('city_builders', { p_city: city, p_state: state });
  if (error) throw new PondDataError(`Could not list the builders of ${city}, ${state}`, { cause: error });
  return (data ?? []).map((row) => ({
    id: row.id ?? '',
    name: row.name ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
  }));
}
