import { formatMoney, formatNumber } from '../format/numbers.ts';

// What a pond costs here, from the quotes builders sent through the product: the rules every page,
// tool and staff screen shares. The database aggregates by the same rules (a parity test holds them
// together); nothing here reads a quote of its own.

/** No figure rests on fewer quotes, fewer builders, or one builder's share above this. */
export const COST_THRESHOLDS = { minQuotes: 5, minBuilders: 3, maxBuilderShare: 0.5 } as const;

/** The quotes a figure rests on: those sent in the last two years. */
export const COST_WINDOW_MONTHS = 24;

/**
 * Size bands by surface area, in square feet: narrow where most garden ponds fall, wide above. A
 * quote's pond size is the homeowner's (their plan, or length × width).
 */
export const COST_SIZE_BANDS = [
  { key: 'under-50', min: 0, max: 50, label: 'under 50 sq ft' },
  { key: '50-100', min: 50, max: 100, label: '50–100 sq ft' },
  { key: '100-200', min: 100, max: 200, label: '100–200 sq ft' },
  { key: '200-400', min: 200, max: 400, label: '200–400 sq ft' },
  { key: 'over-400', min: 400, max: Infinity, label: 'over 400 sq ft' },
] as const;
export type CostSizeBand = (typeof COST_SIZE_BANDS)[number]['key'];

/** The band a pond's area falls in (a lower bound belongs to its band), or null without an area. */
export function sizeBandOf(areaSqFt: number | null | undefined): CostSizeBand | null {
  if (areaSqFt === null || areaSqFt === undefined || !Number.isFinite(areaSqFt) || areaSqFt <= 0) return null;
  return COST_SIZE_BANDS.find((band) => areaSqFt >= band.min && areaSqFt < band.max)!.key;
}

/** Who a figure rests on: its quotes, its builders, and the most quotes any one builder sent. */
export interface CostBasis {
  quotes: number;
  builders: number;
  topBuilderQuotes: number;
}

/** Whether a figure may be shown: enough quotes, from enough builders, none holding over half. */
export function mayShowCost(basis: CostBasis): boolean {
  return (
    basis.quotes >= COST_THRESHOLDS.minQuotes &&
    basis.builders >= COST_THRESHOLDS.minBuilders &&
    basis.topBuilderQuotes <= basis.quotes * COST_THRESHOLDS.maxBuilderShare
  );
}

/**
 * A quantile of sorted amounts, interpolated as PostgreSQL's percentile_cont is. Quantiles only, never
 * a mean: one extreme quote moves a median and quartiles by a step at most, so no trimming rule is
 * needed beyond staff's exclusions.
 */
export function quantile(sorted: readonly number[], fraction: number): number {
  if (!sorted.length) return NaN;
  const at = (sorted.length - 1) * fraction;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** Totals are shown to the nearest $100: finer than any band's spread, coarser than one quote's figure. */
export const COST_ROUNDING = { total: 100, perSqFt: 1 } as const;

export const roundTotal = (amount: number) => Math.round(amount / COST_ROUNDING.total) * COST_ROUNDING.total;
export const roundPerSqFt = (amount: number) =>
  Math.round(amount / COST_ROUNDING.perSqFt) * COST_ROUNDING.perSqFt;

/** The median and middle half of some totals, rounded as shown. */
export interface CostSpread {
  low: number;
  median: number;
  high: number;
}

export function costSpread(amounts: readonly number[]): CostSpread {
  const sorted = [...amounts].sort((a, b) => a - b);
  return {
    low: roundTotal(quantile(sorted, 0.25)),
    median: roundTotal(quantile(sorted, 0.5)),
    high: roundTotal(quantile(sorted, 0.75)),
  };
}

/** Where one quote sits among local quotes of its kind and size. */
export type CostPosition = 'lower' | 'middle' | 'higher';
export const COST_POSITION_TEXTS: Record<CostPosition, string> = {
  lower: 'lower than most',
  middle: 'about the middle',
  higher: 'higher than most',
};

export function costPosition(amount: number, spread: CostSpread): CostPosition {
  return amount < spread.low ? 'lower' : amount > spread.high ? 'higher' : 'middle';
}

/** The places a figure is looked for, nearest first; the formula's estimate comes after the last. */
export const COST_PLACE_LEVELS = ['city', 'state', 'country'] as const;
export type CostPlaceLevel = (typeof COST_PLACE_LEVELS)[number];

/** The first level whose figure may be shown, or null: then the planner's formula, said as such. */
export function nearestShownLevel<T extends CostBasis>(
  byLevel: Partial<Record<CostPlaceLevel, T | null>>,
): { level: CostPlaceLevel; figure: T } | null {
  for (const level of COST_PLACE_LEVELS) {
    const figure = byLevel[level];
    if (figure && mayShowCost(figure)) return { level, figure };
  }
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthOf = (day: string) => {
  const value = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return `${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
};

/**
 * The line the planner, the calculator and the pages share: "Builders near Austin quoted koi ponds of
 * 100–200 sq ft at $9,800 – $16,500: the middle half of 23 quotes from 9 builders, Nov 2024 – Nov 2026".
 */
export function costRangeText(figure: {
  place: string;
  kind: string;
  band: CostSizeBand | null;
  spread: CostSpread;
  basis: CostBasis;
  from: string;
  to: string;
}): string {
  const band = figure.band ? ` of ${COST_SIZE_BANDS.find((b) => b.key === figure.band)!.label}` : '';
  return (
    `Builders near ${figure.place} quoted ${figure.kind}${band} at ` +
    `${formatMoney(figure.spread.low)} – ${formatMoney(figure.spread.high)}: the middle half of ` +
    `${formatNumber(figure.basis.quotes)} quotes from ${formatNumber(figure.basis.builders)} builders, ` +
    `${monthOf(figure.from)} – ${monthOf(figure.to)}`
  );
}
