import type { PondReader } from '../reader.ts';
import { PondDataError } from '../errors.ts';

/** Whether a city of a state is a real place: it has a ZIP code or a contractor (a city page's 404 rule). */
export async function placeExists(client: PondReader, city: string, stateCode: string): Promise<boolean> {
  const { data, error } = await client.rpc('place_exists', { p_city: city, p_state: stateCode });
  if (error) throw new PondDataError(`Could not check ${city}, ${stateCode}`, { cause: error });
  return data === true;
}
