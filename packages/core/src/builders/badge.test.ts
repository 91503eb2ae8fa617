import { describe, expect, it } from 'vitest';
import { BADGE_TEXTS, badgeChecks, badgeRatingText } from './badge.ts';

describe('the builder’s badge', () => {
  it('shows our own rating only, never the one imported from other sites', () => {
    expect(badgeRatingText({ verified_rating: 4.5, verified_reviews: 4 })).toBe(
      '★ 4.5 from 4 verified reviews',
    );
    expect(badgeRatingText({ verified_rating: 5, verified_reviews: 1 })).toBe('★ 5.0 from 1 verified review');
    // A builder with 212 imported reviews and none of ours has no rating on the badge.
    expect(badgeRatingText({ verified_rating: null, verified_reviews: 0 })).toBe(BADGE_TEXTS.noReviews);
  });

  it('lists Verified first, then each trade credential that holds, and nothing it does not know', () => {
    expect(
      badgeChecks({ verified: true, credentials: ['ippca_member', 'aquascape_cac', 'made_up'] }),
    ).toEqual(['✓ Verified', 'IPPCA member', 'Certified Aquascape Contractor']);
    expect(badgeChecks({ verified: false, credentials: [] })).toEqual([]);
  });
});
