// Numbers are formatted by hand, the way Intl.NumberFormat('en-US') would. The first Intl formatter
// a page makes starts ICU, about 50 ms on the main thread of a fresh tab (measured in Chromium on the
// 2-core CI machine); ours was made as @pond/core loaded, so every page paid that before hydrating.

/** '3,366' — digits grouped in threes. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** '$12,500' — whole dollars with thousands separators (spec §9). */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${formatNumber(Math.abs(rounded))}`;
}

/** '$1,500 - $3,200' */
export function formatMoneyRange(min: number, max: number): string {
  return `${formatMoney(min)} - ${formatMoney(max)}`;
}

/** A number with thousands separators and at most the given decimals ('3,366.4'). */
export function formatNumber(value: number, maxDecimals = 0): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? '-∞' : 'NaN';
  const [whole, fraction] = roundDecimal(Math.abs(value), maxDecimals);
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Whole and fraction digits of a non-negative number rounded half away from zero at `decimals`,
 * worked on its shortest decimal form ('269.465' → '269.47') as Intl does, not on the binary value
 * (where 269.465 is a little less and toFixed gives '269.46'). Trailing zeros are dropped.
 */
function roundDecimal(value: number, decimals: number): [whole: string, fraction: string] {
  const shortest = String(value);
  if (/e/.test(shortest)) {
    // Below 1e-6 or from 1e21: tiny ones round to 0 at any decimals used here; huge ones have none.
    return value < 1 ? ['0', ''] : [BigInt(value).toString(), ''];
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= decimals) return [whole, fraction.replace(/0+$/, '')];
  const kept = BigInt(whole + fraction.slice(0, decimals)) + (fraction[decimals]! >= '5' ? 1n : 0n);
  const digits = kept.toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  return [digits.slice(0, cut), digits.slice(cut).replace(/0+$/, '')];
}

/** Rating with one decimal, '4.0' (spec §2.9). */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** Rounds to the given decimals without binary surprises (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** A card's distance from the searched ZIP: one decimal under 10 miles, whole miles above. */
export function formatDistance(miles: number): string {
  return `${formatNumber(miles, miles < 10 ? 1 : 0)} mi away`;
}

/** '1 review', '327 reviews'. */
export function reviewCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Whether a contractor's rating is worth showing: rated, by at least one review (spec §2.9). */
export function hasReviews(contractor: { rating: number | null; reviews: number | null }): boolean {
  return contractor.rating !== null && (contractor.reviews ?? 0) > 0;
}
