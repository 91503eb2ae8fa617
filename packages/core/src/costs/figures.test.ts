import { describe, expect, it } from 'vitest';
import {
  COST_POSITION_TEXTS,
  costPosition,
  costRangeText,
  costHiddenBecause,
  costSpread,
  costWindow,
  perSqFtSpread,
  mayShowCost,
  nearestShownLevel,
  roundedQuantile,
  roundPerSqFt,
  roundTotal,
  sizeBandOf,
} from './figures.ts';

describe('the thresholds a cost figure must pass', () => {
  it('needs 5 quotes from 3 builders, none with more than half', () => {
    expect(mayShowCost({ quotes: 4, builders: 4, topBuilderQuotes: 1 })).toBe(false);
    expect(mayShowCost({ quotes: 5, builders: 2, topBuilderQuotes: 2 })).toBe(false);
    // One builder at 60 %.
    expect(mayShowCost({ quotes: 10, builders: 3, topBuilderQuotes: 6 })).toBe(false);
    expect(mayShowCost({ quotes: 10, builders: 3, topBuilderQuotes: 5 })).toBe(true);
    expect(mayShowCost({ quotes: 5, builders: 3, topBuilderQuotes: 2 })).toBe(true);
  });

  it('say to staff why a figure is hidden', () => {
    expect(costHiddenBecause({ quotes: 4, builders: 4, topBuilderQuotes: 1 })).toBe('fewer than 5 quotes');
    expect(costHiddenBecause({ quotes: 5, builders: 2, topBuilderQuotes: 3 })).toBe('fewer than 3 builders');
    expect(costHiddenBecause({ quotes: 10, builders: 3, topBuilderQuotes: 6 })).toBe(
      'one builder sent more than half',
    );
    expect(costHiddenBecause({ quotes: 10, builders: 3, topBuilderQuotes: 5 })).toBeNull();
  });

  it('falls back city → state → country, then to nothing (the formula)', () => {
    const thin = { quotes: 4, builders: 4, topBuilderQuotes: 1 };
    const enough = { quotes: 9, builders: 5, topBuilderQuotes: 2 };
    expect(nearestShownLevel({ city: thin, state: enough, country: enough })).toEqual({
      level: 'state',
      figure: enough,
    });
    expect(nearestShownLevel({ city: enough, state: enough })).toEqual({ level: 'city', figure: enough });
    expect(nearestShownLevel({ city: null, state: thin, country: enough })?.level).toBe('country');
    expect(nearestShownLevel({ city: thin, state: thin, country: thin })).toBeNull();
  });
});

describe('the figures', () => {
  it('are quantiles as PostgreSQL’s percentile_cont makes them, rounded to $100', () => {
    // percentile_cont(0.25) of 1,000 2,000 3,000 4,000 is 1,750: shown as 1,800.
    expect(roundedQuantile([1000, 2000, 3000, 4000], 5, 100)).toBe(1800);
    expect(roundedQuantile([1000, 2000, 3000, 4000], 5, 1)).toBe(1750);
    expect(roundedQuantile([5000], 10, 100)).toBe(5000);
    // Each quote to $100 first (12,300 9,800 16,500 14,000 10,100), then the quantiles, rounded again.
    expect(costSpread([12_340, 9_810, 16_480, 14_000, 10_050])).toEqual({
      p10: 9_900,
      low: 10_100,
      median: 12_300,
      high: 14_000,
      p90: 15_500,
    });
    expect(
      perSqFtSpread([
        { total: 10_000, areaSqFt: 96 },
        { total: 12_000, areaSqFt: 100 },
      ]).median,
    ).toBe(112);
    expect(roundTotal(9_849)).toBe(9_800);
    expect(roundTotal(9_850)).toBe(9_900);
    expect(roundPerSqFt(61.5)).toBe(62);
  });

  it('place a quote lower than most, about the middle, or higher than most', () => {
    const spread = { low: 9_800, median: 12_000, high: 16_500 };
    expect(COST_POSITION_TEXTS[costPosition(8_000, spread)]).toBe('lower than most');
    expect(COST_POSITION_TEXTS[costPosition(9_800, spread)]).toBe('about the middle');
    expect(COST_POSITION_TEXTS[costPosition(17_000, spread)]).toBe('higher than most');
  });

  it('rest on the last 24 months', () => {
    expect(costWindow('2026-11-28')).toEqual({ from: '2024-11-28', to: '2026-11-28' });
  });

  it('band a pond by its area, a lower bound in its band', () => {
    expect([null, 0, 49.9, 50, 150, 200, 1_000].map(sizeBandOf)).toEqual([
      null,
      null,
      'under-50',
      '50-100',
      '100-200',
      '200-400',
      'over-400',
    ]);
  });

  it('read as one line wherever a range is shown', () => {
    expect(
      costRangeText({
        place: { level: 'city', name: 'Austin' },
        noun: 'koi ponds',
        band: '100-200',
        spread: { low: 9_800, high: 16_500 },
        basis: { quotes: 23, builders: 9 },
        from: '2024-11-28',
        to: '2026-11-28',
      }),
    ).toBe(
      'Builders near Austin quoted koi ponds of 100–200 sq ft at $9,800–$16,500: the middle half of 23 quotes from 9 builders, Nov 2024 – Nov 2026',
    );
    expect(
      costRangeText({
        place: { level: 'state', name: 'Texas' },
        noun: 'ponds',
        band: null,
        spread: { low: 5_000, high: 9_000 },
        basis: { quotes: 1_200, builders: 80 },
        from: '2025-01-03',
        to: '2026-11-28',
      }),
    ).toBe(
      'Builders in Texas quoted ponds at $5,000–$9,000: the middle half of 1,200 quotes from 80 builders, Jan 2025 – Nov 2026',
    );
  });
});
