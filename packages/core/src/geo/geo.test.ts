import { describe, expect, it } from 'vitest';
import {
  FEATURED_CITIES,
  NEIGHBOURING_STATES,
  POPULAR_LOCATIONS,
  STATE_ABBREVIATIONS,
  SUGGESTED_CITIES,
  US_STATES,
  expandStateCode,
  isStateCode,
  neighbouringStates,
  stateByCode,
  stateByName,
  stateCodeByAbbreviation,
} from './index.ts';

describe('states (spec §3: 50 states plus DC, 51 entries)', () => {
  it('has 51 distinct codes and names, DC among them', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(51);
    expect(stateByCode('dc')?.name).toBe('District of Columbia');
  });

  it.each([
    ['Texas', 'TX'],
    ['new york', 'NY'],
    ['  North   Carolina ', 'NC'],
    ['district of columbia', 'DC'],
  ])('maps the name %s to %s', (name, code) => {
    expect(stateByName(name)?.code).toBe(code);
  });

  it('answers undefined for what is not a state', () => {
    expect(stateByName('Narnia')).toBeUndefined();
    expect(stateByCode('ZZ')).toBeUndefined();
    expect(isStateCode('TX')).toBe(true);
    expect(isStateCode('tx')).toBe(false);
    expect(isStateCode('TXX')).toBe(false);
    expect(isStateCode('ZZ')).toBe(false);
  });

  it('expands a code to its name and leaves other text alone (spec §2.8: FL shown as Florida)', () => {
    expect(expandStateCode('FL')).toBe('Florida');
    expect(expandStateCode('Florida')).toBe('Florida');
  });
});

describe('abbreviation prefixes (spec §3: cali, ariz, tex, mass …)', () => {
  it.each([
    ['cali', 'CA'],
    ['ariz', 'AZ'],
    ['tex', 'TX'],
    ['mass', 'MA'],
    ['Tex.', 'TX'],
    ['CALIF', 'CA'],
    ['Penna.', 'PA'],
    ['wva', 'WV'],
  ])('%s → %s', (word, code) => {
    expect(stateCodeByAbbreviation(word)).toBe(code);
  });

  it('covers every state, with keys of at least three letters', () => {
    const covered = new Set(Object.values(STATE_ABBREVIATIONS));
    expect(US_STATES.filter((s) => !covered.has(s.code)).map((s) => s.code)).toEqual([]);
    expect(Object.keys(STATE_ABBREVIATIONS).every((key) => key.length >= 3)).toBe(true);
  });

  it('does not take words that begin city names, nor object keys, for a state', () => {
    for (const word of ['del', 'san', 'new', 'fort', 'mary', 'constructor', 'toString']) {
      expect(stateCodeByAbbreviation(word)).toBeUndefined();
    }
  });
});

describe('neighbouring states (spec §3; AK and HI have none)', () => {
  it('has an entry for all 51 codes', () => {
    expect(Object.keys(NEIGHBOURING_STATES).sort()).toEqual(US_STATES.map((s) => s.code).sort());
  });

  it('is symmetric: if A borders B, B borders A', () => {
    for (const [code, neighbours] of Object.entries(NEIGHBOURING_STATES)) {
      for (const neighbour of neighbours) {
        expect(NEIGHBOURING_STATES[neighbour], `${neighbour} should list ${code}`).toContain(code);
      }
    }
  });

  it.each([
    ['AK', []],
    ['HI', []],
    ['TX', ['AR', 'LA', 'NM', 'OK']],
    ['DC', ['MD', 'VA']],
    ['me', ['NH']],
    ['ZZ', []],
  ])('%s borders %j', (code, expected) => {
    expect(neighbouringStates(code)).toEqual(expected);
  });
});

describe('featured and suggested cities (spec §3, §2.13)', () => {
  it('has 21 featured cities; the 20 suggested are the spec list in order', () => {
    expect(FEATURED_CITIES).toHaveLength(21);
    expect(SUGGESTED_CITIES.map((c) => c.city)).toEqual([
      'Los Angeles',
      'New York',
      'Chicago',
      'Houston',
      'Phoenix',
      'Philadelphia',
      'San Antonio',
      'San Diego',
      'Dallas',
      'San Francisco',
      'Austin',
      'Miami',
      'Seattle',
      'Denver',
      'Atlanta',
      'Boston',
      'Portland',
      'Orlando',
      'Buckeye',
      'Henderson',
    ]);
  });

  it('shows the spec’s six popular locations on the not-found page', () => {
    expect(POPULAR_LOCATIONS.map((c) => c.display)).toEqual([
      'Los Angeles, CA',
      'New York, NY',
      'Chicago, IL',
      'Houston, TX',
      'Phoenix, AZ',
      'Philadelphia, PA',
    ]);
  });

  it('gives every featured city a real state, a display text and aliases', () => {
    for (const city of FEATURED_CITIES) {
      expect(stateByCode(city.state)).toBeDefined();
      expect(city.display).toBe(`${city.city}, ${city.state}`);
      expect(city.keywords.length).toBeGreaterThan(0);
    }
  });
});
