import { describe, expect, it } from 'vitest';
import { resultPlaceText, serviceAreaText } from './service-area.ts';

const roundRock = { city: 'Round Rock', state: 'TX', service_radius_miles: null, service_cities: [] };

describe('where a builder works, in words', () => {
  it('says the radius from their own city', () => {
    expect(serviceAreaText({ ...roundRock, service_radius_miles: 40 })).toBe(
      'Within 40 miles of Round Rock, TX',
    );
  });

  it('names the cities they named, as a list', () => {
    expect(serviceAreaText({ ...roundRock, service_cities: ['Austin'] })).toBe('Serves Austin');
    expect(serviceAreaText({ ...roundRock, service_cities: ['Austin', 'Cedar Park', 'Leander'] })).toBe(
      'Serves Austin, Cedar Park and Leander',
    );
  });

  it('says both when they gave both, and their own city when neither', () => {
    expect(
      serviceAreaText({ ...roundRock, service_radius_miles: 25, service_cities: ['Austin', 'Waco'] }),
    ).toBe('Within 25 miles of Round Rock, TX, and in Austin and Waco');
    expect(serviceAreaText(roundRock)).toBe('Serving Round Rock, TX and the surrounding area');
  });

  it('labels a result serving the place from elsewhere', () => {
    expect(resultPlaceText({ city: 'Round Rock', state: 'TX', serves: 'Austin' })).toBe(
      'Based in Round Rock · serves Austin',
    );
    expect(resultPlaceText({ city: 'Austin', state: 'TX', serves: null })).toBe('Austin, TX');
  });
});
