import { describe, expect, it } from 'vitest';
import { cityPlace } from './city-place.ts';

describe('the place of a city page address (spec §2.8)', () => {
  it('reads both slug forms, with the state spelled out', () => {
    expect(cityPlace({ stateCode: 'tx', citySlug: 'austin' })).toEqual({
      city: 'Austin',
      stateCode: 'TX',
      stateName: 'Texas',
    });
    expect(cityPlace({ stateCode: 'tx', citySlug: 'austin-tx' })).toMatchObject({
      city: 'Austin',
      stateCode: 'TX',
    });
    expect(cityPlace({ citySlug: 'new-york-new-york' })).toMatchObject({
      city: 'New York',
      stateCode: 'NY',
    });
  });

  it('has no place for an unknown state or a slug naming another state than the address', () => {
    expect(cityPlace({ stateCode: 'zz', citySlug: 'austin' })).toBeNull();
    expect(cityPlace({ stateCode: 'ca', citySlug: 'austin-tx' })).toBeNull();
    expect(cityPlace({ stateCode: 'tx', citySlug: '' })).toBeNull();
  });
});
