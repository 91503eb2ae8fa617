import { describe, expect, it } from 'vitest';
import { itemShares, spreadOfQuantiles } from './figures.ts';
import { COST_TEXTS, costReasonOk } from './texts.ts';

describe('the cost guide’s words', () => {
  it('name the page, its figures and its fall-backs', () => {
    expect(COST_TEXTS.title('Koi pond', 'Austin, TX')).toBe(
      'Koi pond cost in Austin, TX: what builders quoted',
    );
    expect(COST_TEXTS.heading('a koi pond', 'Texas')).toBe('What a koi pond costs in Texas');
    expect(COST_TEXTS.description('koi ponds', 'Texas')).toContain('quoted for koi ponds');
    expect(COST_TEXTS.basis('23', '9')).toBe('23 quotes from 9 builders');
    expect(COST_TEXTS.window('Nov 2024', 'Nov 2026')).toBe('Quotes sent Nov 2024 – Nov 2026');
    expect(COST_TEXTS.updated('November 28, 2026')).toBe('Last updated November 28, 2026');
    expect(COST_TEXTS.tooFew({ level: 'city', name: 'Austin, TX' })).toMatch(
      /^Builders near Austin, TX have sent too few quotes/,
    );
    expect(COST_TEXTS.tooFew({ level: 'country', name: '' })).toMatch(/^Builders across the US have/);
    expect(COST_TEXTS.fallback('Texas')).toBe('Here are the figures for Texas.');
    expect(COST_TEXTS.estimate(1_000, 1_500, 100)).toBe(
      'The planner’s formula puts a pond of 100 sq ft at $1,000–$1,500. This is an estimate from a formula, not from builders’ quotes.',
    );
    expect(COST_TEXTS.chartAlt('All sizes', '$1', '$2', '$3', '$4', '$5')).toBe(
      'All sizes: 1 in 10 quotes under $1, a quarter under $2, half under $3, three quarters under $4, 9 in 10 under $5.',
    );
    expect(COST_TEXTS.link('Texas')).toBe('What a pond costs in Texas');
  });

  it('ask staff for a reason of 10 to 500 characters', () => {
    expect(
      ['short', '   nine ch ', 'ten chars!', 'x'.repeat(500), 'x'.repeat(501)].map(costReasonOk),
    ).toEqual([false, false, true, true, false]);
  });
});

describe('figures as the database sends them', () => {
  it('read five quantiles, or nothing', () => {
    expect(spreadOfQuantiles([1, 2, 3, 4, 5])).toEqual({ p10: 1, low: 2, median: 3, high: 4, p90: 5 });
    expect(spreadOfQuantiles([1, 2, null, 4, 5])).toBeNull();
    expect(spreadOfQuantiles(null)).toBeNull();
  });

  it('share the listed dollars by item, largest first', () => {
    expect(
      itemShares([
        { item: 'liner', dollars: 250 },
        { item: 'excavation', dollars: 750 },
      ]),
    ).toEqual([
      { item: 'excavation', percent: 75 },
      { item: 'liner', percent: 25 },
    ]);
    expect(itemShares([])).toEqual([]);
  });
});
