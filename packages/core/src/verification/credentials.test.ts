import { describe, expect, it } from 'vitest';
import { directorySearchParams, parseDirectorySearch } from '../directory/search.ts';
import { checkSummary } from './checks.ts';
import { CHECK_KINDS, CREDENTIAL_KINDS, checkValidUntil, isCredentialKind } from './rules.ts';

describe('the trade’s credentials', () => {
  it('are kinds of check, not the kinds that make a builder Verified', () => {
    for (const kind of CREDENTIAL_KINDS) expect(CHECK_KINDS).toContain(kind);
    expect(isCredentialKind('aquascape_cac')).toBe(true);
    expect(isCredentialKind('insurance')).toBe(false);
  });

  it('hold until their own end, or a year from the check', () => {
    expect(checkValidUntil('aquascape_cac', '2026-11-28', '2027-03-01')).toBe('2027-03-01');
    expect(checkValidUntil('ippca_member', '2026-11-28', null)).toBe('2027-11-28');
    expect(checkValidUntil('ippca_member', '2026-11-28', '2029-01-01')).toBe('2027-11-28');
  });

  it('read on the profile with their issuer and number', () => {
    expect(
      checkSummary({
        kind: 'aquascape_cac',
        state: null,
        number: 'CAC-2231',
        classification: null,
        authority: 'Aquascape, Inc.',
        coverageAmount: null,
        outcome: 'listed',
        sourceUrl: 'https://www.aquascapeinc.com/',
        checkedAt: '2026-11-28T10:00:00Z',
        validUntil: '2027-03-01',
      }),
    ).toBe('Certified Aquascape Contractor with Aquascape, Inc. (#CAC-2231), listed, until March 1, 2027');
  });

  it('filter the directory from its address, and an unknown one is ignored', () => {
    const search = parseDirectorySearch(new URLSearchParams('q=Austin&credential=aquascape_cac'));
    expect(search.credential).toBe('aquascape_cac');
    expect(directorySearchParams(search).get('credential')).toBe('aquascape_cac');
    expect(parseDirectorySearch(new URLSearchParams('credential=pond_wizard')).credential).toBeUndefined();
  });
});
