import type { StateCode } from '../geo/states.ts';
import type { PondType } from '../forms/options.ts';

// The figures of spec §9 "Pond planner estimate", as written there.

export { SIZE_CLASS_LIMITS, type SizeClass } from './size-class.ts';

export interface Range {
  min: number;
  max: number;
}

/** Base construction cost per square foot. */
export const BASE_COST_PER_SQ_FT: Readonly<Record<PondType, Range>> = {
  koi: { min: 10, max: 15 },
  garden: { min: 8, max: 12 },
  ecosystem: { min: 10, max: 18 },
  waterfall: { min: 12, max: 20 },
  swimming: { min: 20, max: 35 },
  'not-sure': { min: 10, max: 18 },
};

export const HIGH_COST_STATES: readonly StateCode[] = ['CA', 'NY', 'MA', 'CT', 'NJ', 'DC', 'HI', 'AK'];
export const ABOVE_AVERAGE_COST_STATES: readonly StateCode[] = [
  'WA',
  'OR',
  'CO',
  'IL',
  'MD',
  'VA',
  'FL',
  'TX',
];
export const REGIONAL_MULTIPLIERS = { high: 1.3, aboveAverage: 1.15, standard: 1 } as const;

/** Labor's share of the total: 35 %, 45 % for swimming ponds. */
export const LABOR_SHARE = { standard: 0.35, swimming: 0.45 } as const;

/** The liner sheet overlaps the hole by 2 ft on every side: sqrt(area) + 2 × depth + 4. */
export const LINER_OVERLAP_FT = 4;
export const LINER_PRICE_PER_SQ_FT = {
  heavyDuty: { min: 0.75, max: 1.2 },
  standard: { min: 0.5, max: 0.9 },
} as const;
export const HEAVY_DUTY_LINER_TYPES: readonly PondType[] = ['koi', 'swimming'];

/** Bands by volume in gallons: under `below`, the range applies; the last band has no limit. */
export interface Band<T> {
  below: number;
  value: T;
}

export const PUMP_COST_BANDS: readonly Band<Range>[] = [
  { below: 500, value: { min: 100, max: 250 } },
  { below: 1500, value: { min: 250, max: 500 } },
  { below: 5000, value: { min: 500, max: 900 } },
  { below: Infinity, value: { min: 800, max: 1800 } },
];

export const FILTER_COST_BANDS: readonly Band<{ koi: Range; other: Range }>[] = [
  { below: 500, value: { koi: { min: 200, max: 400 }, other: { min: 150, max: 300 } } },
  { below: 1500, value: { koi: { min: 400, max: 800 }, other: { min: 300, max: 600 } } },
  { below: 5000, value: { koi: { min: 800, max: 1500 }, other: { min: 600, max: 1200 } } },
  { below: Infinity, value: { koi: { min: 1500, max: 3000 }, other: { min: 1200, max: 2400 } } },
];

/** Waterfalls need less filtering per gallon (the stream does some); swimmers need more. */
export const FILTER_MULTIPLIERS: Partial<Record<PondType, number>> = { waterfall: 0.8, swimming: 1.5 };

export const COLD_WINTER_STATES: readonly StateCode[] = [
  'ME',
  'NH',
  'VT',
  'MN',
  'WI',
  'MI',
  'ND',
  'SD',
  'MT',
  'WY',
  'CO',
  'UT',
  'ID',
];
export const HOT_STATES: readonly StateCode[] = ['TX', 'AZ', 'NM', 'NV', 'FL', 'LA', 'MS', 'AL', 'GA', 'SC'];
export const HIGH_RAINFALL_STATES: readonly StateCode[] = ['WA', 'OR', 'HI'];

export function bandFor<T>(bands: readonly Band<T>[], gallons: number): T {
  const band = bands.find((candidate) => gallons < candidate.below) ?? bands.at(-1);
  if (!band) throw new Error('bandFor needs at least one band');
  return band.value;
}
