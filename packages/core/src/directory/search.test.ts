import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIRECTORY_SEARCH,
  directoryQuery,
  directorySearchParams,
  parseDirectorySearch,
  type DirectorySearch,
} from './search.ts';

const search = (overrides: Partial<DirectorySearch>): DirectorySearch => ({
  ...DEFAULT_DIRECTORY_SEARCH,
  ...overrides,
});

describe('directory URL state', () => {
  it('goes to the URL and back unchanged', () => {
    const state = search({ q: 'Austin, TX', rating: 4, radius: 50, sort: 'reviews', page: 3 });
    const params = directorySearchParams(state);
    expect(params.toString()).toBe('q=Austin%2C+TX&rating=4&radius=50&sort=reviews&page=3');
    expect(parseDirectorySearch(params)).toEqual(state);
  });

  it('keeps "Verified only" as verified=1, and asks the database for verified builders only', () => {
    const state = search({ q: 'Austin, TX', verified: true });
    expect(directorySearchParams(state).toString()).toBe('q=Austin%2C+TX&verified=1');
    expect(parseDirectorySearch(new URLSearchParams('verified=1'))).toEqual(search({ verified: true }));
    expect(parseDirectorySearch(new URLSearchParams('verified=yes'))).toEqual(DEFAULT_DIRECTORY_SEARCH);
    expect(directoryQuery(state)).toMatchObject({ city: 'Austin', state: 'TX', verifiedOnly: true });
    expect(directoryQuery(search({ q: 'Austin, TX' }))).not.toHaveProperty('verifiedOnly');
  });

  it('leaves defaults out of the URL', () => {
    expect(directorySearchParams(DEFAULT_DIRECTORY_SEARCH).toString()).toBe('');
    expect(parseDirectorySearch(new URLSearchParams())).toEqual(DEFAULT_DIRECTORY_SEARCH);
  });

  it('reads nonsense as the defaults, never as an error', () => {
    expect(
      parseDirectorySearch(new URLSearchParams('rating=9&radius=33&sort=cheapest&page=-2&q=%20%20')),
    ).toEqual(DEFAULT_DIRECTORY_SEARCH);
    expect(parseDirectorySearch(new URLSearchParams('rating=2.5&page=abc'))).toEqual(
      DEFAULT_DIRECTORY_SEARCH,
    );
  });
});

describe('directory filters to query', () => {
  it.each([
    ['austin tx', { city: 'austin', state: 'TX' }],
    ['Austin, Texas', { city: 'Austin', state: 'TX' }],
    ['cali', { state: 'CA' }],
    ['TX', { state: 'TX' }],
  ])('parses "%s" by the spec’s rules', (q, expected) => {
    const query = directoryQuery(search({ q }));
    expect({ city: query.city, state: query.state }).toEqual({ city: undefined, ...expected });
  });

  it('turns a ZIP into a radius search, with nearest first when asked', () => {
    expect(directoryQuery(search({ q: '78701', radius: 25, sort: 'distance' }))).toMatchObject({
      near: { zip: '78701', miles: 25 },
      sort: 'distance',
    });
    expect(directoryQuery(search({ q: '78701' })).postalCode).toBeUndefined();
  });

  it('lists a ZIP nearest first unless another order is chosen', () => {
    expect(directoryQuery(search({ q: '78701' })).sort).toBe('distance');
    expect(directoryQuery(search({ q: '78701', sort: 'reviews' })).sort).toBe('reviews');
    expect(directoryQuery(search({ q: 'Austin, TX' })).sort).toBe('rating');
    expect(directorySearchParams(search({ q: '78701' })).has('sort')).toBe(false);
  });

  it('sorts by best rated when there is nothing to be near', () => {
    expect(directoryQuery(search({ q: 'Austin, TX', sort: 'distance' })).sort).toBe('rating');
  });

  it('drops the rating filter at 0 and keeps it above', () => {
    expect(directoryQuery(search({ rating: 0 })).minRating).toBeUndefined();
    expect(directoryQuery(search({ rating: 3 })).minRating).toBe(3);
  });

  it('pages by 9 and carries the fallback choice', () => {
    expect(directoryQuery(search({ page: 2 }), { fallbackToNearest: true })).toMatchObject({
      page: 2,
      pageSize: 9,
      fallbackToNearest: true,
    });
  });
});
