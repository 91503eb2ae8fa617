import { DEFAULT_DIRECTORY_SEARCH } from '@pond/core';
import { describe, expect, it } from 'vitest';
import { addressWithSearch, searchInAddress } from './address-search.ts';

const at = (address: string) => new URL(address, 'https://partner.example');

describe('a search kept in the page address (url-state)', () => {
  it('reads the filters and page from the address, defaults for the rest', () => {
    expect(searchInAddress(at('/find?q=Austin%2C+TX&rating=4&page=2'))).toEqual({
      ...DEFAULT_DIRECTORY_SEARCH,
      q: 'Austin, TX',
      rating: 4,
      page: 2,
    });
    expect(searchInAddress(at('/find'))).toEqual(DEFAULT_DIRECTORY_SEARCH);
  });

  it('writes a new search in place of the old one and keeps the page’s own parameters and hash', () => {
    const address = at('/find?partner=acme-ponds&q=TX&page=3#list');
    expect(
      addressWithSearch(address, { ...DEFAULT_DIRECTORY_SEARCH, q: 'Dallas, TX', sort: 'reviews' }),
    ).toBe('/find?partner=acme-ponds&q=Dallas%2C+TX&sort=reviews#list');
  });

  it('leaves a plain address when the search is the default', () => {
    expect(addressWithSearch(at('/find?q=TX&rating=2'), DEFAULT_DIRECTORY_SEARCH)).toBe('/find');
  });
});
