import { CHECK_LABELS } from '../verification/checks.ts';
import { VERIFIED_BADGE, isCredentialKind } from '../verification/rules.ts';
import { verifiedReviewCount } from '../reviews/ratings.ts';

// The badge a builder puts on their own website (<pond-builder-badge>): who they are on our
// directory, what we checked, and our own rating, with a button that asks them for a quote.

export const BADGE_TEXTS = {
  brand: 'Pond Builders Direct',
  listed: 'Listed on',
  quote: 'Get a free quote',
  quoteDialog: (name: string) => `Get a free quote from ${name}`,
  verified: VERIFIED_BADGE,
  noReviews: 'No reviews yet from homeowners we connected',
  paused: 'Not taking new requests right now',
  missing: 'This builder’s listing is not on Pond Builders Direct any more.',
  failed: 'The badge could not load. The builder’s listing is on pondbuildersdirect.com.',
  quoteFailed:
    'The quote form could not load. Please try again, or ask for a quote on the builder’s profile.',
  /** A badge whose snippet names no builder (contractor-id missing or not an id). */
  incomplete: 'This badge names no builder: copy the snippet again from your Pond Builders Direct dashboard.',
} as const;

/** What the badge shows of a builder: what the public directory already shows. */
export interface BadgeBuilder {
  id: string;
  name: string;
  city: string;
  state: string;
  verified: boolean;
  verified_rating: number | null;
  verified_reviews: number;
  credentials: readonly string[];
  paused_at: string | null;
}

/** The columns the badge reads (the public directory's own), in PostgREST's select syntax. */
export const BADGE_COLUMNS =
  'id,name,city,state,verified,verified_rating,verified_reviews,credentials,paused_at' as const;

/**
 * Our own rating only: homeowners we connected, never the imported rating from other sites, which a
 * builder's own website must not pass off as ours.
 */
export function badgeRatingText(builder: Pick<BadgeBuilder, 'verified_rating' | 'verified_reviews'>): string {
  return builder.verified_reviews > 0 && builder.verified_rating !== null
    ? `★ ${Number(builder.verified_rating).toFixed(1)} from ${verifiedReviewCount(builder.verified_reviews)}`
    : BADGE_TEXTS.noReviews;
}

/** What we checked, as the badge lists it: Verified, then each trade credential that holds. */
export function badgeChecks(builder: Pick<BadgeBuilder, 'verified' | 'credentials'>): string[] {
  return [
    ...(builder.verified ? [BADGE_TEXTS.verified] : []),
    ...builder.credentials.filter(isCredentialKind).map((kind) => CHECK_LABELS[kind]),
  ];
}
