import { formatMoney, formatNumber } from '../format/numbers.ts';
import { stateByCode } from '../geo/states.ts';

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

/** A plan's band as its request is counted: the area to the whole square foot first, as the database keeps it. */
export const sizeBandOfPlan = (areaSqFt: number | null | undefined) =>
  areaSqFt && areaSqFt > 0 ? sizeBandOf(Math.round(areaSqFt)) : null;

/** A band's words: '100–200 sq ft'; every size without one. */
export const costBandLabel = (band: string | null | undefined) =>
  COST_SIZE_BANDS.find((b) => b.key === band)?.label ?? 'All sizes';

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

/** Why a figure may not be shown, in staff's words; null when it may. */
export function costHiddenBecause(basis: CostBasis): string | null {
  if (basis.quotes < COST_THRESHOLDS.minQuotes) return `fewer than ${COST_THRESHOLDS.minQuotes} quotes`;
  if (basis.builders < COST_THRESHOLDS.minBuilders)
    return `fewer than ${COST_THRESHOLDS.minBuilders} builders`;
  if (basis.topBuilderQuotes > basis.quotes * COST_THRESHOLDS.maxBuilderShare)
    return 'one builder sent more than half';
  return null;
}

/**
 * Totals are counted and shown to the nearest $100, per square foot to the nearest $1: finer than any
 * band's spread, coarser than one quote's own figure (a shown quartile never repeats a quote to the
 * dollar). Each quote is rounded before the quantiles are taken, so the database can keep counts per
 * rounded amount and add one quote at a time; the quantile is rounded again to be shown.
 */
export const COST_ROUNDING = { total: 100, perSqFt: 1 } as const;

export const roundTotal = (amount: number) => Math.round(amount / COST_ROUNDING.total) * COST_ROUNDING.total;
export const roundPerSqFt = (amount: number) =>
  Math.round(amount / COST_ROUNDING.perSqFt) * COST_ROUNDING.perSqFt;

/** The median and middle half of some amounts, with the 10th and 90th percentiles for the chart. */
export interface CostSpread {
  p10: number;
  low: number;
  median: number;
  high: number;
  p90: number;
}

/** The quantiles a figure shows, in CostSpread's order, in twentieths (exact in integers). */
export const COST_QUANTILES = [2, 5, 10, 15, 18] as const;

/**
 * A quantile of sorted whole amounts, interpolated as PostgreSQL's percentile_cont does, rounded to
 * a step: in integers, as the database computes it from its counts (private.cost_quantiles), so both
 * agree to the dollar. Quantiles only, never a mean: one extreme quote moves a median or quartile by
 * one step at most, so no trimming rule is needed beyond staff setting a quote aside.
 */
export function roundedQuantile(sorted: readonly number[], twentieths: number, step: number): number {
  const at = (sorted.length - 1) * twentieths;
  const below = Math.floor(at / 20);
  const low = sorted[below]!;
  const high = sorted[Math.min(below + 1, sorted.length - 1)]!;
  return Math.round((low * 20 + (high - low) * (at % 20)) / (20 * step)) * step;
}

function spreadOf(amounts: readonly number[], round: (amount: number) => number, step: number): CostSpread {
  const sorted = amounts.map(round).sort((a, b) => a - b);
  const [p10, low, median, high, p90] = COST_QUANTILES.map((part) => roundedQuantile(sorted, part, step));
  return { p10: p10!, low: low!, median: median!, high: high!, p90: p90! };
}

/** Quoted totals' spread, rounded to $100 as counted and shown. */
export const costSpread = (totals: readonly number[]) => spreadOf(totals, roundTotal, COST_ROUNDING.total);

/** Per square foot: a quote's total over its pond's area, rounded to $1 as counted and shown. */
export const perSqFtSpread = (quotes: readonly { total: number; areaSqFt: number }[]) =>
  spreadOf(
    quotes.map((quote) => quote.total / quote.areaSqFt),
    roundPerSqFt,
    COST_ROUNDING.perSqFt,
  );

/** Where one quote sits among local quotes of its kind and size. */
export type CostPosition = 'lower' | 'middle' | 'higher';
export const COST_POSITION_TEXTS: Record<CostPosition, string> = {
  lower: 'lower than most',
  middle: 'about the middle',
  higher: 'higher than most',
};

export function costPosition(amount: number, spread: Pick<CostSpread, 'low' | 'high'>): CostPosition {
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
/** 'Nov 2026' */
export const costMonth = (day: string) => {
  const value = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return `${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
};

/** Where a figure's quotes come from, as the line says it: near a city, in a state, across the US. */
export function costPlacePhrase(place: { level: CostPlaceLevel; name: string }): string {
  return place.level === 'city'
    ? `near ${place.name}`
    : place.level === 'state'
      ? `in ${place.name}`
      : 'across the US';
}

/** The place of a nearest figure as the database names it (a state by its code), for the line. */
export function costRangePlace(range: { level: CostPlaceLevel; state: string; city: string | null }) {
  const name =
    range.level === 'city'
      ? (range.city ?? '')
      : range.level === 'state'
        ? (stateByCode(range.state)?.name ?? range.state)
        : '';
  return { level: range.level, name };
}

/**
 * The line the planner, the calculator and the pages share: "Builders near Austin quoted koi ponds of
 * 100–200 sq ft at $9,800–$16,500: the middle half of 23 quotes from 9 builders, Nov 2024 – Nov 2026".
 */
export function costRangeText(figure: {
  place: { level: CostPlaceLevel; name: string };
  noun: string;
  band: CostSizeBand | null;
  spread: Pick<CostSpread, 'low' | 'high'>;
  basis: Pick<CostBasis, 'quotes' | 'builders'>;
  from: string;
  to: string;
}): string {
  const band = figure.band ? ` of ${COST_SIZE_BANDS.find((b) => b.key === figure.band)!.label}` : '';
  return (
    `Builders ${costPlacePhrase(figure.place)} quoted ${figure.noun}${band} at ` +
    `${formatMoney(figure.spread.low)}–${formatMoney(figure.spread.high)}: the middle half of ` +
    `${formatNumber(figure.basis.quotes)} quotes from ${formatNumber(figure.basis.builders)} builders, ` +
    `${costMonth(figure.from)} – ${costMonth(figure.to)}`
  );
}

/** The quotes' window as of a day: the 24 months up to it. */
export function costWindow(today: string): { from: string; to: string } {
  const day = new Date(`${today.slice(0, 10)}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() - COST_WINDOW_MONTHS);
  return { from: day.toISOString().slice(0, 10), to: today.slice(0, 10) };
}

/**
 * Each listed item's share of the dollars of the quotes that listed their items, in whole percent,
 * largest first (shares of all listed dollars, not a typical quote's: one large quote weighs more).
 */
export function itemShares(
  dollars: readonly { item: string; dollars: number }[],
): { item: string; percent: number }[] {
  const all = dollars.reduce((sum, entry) => sum + entry.dollars, 0);
  if (all <= 0) return [];
  return [...dollars]
    .sort((a, b) => b.dollars - a.dollars)
    .map((entry) => ({ item: entry.item, percent: Math.round((entry.dollars / all) * 100) }));
}

/** A spread as the database sends it: its five quantiles in CostSpread's order. */
export function spreadOfQuantiles(values: readonly (number | null)[] | null | undefined): CostSpread | null {
  if (!values || values.length !== 5 || values.some((value) => typeof value !== 'number')) return null;
  const [p10, low, median, high, p90] = values as number[];
  return { p10: p10!, low: low!, median: median!, high: high!, p90: p90! };
}
