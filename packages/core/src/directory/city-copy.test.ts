import { describe, expect, it } from 'vitest';
import { cityLocationCopy, copyText } from './city-copy.ts';

const austin = cityLocationCopy({
  city: 'Austin',
  stateCode: 'TX',
  builderCount: 12,
  averageRating: 4.62,
  nearby: [
    { city: 'Round Rock', state: 'TX' },
    { city: 'San Marcos', state: 'TX' },
  ],
});
const denver = cityLocationCopy({
  city: 'Denver',
  stateCode: 'CO',
  builderCount: 1,
  averageRating: null,
  nearby: [],
});
const portland = cityLocationCopy({
  city: 'Portland',
  stateCode: 'OR',
  builderCount: 7,
  averageRating: 4.1,
  nearby: [{ city: 'Salem', state: 'OR' }],
});

describe('city location copy (spec §2.8)', () => {
  it('has three paragraphs that differ from city to city', () => {
    for (const copy of [austin, denver, portland]) expect(copy).toHaveLength(3);
    const texts = [austin, denver, portland].map((copy) => copy.map(copyText).join('\n'));
    expect(new Set(texts).size).toBe(3);
    for (const index of [0, 1, 2]) {
      expect(new Set([austin, denver, portland].map((copy) => copyText(copy[index]!))).size).toBe(3);
    }
  });

  it('tells how many builders there are and how they are rated', () => {
    expect(copyText(austin[0]!)).toContain('12 pond builders');
    expect(copyText(austin[0]!)).toContain('4.6 out of 5');
    expect(copyText(denver[0]!)).toContain('1 pond builder');
    expect(copyText(denver[0]!)).not.toContain('out of 5');
  });

  it('names the state and links nearby cities with builders', () => {
    expect(copyText(austin[1]!)).toContain('Texas');
    expect(austin[1]).toContainEqual({ text: 'Round Rock', href: '/states/tx/round-rock' });
    expect(copyText(austin[1]!)).toMatch(/Round Rock and San Marcos\.$/);
    expect(copyText(denver[1]!)).not.toContain('compare builders in');
  });

  it('gives the state’s climate advice', () => {
    expect(copyText(austin[2]!)).toContain('hot');
    expect(copyText(denver[2]!)).toContain('cold');
    expect(copyText(portland[2]!)).toContain('Rain');
  });

  it('says so honestly when a city has no builders yet', () => {
    const empty = cityLocationCopy({
      city: 'Nowhere',
      stateCode: 'KS',
      builderCount: 0,
      averageRating: null,
      nearby: [],
    });
    expect(copyText(empty[0]!)).toContain('no pond builders listed in Nowhere yet');
  });
});
