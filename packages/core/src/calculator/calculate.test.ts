import { describe, expect, it } from 'vitest';
import {
  FISH_LOADS,
  POPULAR_POND_SIZES,
  calculatePond,
  calculatorNumber,
  canCalculate,
  linerAreaOf,
  surfaceAreaOf,
} from './index.ts';

describe('calculator, one worked example per shape (spec §2.12, §9)', () => {
  it('rectangular 10 x 15 x 3 ft, medium load', () => {
    // volume 10×15×3 = 450 ft³; gallons 450 × 7.48 = 3,366
    // liner (10 + 2×3 + 2) × (15 + 2×3 + 2) = 18 × 23 = 414 sq ft; side ⌈√414 = 20.35⌉ = 21
    // pump 3,366/2 = 1,683 to 3,366 GPH; filter 3,366 × 1.5 = 5,049 gal
    // fish 3,366 / 10 = 336 in; koi ⌊336/12⌋ = 28; plants ⌈150 × 0.5 / 3⌉ = 25; cost 16,830-50,490
    expect(calculatePond({ shape: 'rectangular', length: 10, width: 15, depth: 3 }, 'medium')).toEqual({
      volume: 450,
      gallons: 3366,
      surfaceArea: 150,
      liner: 414,
      linerSide: 21,
      pump: '1,683 - 3,366 GPH (turns the pond over every 1-2 hours)',
      pumpGph: { min: 1683, max: 3366 },
      filter: 'Rated for at least 5,049 gallons',
      filterGallons: 5049,
      fish: 336,
      koi: 28,
      plants: 25,
      cost: { low: 16830, high: 50490 },
    });
  });

  it('circular 8 ft across, 2 ft deep, low load', () => {
    // surface π × 4² = 50.27 sq ft; volume 100.53 ft³; gallons 751.97 → 752
    // liner (8 + 4 + 2)² = 196; side 14; pump ⌈376.0⌉-⌈752.0⌉ = 376-752 GPH; filter × 1 = 752
    // fish ⌊751.97 / 15⌋ = 50 in; koi 4; plants ⌈50.27 × 0.5 / 3 = 8.38⌉ = 9; cost 3,760-11,280
    expect(calculatePond({ shape: 'circular', diameter: 8, depth: 2 }, 'low')).toMatchObject({
      volume: 100.53,
      gallons: 752,
      surfaceArea: 50.27,
      liner: 196,
      linerSide: 14,
      pumpGph: { min: 376, max: 752 },
      filterGallons: 752,
      fish: 50,
      koi: 4,
      plants: 9,
      cost: { low: 3760, high: 11280 },
    });
  });

  it('irregular 100 sq ft, 2.5 ft deep, high load', () => {
    // volume 250 ft³; gallons 1,870; liner (√100 + 5 + 2)² = 17² = 289, side 17
    // pump 935-1,870 GPH; filter × 2 = 3,740; fish 1,870 / 5 = 374 in; koi 31
    // plants ⌈100 × 0.5 / 3 = 16.7⌉ = 17; cost 9,350-28,050
    expect(calculatePond({ shape: 'irregular', surfaceArea: 100, depth: 2.5 }, 'high')).toMatchObject({
      volume: 250,
      gallons: 1870,
      liner: 289,
      linerSide: 17,
      pumpGph: { min: 935, max: 1870 },
      filterGallons: 3740,
      fish: 374,
      koi: 31,
      plants: 17,
      cost: { low: 9350, high: 28050 },
    });
  });
});

describe('calculator rules (spec §5, §9)', () => {
  it.each(POPULAR_POND_SIZES)(
    'the $name ($length x $width x $depth ft) holds about $aboutGallons gallons',
    (size) => {
      const result = calculatePond({ shape: 'rectangular', ...size }, 'low');
      // 'about' figures: within 3 % (718 ≈ 700, 3,366 ≈ 3,300, 8,976 ≈ 9,000)
      expect(Math.abs((result?.gallons ?? 0) - size.aboutGallons) / size.aboutGallons).toBeLessThan(0.03);
    },
  );

  it('offers low, medium and high fish loads with the spec’s descriptions, low first', () => {
    expect(FISH_LOADS.map((load) => [load.value, load.description])).toEqual([
      ['low', 'Recommended for beginners'],
      ['medium', 'Standard'],
      ['high', 'Advanced/Extra filtration required'],
    ]);
  });

  it.each([
    ['low', 15],
    ['medium', 10],
    ['high', 5],
  ] as const)('%s load keeps 1 inch of fish per %s gallons', (load, gallonsPerInch) => {
    const result = calculatePond({ shape: 'irregular', surfaceArea: 100, depth: 2 }, load);
    expect(result?.fish).toBe(Math.floor(1496 / gallonsPerInch));
  });

  it('is disabled until every dimension of the active tab is above zero', () => {
    expect(canCalculate({ shape: 'rectangular', length: 10, width: 0, depth: 2 })).toBe(false);
    expect(canCalculate({ shape: 'circular', diameter: 8, depth: 0 })).toBe(false);
    expect(canCalculate({ shape: 'irregular', surfaceArea: 0.1, depth: 0.1 })).toBe(true);
    expect(calculatePond({ shape: 'rectangular', length: 10, width: 0, depth: 2 }, 'low')).toBeUndefined();
  });

  it.each([
    ['12.5', 12.5],
    ['', 0],
    ['  ', 0],
    ['abc', 0],
    ['-3', 0],
    [7, 7],
    [Number.NaN, 0],
    [Infinity, 0],
    [undefined, 0],
  ])('reads the field value %j as %s (non-numeric or empty is 0)', (input, value) => {
    expect(calculatorNumber(input)).toBe(value);
  });

  it('computes surface and liner areas by shape', () => {
    expect(surfaceAreaOf({ shape: 'circular', diameter: 2, depth: 1 })).toBeCloseTo(Math.PI);
    expect(linerAreaOf({ shape: 'rectangular', length: 6, width: 8, depth: 2 })).toBe(12 * 14);
  });
});
