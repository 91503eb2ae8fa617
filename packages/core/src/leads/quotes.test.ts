import { describe, expect, it } from 'vitest';
import {
  compareQuoteItems,
  dollarsTyped,
  quoteFromForm,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  quoteItemLabel,
  quoteProblems,
  type QuoteInput,
} from './quotes.ts';
import { localDay } from '../format/dates.ts';
import { answeredInTimeText, WAITING_TEXTS } from './waiting.ts';
import { messageProblem, MESSAGE_LIMITS, MESSAGE_TEXTS, PROJECT_TEXTS } from './project.ts';

const today = '2026-11-28';
const quote = (change: Partial<QuoteInput> = {}): QuoteInput => ({
  total: 18_500,
  items: [
    { key: 'excavation', label: '', amount: 6_000 },
    { key: 'liner', label: '', amount: 4_500 },
    { key: null, label: 'Bog filter', amount: 8_000 },
  ],
  startsOn: '2027-03-01',
  validUntil: '2026-12-31',
  note: 'Includes a waterfall.',
  ...change,
});

describe('quoteProblems', () => {
  it('takes a quote whose items add up to its total, and one with no items', () => {
    expect(quoteProblems(quote(), today)).toEqual({});
    expect(quoteProblems(quote({ items: [], startsOn: null, validUntil: null, note: null }), today)).toEqual(
      {},
    );
  });

  it('refuses items that do not add up, naming both figures', () => {
    expect(quoteProblems(quote({ total: 18_000 }), today)).toEqual({
      items: QUOTE_MESSAGES.sum(18_500, 18_000),
    });
    expect(QUOTE_MESSAGES.sum(18_500, 18_000)).toBe(
      'The items add up to $18,500, not the total of $18,000. Make them equal, or leave the items out.',
    );
  });

  it('refuses a total out of range, fractional or negative amounts, and unnamed or repeated items', () => {
    expect(quoteProblems(quote({ total: 0, items: [] }), today).total).toBe(QUOTE_MESSAGES.total);
    expect(quoteProblems(quote({ total: 10_000_001, items: [] }), today).total).toBe(QUOTE_MESSAGES.total);
    expect(quoteProblems(quote({ items: [{ key: 'pump', label: '', amount: -1 }] }), today).items).toBe(
      QUOTE_MESSAGES.itemAmount,
    );
    expect(quoteProblems(quote({ items: [{ key: 'pump', label: '', amount: 1.5 }] }), today).items).toBe(
      QUOTE_MESSAGES.itemAmount,
    );
    expect(quoteProblems(quote({ items: [{ key: null, label: '  ', amount: 18_500 }] }), today).items).toBe(
      QUOTE_MESSAGES.itemLabel,
    );
    expect(
      quoteProblems(quote({ items: [{ key: null, label: 'x'.repeat(61), amount: 18_500 }] }), today).items,
    ).toBe(QUOTE_MESSAGES.itemLabel);
    expect(
      quoteProblems(
        quote({
          items: [
            { key: 'pump', label: '', amount: 500 },
            { key: null, label: 'pump', amount: 18_000 },
          ],
        }),
        today,
      ).items,
    ).toBe(QUOTE_MESSAGES.itemTwice);
    const many = Array.from({ length: QUOTE_LIMITS.items + 1 }, (_, n) => ({
      key: null,
      label: `Item ${n}`,
      amount: 1,
    }));
    expect(quoteProblems(quote({ items: many, total: many.length }), today).items).toBe(
      QUOTE_MESSAGES.tooMany,
    );
  });

  it('takes dates from today to two years on, and no other', () => {
    expect(quoteProblems(quote({ startsOn: today, validUntil: today }), today)).toEqual({});
    expect(quoteProblems(quote({ startsOn: '2026-11-27' }), today).startsOn).toBe(QUOTE_MESSAGES.startsOn);
    expect(quoteProblems(quote({ validUntil: '2026-02-30' }), today).validUntil).toBe(
      QUOTE_MESSAGES.validUntil,
    );
    expect(quoteProblems(quote({ validUntil: '2028-11-28' }), today).validUntil).toBe(
      QUOTE_MESSAGES.validUntil,
    );
    expect(quoteProblems(quote({ note: 'x'.repeat(1001) }), today).note).toBe(QUOTE_MESSAGES.note);
  });
});

describe('compareQuoteItems', () => {
  it('puts listed items in the list order, then own items, with a missing item as null (not 0)', () => {
    const rows = compareQuoteItems([
      {
        builder: 'A',
        total: 10_000,
        startsOn: null,
        validUntil: null,
        items: [
          { key: 'pump', label: '', amount: 0 },
          { key: 'excavation', label: '', amount: 10_000 },
        ],
      },
      {
        builder: 'B',
        total: 9_000,
        startsOn: null,
        validUntil: null,
        items: [
          { key: null, label: 'Bog filter', amount: 2_000 },
          { key: 'excavation', label: '', amount: 7_000 },
        ],
      },
    ]);
    expect(rows).toEqual([
      { label: 'Excavation', amounts: [10_000, 7_000] },
      { label: 'Pump', amounts: [0, null] },
      { label: 'Bog filter', amounts: [null, 2_000] },
    ]);
    expect(quoteItemLabel({ key: 'liner', label: 'ignored' })).toBe('Liner and underlayment');
  });
});

describe('messageProblem', () => {
  it('takes plain text, links as text included', () => {
    expect(messageProblem('Can you start in March? See https://example.com/plan a < b')).toBeNull();
  });
  it('refuses empty, over-long and HTML messages', () => {
    expect(messageProblem('   ')).toBe(MESSAGE_TEXTS.empty);
    expect(messageProblem('x'.repeat(MESSAGE_LIMITS.bodyMax + 1))).toBe(MESSAGE_TEXTS.tooLong);
    expect(messageProblem('Hello <b>there</b>')).toBe(MESSAGE_TEXTS.html);
    expect(messageProblem('<a href="x">x')).toBe(MESSAGE_TEXTS.html);
    expect(messageProblem('<!-- x -->')).toBe(MESSAGE_TEXTS.html);
  });
});

describe('quoteFromForm', () => {
  it('reads the listed amounts, own items, dates and note; blank items are not listed', () => {
    const form = new Map(
      Object.entries({
        total: '$18,500',
        'item-excavation': '6,000',
        'item-pump': '',
        'item-liner': '4500',
        'own-label-0': 'Bog filter',
        'own-amount-0': '8000',
        'own-label-1': '',
        'own-amount-1': '',
        'starts-on': '2027-03-01',
        'valid-until': '',
        note: '  Includes a waterfall. ',
      }),
    );
    const quote = quoteFromForm(form);
    expect(quote).toEqual({
      total: 18_500,
      items: [
        { key: 'excavation', label: 'Excavation', amount: 6_000 },
        { key: 'liner', label: 'Liner and underlayment', amount: 4_500 },
        { key: null, label: 'Bog filter', amount: 8_000 },
      ],
      startsOn: '2027-03-01',
      validUntil: null,
      note: 'Includes a waterfall.',
    });
    expect(quoteProblems(quote, today)).toEqual({});
  });

  it('keeps what cannot be a whole dollar amount as a problem, not as zero', () => {
    const quote = quoteFromForm(
      new Map([
        ['total', '18.5k'],
        ['own-label-0', 'Bog'],
        ['own-amount-0', ''],
      ]),
    );
    expect(quote.total).toBeNaN();
    expect(quoteProblems(quote, today)).toMatchObject({
      total: QUOTE_MESSAGES.total,
      items: QUOTE_MESSAGES.itemAmount,
    });
    expect(dollarsTyped('')).toBeNull();
  });
});

describe('the project page’s words', () => {
  it('name the revision’s date and the builder of a thread', () => {
    expect(PROJECT_TEXTS.revised('March 1, 2027')).toBe('Revised March 1, 2027');
    expect(PROJECT_TEXTS.threadHeading('Lotus Ponds')).toBe('Your conversation with Lotus Ponds');
  });
  it('say today as a date field holds it, in the reader’s own calendar', () => {
    expect(localDay(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });
});

describe('nobody left waiting', () => {
  it('says a builder’s misses and the offer in words', () => {
    expect(answeredInTimeText({ inTime: 7, due: 10 })).toBe(
      'Answered 7 of 10 requests within 2 business days',
    );
    expect(answeredInTimeText({ inTime: 1, due: 1 })).toBe('Answered 1 of 1 request within 2 business days');
    expect(WAITING_TEXTS.button(1)).toBe('Send my request to 1 more builder');
    expect(WAITING_TEXTS.button(3)).toBe('Send my request to 3 more builders');
  });
});
