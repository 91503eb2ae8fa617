import { describe, expect, it } from 'vitest';
import * as core from './index.ts';

describe('general constants (spec §9)', () => {
  it('keeps the spec figures', () => {
    expect({
      pageSize: core.PAGE_SIZE,
      queryLimit: core.SPEC_QUERY_LIMIT,
      fallback: core.NATIONAL_FALLBACK_LIMIT,
      navScroll: core.NAV_SCROLL_THRESHOLD_PX,
      states: core.STATE_COUNT,
      mobile: core.MOBILE_BREAKPOINT_PX,
      debounce: core.LOCATION_DEBOUNCE_MS,
      defaultDebounce: core.DEFAULT_DEBOUNCE_MS,
      rating: core.RATING_FILTER,
      toasts: core.TOAST_DURATION_MS,
      rotation: core.WORD_ROTATION,
      wordsPerMinute: core.WORDS_PER_MINUTE,
      related: core.RELATED_POSTS_COUNT,
      hashtags: core.MAX_KEYWORD_HASHTAGS,
      readTimeThresholds: core.READ_TIME_LABEL_THRESHOLDS,
      notFoundCities: core.NOT_FOUND_POPULAR_CITY_COUNT,
      skeletons: core.STATE_PAGE_SKELETON_COUNT,
      reveal: core.REVEAL_ON_SCROLL,
      gallons: core.GALLONS_PER_CUBIC_FOOT,
      founded: core.FOUNDED_YEAR,
      sitemapCache: core.SITEMAP_CACHE,
      sitemapDate: core.XML_SITEMAP_LAST_UPDATED,
    }).toEqual({
      pageSize: 9,
      queryLimit: 5000,
      fallback: 10,
      navScroll: 10,
      states: 51,
      mobile: 768,
      debounce: 300,
      defaultDebounce: 500,
      rating: { min: 0, max: 5, step: 1 },
      toasts: { directory: 5000, import: 5000, planner: 3000, copyLink: 3000 },
      rotation: { words: ['Builders', 'Contractors'], intervalMs: 3000, transitionMs: 400 },
      wordsPerMinute: 225,
      related: 2,
      hashtags: 5,
      readTimeThresholds: { long: 10000, medium: 5000 },
      notFoundCities: 6,
      skeletons: 10,
      reveal: { threshold: 0.1, rootMargin: '0px 0px -50px 0px' },
      gallons: 7.48,
      founded: 2010,
      sitemapCache: { freshMs: 3_600_000, keepMs: 86_400_000 },
      sitemapDate: 'June 1, 2024',
    });
  });

  it('keeps the planner figures (spec §9)', () => {
    // As the spec's table writes them: type, then dollars per square foot.
    expect(
      Object.entries(core.BASE_COST_PER_SQ_FT).map(([type, { min, max }]) => `${type} $${min}–${max}`),
    ).toEqual([
      'koi $10–15',
      'garden $8–12',
      'ecosystem $10–18',
      'waterfall $12–20',
      'swimming $20–35',
      'not-sure $10–18',
    ]);
    expect(core.LABOR_SHARE).toEqual({ standard: 0.35, swimming: 0.45 });
    expect(core.LINER_PRICE_PER_SQ_FT).toEqual({
      heavyDuty: { min: 0.75, max: 1.2 },
      standard: { min: 0.5, max: 0.9 },
    });
    expect(core.SIZE_CLASS_LIMITS).toEqual({ small: 50, medium: 150 });
    expect(core.FILTER_MULTIPLIERS).toEqual({ waterfall: 0.8, swimming: 1.5 });
  });

  it('keeps the calculator figures (spec §9)', () => {
    expect(core.COST_PER_GALLON).toEqual({ low: 5, high: 15 });
    expect(core.INCHES_PER_KOI).toBe(12);
    expect(core.PUMP_TURNOVER_HOURS).toEqual({ fastest: 1, slowest: 2 });
    expect(core.LINER_EXTRA_FT).toBe(2);
    expect(core.DEFAULT_FISH_LOAD).toBe('low');
    expect(core.POND_SHAPES.map((shape) => shape.label)).toEqual(['Rectangular', 'Circular', 'Irregular']);
  });

  it('lists the service links of the home page (spec §2.1)', () => {
    expect(core.SERVICE_PATHS).toHaveLength(5);
    expect(core.SERVICE_PATHS.every((path) => core.redirectFor(path) === core.PATHS.home)).toBe(true);
  });
});
