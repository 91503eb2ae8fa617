import { describe, expect, it } from 'vitest';
import { partnerFromSearch, withPartner } from './partners.ts';

describe('partner credit carried in an address', () => {
  it('adds the partner to a path, keeping its search and hash', () => {
    expect(withPartner('/states/tx/austin/a-1', 'acme-ponds')).toBe(
      '/states/tx/austin/a-1?partner=acme-ponds',
    );
    expect(withPartner('/x?y=1#get-quotes', 'acme')).toBe('/x?y=1&partner=acme#get-quotes');
    expect(withPartner('/x', undefined)).toBe('/x');
  });

  it('reads only a valid partner id back', () => {
    expect(partnerFromSearch(new URLSearchParams('partner=Acme-Ponds'))).toBe('acme-ponds');
    expect(partnerFromSearch(new URLSearchParams('partner=<script>'))).toBeUndefined();
    expect(partnerFromSearch(new URLSearchParams(''))).toBeUndefined();
  });
});
