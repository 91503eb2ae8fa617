import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchSuggestions,
  normaliseLocationFilter,
  normaliseState,
  parseLocationInput,
  shouldNavigateToCityPage,
  splitTrailingState,
} from './index.ts';

describe('directory location input (spec §5)', () => {
  it.each([
    ['', {}],
    ['   ', {}],
    ['78701', { postalCode: '78701' }],
    ['tx', { state: 'TX' }],
    ['Austin, TX', { city: 'Austin', state: 'TX' }],
    ['Austin, Texas', { city: 'Austin', state: 'TX' }],
    ['Austin,', { city: 'Austin' }],
    [', tx', { state: 'TX' }],
    ['Springfield, Narnia', { city: 'Springfield', state: 'Narnia' }],
    ['Austin', { city: 'Austin' }],
    ['Austin TX', { city: 'Austin', state: 'TX' }],
    ['austin tx', { city: 'austin', state: 'TX' }],
    ['Albany New York', { city: 'Albany', state: 'NY' }],
    ['Dallas Tex.', { city: 'Dallas', state: 'TX' }],
    ['San Diego cali', { city: 'San Diego', state: 'CA' }],
    ['mass Boston', { city: 'Boston', state: 'MA' }],
    ['Texas', { state: 'TX' }],
    ['cali', { state: 'CA' }],
    ['Kansas City', { city: 'Kansas City' }],
    ['Del Mar', { city: 'Del Mar' }],
    ['Lake Mary', { city: 'Lake Mary' }],
    ['Salt Lake City', { city: 'Salt Lake City' }],
    ['Springfield ZZ', { city: 'Springfield ZZ' }],
    ['  Portland    OR ', { city: 'Portland', state: 'OR' }],
    ['Washington D.C.', { city: 'Washington', state: 'DC' }],
    ['tex cali', { city: 'tex', state: 'CA' }],
    ['ariz mass boston', { city: 'ariz mass boston' }],
  ])('%j → %j', (input, expected) => {
    expect(parseLocationInput(input)).toEqual(expected);
  });

  it('splits a city field that holds a state; an explicit state wins', () => {
    expect(normaliseLocationFilter({ city: 'Austin TX' })).toEqual({ city: 'Austin', state: 'TX' });
    expect(normaliseLocationFilter({ city: 'Austin', state: 'Texas' })).toEqual({
      city: 'Austin',
      state: 'TX',
    });
    expect(normaliseLocationFilter({ state: 'tex', postalCode: '78701' })).toEqual({
      state: 'TX',
      postalCode: '78701',
    });
    expect(normaliseLocationFilter({ city: 'Austin', state: 'Narnia' })).toEqual({
      city: 'Austin',
      state: 'Narnia',
    });
    expect(normaliseLocationFilter({})).toEqual({});
    expect(splitTrailingState('')).toEqual({});
  });

  it.each([
    ['TX', 'TX'],
    ['tx', 'TX'],
    ['Texas', 'TX'],
    ['Tex.', 'TX'],
    ['D.C.', 'DC'],
    [' new  jersey ', 'NJ'],
    ['Narnia', undefined],
    ['zz', undefined],
  ])('normalises the state %j to %j', (input, code) => {
    expect(normaliseState(input)).toBe(code);
  });

  it('never throws and always returns strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const parsed = parseLocationInput(text);
        for (const value of Object.values(parsed)) expect(typeof value).toBe('string');
        normaliseLocationFilter({ city: text, state: text, postalCode: text });
        normaliseState(text);
      }),
    );
  });
});

describe('suggestions (spec §5: substring of display, city, state and keywords)', () => {
  it.each([
    ['aus', ['Austin, TX']],
    ['philly', ['Philadelphia, PA']],
    ['nyc', ['New York, NY']],
    ['AZ', ['Phoenix, AZ', 'Buckeye, AZ']],
    ['Nevada', ['Henderson, NV']],
    ['zzzz', []],
  ])('%s suggests %j', (typed, expected) => {
    expect(matchSuggestions(typed).map((c) => c.display)).toEqual(expected);
  });

  it('suggests all 20 cities for blank input', () => {
    expect(matchSuggestions('  ')).toHaveLength(20);
  });
});

describe('city navigation (spec §5)', () => {
  it.each([
    [{ city: 'Austin', state: 'TX', pathname: '/' }, true],
    [{ city: 'Austin', state: 'TX', pathname: '/pond-builders-near-me' }, false],
    [{ city: 'Ab', state: 'TX', pathname: '/' }, false],
    [{ city: 'Austin', state: 'Texas', pathname: '/' }, false],
    [{ city: 'Austin', pathname: '/' }, false],
    [{ pathname: '/' }, false],
  ])('%j → %s', (args, expected) => {
    expect(shouldNavigateToCityPage(args)).toBe(expected);
  });
});
