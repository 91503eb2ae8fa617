import { RATING_FILTER } from '../constants.ts';
import { PAGE_SIZE } from '../pagination/page-window.ts';
import { parseLocationInput } from '../location/parse-location.ts';
import { isCredentialKind, type CredentialKind } from '../verification/rules.ts';

/** Not in the spec: a ZIP searched within a radius, and the order of the results. */
export const DIRECTORY_RADII_MILES = [10, 25, 50, 100] as const;
export type DirectoryRadius = (typeof DIRECTORY_RADII_MILES)[number];
export const DEFAULT_RADIUS_MILES: DirectoryRadius = 25;

export const DIRECTORY_SORTS = [
  { value: 'rating', label: 'Best rated' },
  { value: 'reviews', label: 'Most reviewed' },
  { value: 'distance', label: 'Nearest' },
] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]['value'];

/** The directory's state as the URL holds it (q, rating, radius, sort, page): shareable, back-able. */
export interface DirectorySearch {
  q: string;
  /** 0 is no filter (spec §2.7: the slider's 'Any'). */
  rating: number;
  radius: DirectoryRadius;
  /** Absent: nearest first for a ZIP, best rated otherwise (see `effectiveSort`). */
  sort?: DirectorySort;
  page: number;
  /** Verified builders only: `?verified=1`. */
  verified?: boolean;
  /** Builders holding a trade credential staff checked: `?credential=aquascape_cac`. */
  credential?: CredentialKind;
}

export const DEFAULT_DIRECTORY_SEARCH: DirectorySearch = {
  q: '',
  rating: 0,
  radius: DEFAULT_RADIUS_MILES,
  page: 1,
};

const wholeNumber = (raw: string | null) =>
  raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : undefined;

/** Reads the URL's search; anything missing or not understood is the default, never an error. */
export function parseDirectorySearch(params: URLSearchParams): DirectorySearch {
  const rating = wholeNumber(params.get('rating'));
  const radius = wholeNumber(params.get('radius'));
  const page = wholeNumber(params.get('page'));
  const sort = DIRECTORY_SORTS.find((option) => option.value === params.get('sort'))?.value;
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    rating: rating !== undefined && rating >= RATING_FILTER.min && rating <= RATING_FILTER.max ? rating : 0,
    radius: DIRECTORY_RADII_MILES.find((miles) => miles === radius) ?? DEFAULT_RADIUS_MILES,
    ...(sort ? { sort } : {}),
    ...(params.get('verified') === '1' ? { verified: true } : {}),
    ...(isCredentialKind(params.get('credential') ?? '')
      ? { credential: params.get('credential') as CredentialKind }
      : {}),
    // '?page=1111…' (hundreds of digits) is Infinity as a number: not a page.
    page: page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's search for a state: defaults are left out, so the plain address is the plain directory. */
export function directorySearchParams(search: DirectorySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.rating > 0) params.set('rating', String(search.rating));
  if (search.radius !== DEFAULT_RADIUS_MILES) params.set('radius', String(search.radius));
  if (search.sort) params.set('sort', search.sort);
  if (search.verified) params.set('verified', '1');
  if (search.credential) params.set('credential', search.credential);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** What the database is asked for (spec §3 Filters, §5 'Directory location input'). */
export interface DirectoryQuery {
  city?: string;
  state?: string;
  postalCode?: string;
  minRating?: number;
  /** Verified builders only. */
  verifiedOnly?: boolean;
  /** Builders holding this trade credential today. */
  credential?: CredentialKind;
  /** A ZIP searches around itself within the radius instead of matching postal_code exactly. */
  near?: { zip: string; miles: DirectoryRadius };
  sort: DirectorySort;
  page: number;
  pageSize: number;
  fallbackToNearest: boolean;
}

/** The order shown: the one chosen, else nearest first for a ZIP, else best rated; never 'nearest' without a ZIP. */
export function effectiveSort(search: DirectorySearch): DirectorySort {
  const hasCentre = parseLocationInput(search.q).postalCode !== undefined;
  const sort = search.sort ?? (hasCentre ? 'distance' : 'rating');
  return sort === 'distance' && !hasCentre ? 'rating' : sort;
}

/**
 * The typed location parsed by the spec's rules, the rating (0 removes the filter), a ZIP turned into
 * a radius search, and the order of `effectiveSort`.
 */
export function directoryQuery(
  search: DirectorySearch,
  options: { fallbackToNearest?: boolean; pageSize?: number } = {},
): DirectoryQuery {
  const location = parseLocationInput(search.q);
  const near = location.postalCode ? { zip: location.postalCode, miles: search.radius } : undefined;
  return {
    ...(location.city ? { city: location.city } : {}),
    ...(location.state ? { state: location.state } : {}),
    ...(near ? { near } : {}),
    ...(search.rating > 0 ? { minRating: search.rating } : {}),
    ...(search.verified ? { verifiedOnly: true } : {}),
    ...(search.credential ? { credential: search.credential } : {}),
    sort: effectiveSort(search),
    page: search.page,
    pageSize: options.pageSize ?? PAGE_SIZE,
    fallbackToNearest: options.fallbackToNearest ?? false,
  };
}
