import { formatMonth } from '../format/dates.ts';
import { formatNumber } from '../format/numbers.ts';
import { PROJECT_TYPES } from '../forms/options.ts';

// Reviews only from homeowners we connected. The database holds the same
// figures (migration 20261201000100_reviews.sql); test/rule-parity checks they agree.

export const REVIEW_RULES = {
  stars: { min: 1, max: 5 },
  title: { min: 3, max: 100 },
  body: { min: 50, max: 2000 },
  answer: { min: 2, max: 1000 },
  reportNote: { max: 1000 },
  /** What staff write in the moderation log about each decision (what they found). */
  moderationNote: { min: 3, max: 1000 },
  /** Days after the request reached the builder: the invitation, then one reminder. */
  inviteAfterDays: 14,
  remindAfterDays: 45,
  /** A review can be edited this many days after it is posted. */
  editableDays: 30,
  /** Reviews per page of the profile. */
  perPage: 10,
  /** JSON-LD carries an AggregateRating only from this many verified reviews. */
  aggregateRatingMin: 3,
} as const;

export const REVIEW_PROJECT_TYPES = PROJECT_TYPES;

/**
 * The directory's "best rated" order: builders with verified reviews first, by a Bayesian average
 * that pulls a few reviews towards a prior (so one 5-star review does not outrank twenty 4.8s):
 *   score = (mean × weight + sum of stars) / (weight + number of reviews)
 * with a prior of 4.0 stars worth 3 reviews. Builders without a verified review follow, by their
 * imported rating, then its review count, then name.
 */
export const BEST_RATED_PRIOR = { mean: 4.0, weight: 3 } as const;

/** A builder's best-rated score from their verified reviews; null without one (4 decimals, as stored). */
export function bestRatedScore(count: number, average: number | null): number | null {
  if (count <= 0 || average === null) return null;
  const { mean, weight } = BEST_RATED_PRIOR;
  return Math.round(((mean * weight + average * count) / (weight + count)) * 10_000) / 10_000;
}

export interface RatedBuilder {
  id: string;
  name: string;
  rating: number | null;
  reviews: number | null;
  verified_reviews: number;
  verified_rating: number | null;
}

/** The best-rated order (the database's search_contractors sorts the same way). */
export function compareBestRated(a: RatedBuilder, b: RatedBuilder): number {
  const descNullsLast = (x: number | null, y: number | null) =>
    x === y ? 0 : x === null ? 1 : y === null ? -1 : y - x;
  return (
    descNullsLast(
      bestRatedScore(a.verified_reviews, a.verified_rating),
      bestRatedScore(b.verified_reviews, b.verified_rating),
    ) ||
    descNullsLast(a.rating, b.rating) ||
    descNullsLast(a.reviews, b.reviews) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** "Verified request through Pond Builders Direct, November 2026": the request's month. */
export function verifiedRequestText(requestMonth: string): string {
  return `Verified request through Pond Builders Direct, ${formatMonth(requestMonth)}`;
}

/** "Sam, Austin": the reviewer's first name and city, nothing more. */
export function reviewerText(review: { first_name: string; city: string | null }): string {
  return review.city ? `${review.first_name}, ${review.city}` : review.first_name;
}

/** How many reviews gave each number of stars, 5 down to 1, from the counts the database keeps in that order. */
export function starDistribution(counts: readonly number[]): { stars: number; count: number }[] {
  return [5, 4, 3, 2, 1].map((stars, index) => ({ stars, count: counts[index] ?? 0 }));
}

/** "★★★★☆" for 4 stars, with the number said in words for screen readers by the caller. */
export function starGlyphs(stars: number): string {
  return '★'.repeat(stars) + '☆'.repeat(REVIEW_RULES.stars.max - stars);
}

/**
 * The imported rating's label: where it was read (the import's rating_source, else "other sites"),
 * when it was imported, and that we did not collect it.
 */
export function importedRatingText(rating: {
  rating: number;
  reviews: number;
  source: string | null;
  asOf: string | null;
}): string {
  const when = rating.asOf ? `, as of ${formatMonth(rating.asOf)}` : '';
  return `${rating.rating.toFixed(1)} out of 5 from ${formatNumber(rating.reviews)} ${rating.reviews === 1 ? 'review' : 'reviews'} on ${rating.source ?? 'other sites'}, imported with this listing${when}. We did not collect these reviews and cannot check them.`;
}
