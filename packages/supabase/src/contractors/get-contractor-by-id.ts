import { PROFILE_MESSAGES, UUID_PATTERN } from '@pond/core';
import type { PondReader } from '../reader.ts';
import { PondDataError } from '../errors.ts';
import { CONTRACTOR_COLUMNS, type Contractor } from './contractor.ts';

/**
 * One contractor by id (spec §7 'Profile'), or null when there is none. An id that is not a uuid
 * cannot exist, so it is 'not found' without asking the database.
 */
export async function getContractorById(client: PondReader, id: string): Promise<Contractor | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const { data, error } = await client
    .from('contractors')
    .select(CONTRACTOR_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new PondDataError(PROFILE_MESSAGES.queryError, { cause: error });
  return data;
}
