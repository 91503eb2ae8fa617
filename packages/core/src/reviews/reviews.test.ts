import { describe, expect, it } from 'vitest';
import {
  BEST_RATED_PRIOR,
  bestRatedScore,
  compareBestRated,
  PATHS,
  REVIEW_MESSAGES,
  buildersReviewsPageUrl,
  importedRatingText,
  parseReviewLink,
  ratingBadgeText,
  reportProblems,
  reportReviewUrl,
  reviewFromForm,
  reviewProblems,
  reviewUrl,
  reviewerText,
  reviewsPageOf,
  reviewsPageUrl,
  starDistribution,
  starGlyphs,
  verifiedRequestText,
  verifiedReviewCount,
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

describe('the best-rated order', () => {
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

  it('refuse a link whose expiry or signature is not one the database makes', () => {
    const search = (expires: string, signature: string) =>
      `?request=0b6c2b1e-6f1c-4c55-9a59-0d5f5f3c9a11&builder=4a1d6d8c-3f3b-4b7e-8a51-6c0f2c1d2e33&expires=${expires}&signature=${signature}`;
    const signature = 'abcdefghijklmnopqrstuvwxyz_-0123456789AB';
    expect(parseReviewLink(search('1900000000', signature))).not.toBeNull();
    expect(parseReviewLink(search('0', signature))).toBeNull();
    expect(parseReviewLink(search('1.5', signature))).toBeNull();
    expect(parseReviewLink(search('soon', signature))).toBeNull();
    expect(parseReviewLink(search('1900000000', 'short'))).toBeNull();
    expect(parseReviewLink(search('1900000000', `${signature}%2B`))).toBeNull();
  });
});

describe('the pages of reviews', () => {
  it('number a profile’s reviews from page 2 on, page 1 being the profile itself', () => {
    expect(reviewsPageUrl('/states/tx/austin/lotus-ponds-1', 1)).toBe(
      '/states/tx/austin/lotus-ponds-1#reviews',
    );
    expect(reviewsPageUrl('/states/tx/austin/lotus-ponds-1', 2)).toBe(
      '/states/tx/austin/lotus-ponds-1?reviews=2#reviews',
    );
    expect(reviewsPageOf(new URL(reviewsPageUrl('/x', 7), 'https://x.example').search)).toBe(7);
    expect(reviewsPageOf('')).toBe(1);
    expect(reviewsPageOf('?reviews=2.5')).toBe(1);
    expect(reviewsPageOf('?reviews=1000')).toBe(1000);
    expect(reviewsPageOf('?reviews=1001')).toBe(1);
  });

  it('number the builder’s own list the same way, and send a report to its page', () => {
    expect(buildersReviewsPageUrl(1)).toBe(PATHS.buildersReviews);
    expect(buildersReviewsPageUrl(3)).toBe(`${PATHS.buildersReviews}?page=3`);
    expect(reportReviewUrl('r 1&x=2')).toBe(`${PATHS.reviewReport}?review=r%201%26x%3D2`);
  });
});

describe('the rating a card or banner shows', () => {
  const unrated = { rating: null, reviews: null, verified_reviews: 0, verified_rating: null };

  it('shows our verified reviews first, else the imported rating as from other sites, else none', () => {
    expect(verifiedReviewCount(1)).toBe('1 verified review');
    expect(verifiedReviewCount(1_204)).toBe('1,204 verified reviews');
    expect(ratingBadgeText({ rating: 4.9, reviews: 300, verified_reviews: 3, verified_rating: 4.333 })).toBe(
      '★ 4.3 · 3 verified reviews',
    );
    expect(ratingBadgeText({ ...unrated, rating: 4.9, reviews: 1_300 })).toBe('★ 4.9 · 1,300 on other sites');
    expect(ratingBadgeText({ ...unrated, rating: 5, reviews: 0 })).toBeNull();
    expect(ratingBadgeText({ ...unrated, rating: 5, reviews: 1, verified_reviews: 2 })).toBe(
      '★ 5.0 · 1 on other sites',
    );
    expect(ratingBadgeText(unrated)).toBeNull();
  });

  it('draws the stars out of five', () => {
    expect(starGlyphs(4)).toBe('★★★★☆');
    expect(starGlyphs(5)).toBe('★★★★★');
    expect(starGlyphs(1)).toBe('★☆☆☆☆');
  });
});

describe('a submitted review form', () => {
  const form = (fields: Record<string, unknown>) => ({ get: (name: string) => fields[name] ?? null });

  it('reads each field as typed, the checkbox and the hired question as the browser sends them', () => {
    expect(
      reviewFromForm(
        form({
          stars: '5',
          title: 'Lovely koi pond',
          body: 'Body',
          hired: 'yes',
          projectType: 'Koi Pond Construction',
          ownExperience: 'on',
        }),
      ),
    ).toEqual({
      stars: 5,
      title: 'Lovely koi pond',
      body: 'Body',
      hired: true,
      projectType: 'Koi Pond Construction',
      ownExperience: true,
    });
    expect(reviewFromForm(form({ hired: 'no' })).hired).toBe(false);
  });

  it('reads a missing or non-text field as empty, so the form’s checks name it', () => {
    const input = reviewFromForm(form({ stars: new Blob(['5']), title: 42, hired: 'maybe' }));
    expect(input).toEqual({
      stars: 0,
      title: '',
      body: '',
      hired: null,
      projectType: '',
      ownExperience: false,
    });
    expect(reviewProblems(input)).toMatchObject({
      stars: REVIEW_MESSAGES.stars,
      title: REVIEW_MESSAGES.title,
      hired: REVIEW_MESSAGES.hired,
      ownExperience: REVIEW_MESSAGES.ownExperience,
    });
  });
});
