import type { PondReader } from '../reader.ts';
import { CONTRACTOR_COLUMNS, type Contractor } from './contractor.ts';
import { readAll } from './read-all.ts';

/** Every contractor, by state, city and name: what a build pre-renders a profile for. */
export async function listAllContractors(client: PondReader): Promise<Contractor[]> {
  return readAll(
    (from, to) =>
      client
        .from('contractors')
        .select(CONTRACTOR_COLUMNS)
        .order('state')
        .order('city_key')
        .order('name')
        .order('id')
        .range(from, to),
    'Failed to read the contractors',
  );
}
