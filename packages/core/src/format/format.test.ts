import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayWebsite,
  formatDistance,
  countOf,
  formatList,
  hasReviews,
  reviewCount,
  formatLongDate,
  formatMonth,
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

  // The formatters avoid Intl (its start costs a page ~50 ms); they must still say what Intl says.
  it('formats numbers exactly as Intl.NumberFormat en-US does', () => {
    const decimals = fc.integer({ min: 0, max: 3 });
    const values = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      // Halves at the rounding digit, where hand-written rounding usually goes wrong.
      fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), decimals).map(([n, d]) => (n + 0.5) / 10 ** d),
    );
    fc.assert(
      fc.property(values, decimals, (value, max) => {
        const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: max }).format(value);
        expect(formatNumber(value, max)).toBe(intl.replace(/^-0$/, '0'));
      }),
      { seed: 20261123, numRuns: 20_000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const whole = Math.round(amount);
        const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.abs(whole));
        expect(formatMoney(amount)).toBe(`${whole < 0 ? '-' : ''}$${intl}`);
      }),
      { seed: 20261123, numRuns: 5_000 },
    );
  });

  it('formats dates exactly as Intl.DateTimeFormat en-US in UTC does', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (date) => {
          expect(formatLongDate(date)).toBe(intl.format(date));
          expect(formatLongDate(date.toISOString())).toBe(intl.format(date));
        },
      ),
      { seed: 20261123, numRuns: 10_000 },
    );
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

describe('formatMonth', () => {
  it('names the month and year of a day, and nothing for no date', () => {
    expect(formatMonth('2026-11-01')).toBe('November 2026');
    expect(formatMonth('2026-01-31T00:00:00Z')).toBe('January 2026');
    expect(formatMonth(null)).toBe('');
  });
});

describe('formatList', () => {
  it('joins names as a sentence does', () => {
    expect(formatList(['Koi Kings'])).toBe('Koi Kings');
    expect(formatList(['Koi Kings', 'Lotus Ponds'])).toBe('Koi Kings and Lotus Ponds');
    expect(formatList(['Koi Kings', 'Lotus Ponds', 'Olson'])).toBe('Koi Kings, Lotus Ponds, and Olson');
  });
});

describe('countOf', () => {
  it('says one thing, or many with an s', () => {
    expect(countOf(1, 'plan')).toBe('1 plan');
    expect(countOf(0, 'plan')).toBe('0 plans');
    expect(countOf(1200, 'load')).toBe('1,200 loads');
  });
});
