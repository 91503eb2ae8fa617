import { describe, expect, it } from 'vitest';
import {
  displayWebsite,
  formatDistance,
  hasReviews,
  reviewCount,
  formatLongDate,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatRating,
  initials,
  roundTo,
  telHref,
  websiteHref,
} from './index.ts';

describe('formatting (spec §2.9, §2.10, §9)', () => {
  it.each([
    ['Blue Lagoon Ponds', 'BL'],
    ['aqua', 'A'],
    ['  john   q public ', 'JQ'],
    ['', ''],
  ])('initials of %j are %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('shows a rating with one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.75)).toBe('4.8');
  });

  it('shows money in whole dollars with thousands separators', () => {
    expect(formatMoney(1500)).toBe('$1,500');
    expect(formatMoney(25000.4)).toBe('$25,000');
    expect(formatMoney(-12)).toBe('-$12');
    expect(formatMoneyRange(5000, 25000)).toBe('$5,000 - $25,000');
    expect(formatNumber(3366.437, 2)).toBe('3,366.44');
    expect(formatNumber(9000)).toBe('9,000');
  });

  it("shows dates as 'MMMM d, yyyy' in every time zone", () => {
    expect(formatLongDate('2024-07-14')).toBe('July 14, 2024');
    expect(formatLongDate(new Date(Date.UTC(2024, 5, 1)))).toBe('June 1, 2024');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('rounds without binary surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(100.5309, 2)).toBe(100.53);
  });

  it('shows websites without protocol and links phones and sites', () => {
    expect(displayWebsite('https://www.bluelagoon.com/')).toBe('www.bluelagoon.com');
    expect(displayWebsite('bluelagoon.com')).toBe('bluelagoon.com');
    expect(websiteHref('bluelagoon.com')).toBe('https://bluelagoon.com');
    expect(websiteHref('http://bluelagoon.com')).toBe('http://bluelagoon.com');
    expect(telHref('(512) 555-0100')).toBe('tel:5125550100');
  });
});

describe('formatDistance', () => {
  it('shows tenths near by and whole miles further out', () => {
    expect(formatDistance(3.14159)).toBe('3.1 mi away');
    expect(formatDistance(0)).toBe('0 mi away');
    expect(formatDistance(24.6)).toBe('25 mi away');
  });
});

describe('reviews', () => {
  it('counts reviews in words and shows a rating only with a review behind it', () => {
    expect(reviewCount(1)).toBe('1 review');
    expect(reviewCount(1200)).toBe('1,200 reviews');
    expect(hasReviews({ rating: 4.5, reviews: 3 })).toBe(true);
    expect(hasReviews({ rating: 4.5, reviews: 0 })).toBe(false);
    expect(hasReviews({ rating: null, reviews: 3 })).toBe(false);
  });
});
