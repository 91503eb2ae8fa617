import {
  DIRECTORY_COUNT_CAP,
  DIRECTORY_MESSAGES,
  NATIONAL_FALLBACK_LIMIT,
  PAGE_SIZE,
  neighbouringStates,
  normaliseState,
  pageCount,
} from '@pond/core';
import type { PondReader } from '../reader.ts';
import { PondDataError } from '../errors.ts';
import type { Contractor } from './contractor.ts';

/** The directory filters (spec §3 Filters), plus our 'within N miles of a ZIP'. */
export interface DirectoryFilters {
  city?: string;
  /** A code or a name ('TX', 'Texas'); matched on the stored code. */
  state?: string;
  postalCode?: string;
  minRating?: number;
  /** Verified builders only. */
  verifiedOnly?: boolean;
  /** Builders holding this trade credential today (@pond/core CREDENTIAL_KINDS). */
  credential?: string;
  near?: { zip: string; miles: number };
  /** Best rated (the spec's order), most reviewed, or nearest (with `near`); nearest first by default with `near`. */
  sort?: 'rating' | 'reviews' | 'distance';
  fallbackToNearest?: boolean;
}

export type DirectoryContractor = Contractor & {
  distance_miles: number | null;
  /** The place searched, when the builder is based elsewhere and serves it ('Based in Round Rock · serves Austin'). */
  serves: string | null;
};

export interface DirectoryPage {
  contractors: DirectoryContractor[];
  total: number;
  page: number;
  pageCount: number;
  /** Builders per page, so the first on this page is (page - 1) × pageSize + 1. */
  pageSize: number;
  /** The search matched more than DIRECTORY_COUNT_CAP builders: `total` is that cap, not a count. */
  moreThanTotal?: boolean;
  /** Which fallback of spec §7 produced the results, when the search itself found none. */
  fallback: 'state' | 'neighbours' | 'national' | null;
}

interface Query {
  city?: string;
  state?: string;
  states?: string[];
  postalCode?: string;
  minRating?: number;
  verifiedOnly?: boolean;
  credential?: string;
  near?: { zip: string; miles: number };
  sort?: DirectoryFilters['sort'];
  limit: number;
  offset: number;
}

async function runSearch(
  client: PondReader,
  query: Query,
  failure: string,
): Promise<{ contractors: DirectoryContractor[]; total: number }> {
  const { data, error } = await client.rpc('search_contractors', {
    p_city: query.city?.trim() || undefined,
    p_state: query.state,
    p_states: query.states,
    p_postal_code: query.postalCode?.trim() || undefined,
    p_min_rating: query.minRating && query.minRating > 0 ? query.minRating : undefined,
    p_near_zip: query.near?.zip,
    p_radius_miles: query.near?.miles,
    p_limit: query.limit,
    p_offset: query.offset,
    p_sort: query.sort,
    ...(query.verifiedOnly ? { p_verified_only: true } : {}),
    ...(query.credential ? { p_credential: query.credential } : {}),
  });
  if (error) throw new PondDataError(failure, { cause: error });
  const rows = data ?? [];
  // A page past the last has no rows to carry the total: ask for the first row to learn it, so an
  // address like ?page=99 shows an empty page of a search that has results, not the fallback.
  if (rows.length === 0 && query.offset > 0) {
    const first = await runSearch(client, { ...query, limit: 1, offset: 0 }, failure);
    return { contractors: [], total: first.total };
  }
  const contractors = rows.map(({ total_count: _total, ...contractor }) => contractor as DirectoryContractor);
  return { contractors, total: Number(rows[0]?.total_count ?? 0) };
}

/**
 * One page (9) of the directory and the total, filtered in the database (spec §7 'Directory list').
 * With fallbackToNearest and nothing found, tries in order (spec §7 'Fallback'): the same state,
 * the neighbouring states, then the 10 best rated nationwide, each with the rating filter.
 */
export async function searchContractors(
  client: PondReader,
  options: { filters: DirectoryFilters; page?: number; pageSize?: number },
): Promise<DirectoryPage> {
  const { filters } = options;
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const typedState = filters.state?.trim();
  const state = typedState ? (normaliseState(typedState) ?? typedState.toUpperCase()) : undefined;
  const base = {
    minRating: filters.minRating,
    verifiedOnly: filters.verifiedOnly,
    credential: filters.credential,
    sort: filters.sort,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };

  const found = await runSearch(
    client,
    { ...base, city: filters.city, state, postalCode: filters.postalCode, near: filters.near },
    DIRECTORY_MESSAGES.fetchFailed,
  );
  const result = (
    search: { contractors: DirectoryContractor[]; total: number },
    fallback: DirectoryPage['fallback'],
  ) => ({
    ...search,
    ...(search.total > DIRECTORY_COUNT_CAP ? { total: DIRECTORY_COUNT_CAP, moreThanTotal: true } : {}),
    page,
    pageCount: pageCount(Math.min(search.total, DIRECTORY_COUNT_CAP), pageSize),
    pageSize,
    fallback,
  });
  if (found.total > 0 || !filters.fallbackToNearest) return result(found, null);

  if (state && (filters.city || filters.postalCode || filters.near)) {
    const sameState = await runSearch(client, { ...base, state }, DIRECTORY_MESSAGES.fetchFailed);
    if (sameState.total > 0) return result(sameState, 'state');
  }
  if (state?.length === 2) {
    const neighbours = [...neighbouringStates(state)];
    if (neighbours.length > 0) {
      const nearby = await runSearch(
        client,
        { ...base, states: neighbours },
        DIRECTORY_MESSAGES.nearbyFetchFailed,
      );
      if (nearby.total > 0) return result(nearby, 'neighbours');
    }
  }
  const national = await runSearch(
    client,
    // Spec §7 step 3: the best rated, whatever order the search asked for.
    {
      minRating: filters.minRating,
      verifiedOnly: filters.verifiedOnly,
      credential: filters.credential,
      sort: 'rating',
      limit: NATIONAL_FALLBACK_LIMIT,
      offset: 0,
    },
    DIRECTORY_MESSAGES.topRatedFetchFailed,
  );
  const top = { contractors: national.contractors, total: national.contractors.length };
  return { ...top, page: 1, pageCount: 1, pageSize: NATIONAL_FALLBACK_LIMIT, fallback: 'national' };
}
