import { formatNumber, hasReviews } from '../format/numbers.ts';

// The rating a card, a banner or a list shows: small, for the widgets and every page.

/** "3 verified reviews" */
export function verifiedReviewCount(count: number): string {
  return `${formatNumber(count)} verified ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * The rating a banner or a list shows first: our verified reviews when there are any, else the
 * imported rating said to be from other sites, else none.
 */
export function ratingBadgeText(contractor: {
  rating: number | null;
  reviews: number | null;
  verified_reviews: number;
  verified_rating: number | null;
}): string | null {
  if (contractor.verified_reviews > 0 && contractor.verified_rating !== null)
    return `★ ${contractor.verified_rating.toFixed(1)} · ${verifiedReviewCount(contractor.verified_reviews)}`;
  if (hasReviews(contractor) && contractor.rating !== null)
    return `★ ${contractor.rating.toFixed(1)} · ${formatNumber(contractor.reviews!)} on other sites`;
  return null;
}
