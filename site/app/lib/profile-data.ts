import { DEFAULT_DIRECTORY_SEARCH, type PublicCheck } from '@pond/core';
import type {
  Contractor,
  DirectoryContractor,
  PondReader,
  PortfolioPhoto,
  PublishedReview,
  ResponseTime,
} from '@pond/supabase/read';
import { directoryResults } from './directory-data.ts';

/** A profile page: the builder, or nobody by that id (spec §2.9 'Contractor Not Found'). */
export type Profile =
  | {
      kind: 'found';
      contractor: Contractor;
      others: DirectoryContractor[];
      /** 'Usually responds within …', once enough requests were answered. */
      responseTime: ResponseTime | null;
      /** The builder's shown photos, in their order. */
      photos: PortfolioPhoto[];
      /** The checks that hold today. */
      checks: PublicCheck[];
      /** One page of verified reviews, newest first. */
      reviews: { page: number; list: PublishedReview[] };
    }
  | { kind: 'missing' };

/** Up to six more builders of the contractor's city, best rated first, so no profile is a dead end. */
export async function otherBuilders(
  reader: PondReader,
  contractor: Contractor,
): Promise<DirectoryContractor[]> {
  const results = await directoryResults(reader, {
    ...DEFAULT_DIRECTORY_SEARCH,
    q: `${contractor.city}, ${contractor.state}`,
  });
  if (results.page.fallback) return [];
  return results.page.contractors.filter((other) => other.id !== contractor.id).slice(0, 6);
}
