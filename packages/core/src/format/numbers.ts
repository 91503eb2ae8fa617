const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '$12,500' — whole dollars with thousands separators (spec §9). */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${wholeNumber.format(Math.abs(rounded))}`;
}

/** '$1,500 - $3,200' */
export function formatMoneyRange(min: number, max: number): string {
  return `${formatMoney(min)} - ${formatMoney(max)}`;
}

/** A number with thousands separators and at most the given decimals ('3,366.4'). */
export function formatNumber(value: number, maxDecimals = 0): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals }).format(value);
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

/** A card's distance from the searched ZIP (issue 6 of 9): one decimal under 10 miles, whole miles above. */
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
