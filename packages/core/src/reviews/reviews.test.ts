import { describe, expect, it } from 'vitest';
import {
  BEST_RATED_PRIOR,
  bestRatedScore,
  compareBestRated,
  importedRatingText,
  parseReviewLink,
  reportProblems,
  reviewProblems,
  reviewUrl,
  reviewerText,
  reviewsPageOf,
  starDistribution,
  verifiedRequestText,
  type RatedBuilder,
} from '../index.ts';

const builder = (id: string, fields: Partial<RatedBuilder>): RatedBuilder => ({
  id,
  name: id,
  rating: null,
  reviews: null,
  verified_reviews: 0,
  verified_rating: null,
  ...fields,
});

describe('the best-rated order (issue 35)', () => {
  it('pulls a few reviews towards the stated prior', () => {
    expect(BEST_RATED_PRIOR).toEqual({ mean: 4, weight: 3 });
    expect(bestRatedScore(0, null)).toBeNull();
    // One 5-star review: (4 × 3 + 5) / 4
    expect(bestRatedScore(1, 5)).toBe(4.25);
    // Twenty reviews averaging 4.8: (12 + 96) / 23
    expect(bestRatedScore(20, 4.8)).toBe(4.6957);
  });

  it('puts verified reviews first, then the imported rating, then its count, then the name', () => {
    const list = [
      builder('imported-5', { rating: 5, reviews: 300 }),
      builder('one-five', { verified_reviews: 1, verified_rating: 5 }),
      builder('twenty', { verified_reviews: 20, verified_rating: 4.8 }),
      builder('one-one', { verified_reviews: 1, verified_rating: 1, rating: 5, reviews: 10 }),
      builder('imported-4-many', { rating: 4, reviews: 50 }),
      builder('imported-4-few', { rating: 4, reviews: 5 }),
      builder('unrated', {}),
    ];
    expect([...list].sort(compareBestRated).map((b) => b.id)).toEqual([
      'twenty',
      'one-five',
      'one-one',
      'imported-5',
      'imported-4-many',
      'imported-4-few',
      'unrated',
    ]);
  });
});

describe('what a review shows', () => {
  it('says the request was verified, in its month, and names only a first name and city', () => {
    expect(verifiedRequestText('2026-11-01')).toBe(
      'Verified request through Pond Builders Direct, November 2026',
    );
    expect(reviewerText({ first_name: 'Sam', city: 'Austin' })).toBe('Sam, Austin');
    expect(reviewerText({ first_name: 'Sam', city: null })).toBe('Sam');
    expect(starDistribution([2, 1, 0, 0, 1])).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
  });

  it('labels the imported rating with its source and date', () => {
    expect(importedRatingText({ rating: 4.84, reviews: 120, source: null, asOf: '2026-03-14' })).toBe(
      '4.8 out of 5 from 120 reviews on other sites, imported with this listing, as of March 2026. We did not collect these reviews and cannot check them.',
    );
    expect(importedRatingText({ rating: 4, reviews: 1, source: 'Google', asOf: null })).toBe(
      '4.0 out of 5 from 1 review on Google, imported with this listing. We did not collect these reviews and cannot check them.',
    );
  });
});

describe('the review form', () => {
  const good = {
    stars: 4,
    title: 'Lovely koi pond',
    body: 'They dug, lined and planted our koi pond in four days and left the garden tidy.',
    hired: true,
    projectType: 'Koi Pond Construction',
    ownExperience: true,
  };
  it('takes a complete review and names each field that is not', () => {
    expect(reviewProblems(good)).toEqual({});
    expect(
      Object.keys(
        reviewProblems({
          stars: 0,
          title: 'ab',
          body: 'short',
          hired: null,
          projectType: 'Spa',
          ownExperience: false,
        }),
      ),
    ).toEqual(['stars', 'title', 'body', 'hired', 'projectType', 'ownExperience']);
    expect(reviewProblems({ ...good, body: 'x'.repeat(2001) })).toHaveProperty('body');
    expect(reviewProblems({ ...good, body: `  ${'x'.repeat(49)}  ` })).toHaveProperty('body');
  });

  it('asks a report for a reason, and a note when the reason is "other"', () => {
    expect(reportProblems({ reason: 'hate-or-harassment', note: '' })).toEqual({});
    expect(reportProblems({ reason: 'nope', note: '' })).toHaveProperty('reason');
    expect(reportProblems({ reason: 'other', note: ' ' })).toHaveProperty('note');
  });
});

describe('review links', () => {
  it('round-trip and refuse a tampered or partial one', () => {
    const link = {
      request: '0b6c2b1e-6f1c-4c55-9a59-0d5f5f3c9a11',
      builder: '4a1d6d8c-3f3b-4b7e-8a51-6c0f2c1d2e33',
      expires: 1_900_000_000,
      signature: 'abcdefghijklmnopqrstuvwxyz_-0123456789AB',
    };
    const url = new URL(reviewUrl('https://pondbuildersdirect.com/', link));
    expect(url.pathname).toBe('/review');
    expect(parseReviewLink(url.search)).toEqual(link);
    expect(parseReviewLink(url.search.replace(/builder=[^&]+/, 'builder=x'))).toBeNull();
    expect(parseReviewLink('?request=x')).toBeNull();
    expect(reviewsPageOf('?reviews=3')).toBe(3);
    expect(reviewsPageOf('?reviews=-1')).toBe(1);
  });
});
