import { describe, expect, it } from 'vitest';
import { PARTNER_ROLE, partnerFromSearch, partnerIdOf, withPartner } from './partners.ts';

describe('partner credit carried in an address', () => {
  it('adds the partner to a path, keeping its search and hash', () => {
    expect(withPartner('/states/tx/austin/a-1', 'acme-ponds')).toBe(
      '/states/tx/austin/a-1?partner=acme-ponds',
    );
    expect(withPartner('/x?y=1#get-quotes', 'acme')).toBe('/x?y=1&partner=acme#get-quotes');
    expect(withPartner('/x', undefined)).toBe('/x');
    expect(withPartner('/x', '')).toBe('/x');
  });

  it('carries the widget’s campaign and UTM values after the partner, encoded', () => {
    expect(
      withPartner('/pond-planner#plan', 'acme', {
        campaign: 'spring-sale',
        utmSource: 'news letter',
        utmMedium: 'email',
      }),
    ).toBe('/pond-planner?partner=acme&campaign=spring-sale&utm_source=news%20letter&utm_medium=email#plan');
    // No partner, no credit: the campaign alone is not carried.
    expect(withPartner('/x', undefined, { campaign: 'spring-sale' })).toBe('/x');
  });

  it('reads only a valid partner id back', () => {
    expect(partnerFromSearch(new URLSearchParams('partner=Acme-Ponds'))).toBe('acme-ponds');
    expect(partnerFromSearch(new URLSearchParams('partner=<script>'))).toBeUndefined();
    expect(partnerFromSearch(new URLSearchParams(''))).toBeUndefined();
  });
});

describe('a partner’s account', () => {
  it('is known by the role and partner id the database set in app_metadata', () => {
    expect(partnerIdOf({ app_metadata: { role: PARTNER_ROLE, partner_id: 'acme-ponds' } })).toBe(
      'acme-ponds',
    );
    expect(partnerIdOf({ app_metadata: { role: 'builder', partner_id: 'acme-ponds' } })).toBeUndefined();
    expect(partnerIdOf({ app_metadata: { role: PARTNER_ROLE, partner_id: 12 } })).toBeUndefined();
    expect(partnerIdOf({ app_metadata: { role: PARTNER_ROLE } })).toBeUndefined();
    expect(partnerIdOf({})).toBeUndefined();
    expect(partnerIdOf(null)).toBeUndefined();
  });
});
