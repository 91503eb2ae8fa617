import { DEFAULT_DIRECTORY_SEARCH, PROFILE_MESSAGES } from '@pond/core';
import { PondDataError } from '@pond/supabase/errors';
import {
  getResponseTimes,
  type Contractor,
  type DirectoryContractor,
  type PondReader,
  type ResponseTime,
} from '@pond/supabase/read';
import { directoryResults } from './directory-data.ts';

export type Profile =
  | {
      kind: 'found';
      contractor: Contractor;
      others: DirectoryContractor[];
      /** 'Usually responds within …', once enough requests were answered (issue 9 of 9). */
      responseTime: ResponseTime | null;
    }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  /** A link whose id was cut off (spec §2.13): go to the city page with this message. */
  | { kind: 'cut-off'; to: string; message: string };

/** Up to six more builders of the contractor's city, best rated first, so no profile is a dead end. */
export async function otherBuilders(
  reader: PondReader,
  contractor: Contractor,
): Promise<DirectoryContractor[]> {
  const results = await directoryResults(reader, {
    ...DEFAULT_DIRECTORY_SEARCH,
    q: `${contractor.city}, ${contractor.state}`,
  });
  if (results.status !== 'done' || results.page.fallback) return [];
  return results.page.contractors.filter((other) => other.id !== contractor.id).slice(0, 6);
}

/** A profile found, missing, or failed with the spec's message (§8 'Profile errors'). */
export async function loadProfile(
  reader: PondReader,
  find: () => Promise<Contractor | null>,
): Promise<Profile> {
  try {
    const contractor = await find();
    if (!contractor) return { kind: 'missing' };
    const [others, times] = await Promise.all([
      otherBuilders(reader, contractor),
      getResponseTimes(reader, [contractor.id]),
    ]);
    return { kind: 'found', contractor, others, responseTime: times.get(contractor.id) ?? null };
  } catch (error) {
    console.error(error);
    return {
      kind: 'failed',
      message: error instanceof PondDataError ? PROFILE_MESSAGES.queryError : PROFILE_MESSAGES.exception,
    };
  }
}
