import type { StateCode } from './states.ts';

export interface FeaturedCity {
  city: string;
  state: StateCode;
  /** What the suggestion list shows, 'Los Angeles, CA'. */
  display: string;
  /** Other names people search by ('nyc', 'philly'); matched by substring (spec §5). */
  keywords: readonly string[];
}

function featured(city: string, state: StateCode, keywords: string[]): FeaturedCity {
  return { city, state, display: `${city}, ${state}`, keywords };
}

/**
 * The 21 featured cities (spec §3). The first 20 are the directory's suggested cities in the
 * spec's order; the first 6 are the not-found page's popular locations (§2.13). The spec does not
 * name the 21st: Las Vegas, the metro around Henderson, is ours.
 */
export const FEATURED_CITIES: readonly FeaturedCity[] = [
  featured('Los Angeles', 'CA', ['la', 'l.a.', 'hollywood', 'socal', 'southern california']),
  featured('New York', 'NY', ['nyc', 'new york city', 'manhattan', 'brooklyn', 'queens', 'big apple']),
  featured('Chicago', 'IL', ['chi-town', 'windy city', 'chitown']),
  featured('Houston', 'TX', ['h-town', 'space city']),
  featured('Phoenix', 'AZ', ['phx', 'valley of the sun', 'scottsdale']),
  featured('Philadelphia', 'PA', ['philly', 'phila']),
  featured('San Antonio', 'TX', ['satx', 'alamo city']),
  featured('San Diego', 'CA', ['sd', 'america’s finest city']),
  featured('Dallas', 'TX', ['dfw', 'big d', 'fort worth']),
  featured('San Francisco', 'CA', ['sf', 'san fran', 'bay area', 'frisco']),
  featured('Austin', 'TX', ['atx', 'hill country']),
  featured('Miami', 'FL', ['mia', 'magic city', 'south florida']),
  featured('Seattle', 'WA', ['sea', 'emerald city', 'puget sound']),
  featured('Denver', 'CO', ['mile high', 'front range']),
  featured('Atlanta', 'GA', ['atl', 'hotlanta']),
  featured('Boston', 'MA', ['bos', 'beantown', 'new england']),
  featured('Portland', 'OR', ['pdx', 'rose city']),
  featured('Orlando', 'FL', ['orl', 'central florida']),
  featured('Buckeye', 'AZ', ['west valley']),
  featured('Henderson', 'NV', ['green valley']),
  featured('Las Vegas', 'NV', ['vegas', 'lv', 'sin city']),
];

/** The 20 suggested cities of the directory search (spec §3, §2.7). */
export const SUGGESTED_CITIES: readonly FeaturedCity[] = FEATURED_CITIES.slice(0, 20);

/** The popular locations of the not-found page: the first 6 of 21 (spec §2.13, §9). */
export const NOT_FOUND_POPULAR_CITY_COUNT = 6;
export const POPULAR_LOCATIONS: readonly FeaturedCity[] = FEATURED_CITIES.slice(
  0,
  NOT_FOUND_POPULAR_CITY_COUNT,
);
