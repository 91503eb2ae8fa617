import { describe, expect, it } from 'vitest';
import {
  NOT_CHECKED_YET,
  STATE_LICENSING,
  advertisedLicence,
  checkSummary,
  checkValidUntil,
  isVerified,
  verifiedRuleText,
  type PublicCheck,
} from './index.ts';

const licence: PublicCheck = {
  kind: 'licence',
  state: 'OR',
  number: '12345',
  classification: null,
  authority: 'Oregon Landscape Contractors Board',
  coverageAmount: null,
  outcome: 'active',
  sourceUrl: STATE_LICENSING.OR!.lookup,
  checkedAt: '2026-11-27T10:00:00Z',
  validUntil: '2027-11-27',
};
const insurance: PublicCheck = {
  ...licence,
  kind: 'insurance',
  state: null,
  number: null,
  authority: 'Acme Mutual',
  coverageAmount: 1_000_000,
  outcome: null,
  validUntil: '2027-03-01',
};

describe('what Verified means (issue 35)', () => {
  it('is current insurance, and a current licence where the state licenses this work', () => {
    const held = (kind: 'licence' | 'insurance', validUntil: string, state = 'OR') => ({
      kind,
      state,
      validUntil,
    });
    expect(isVerified('TX', [held('insurance', '2027-01-01')], '2026-11-27')).toBe(true);
    expect(isVerified('OR', [held('insurance', '2027-01-01')], '2026-11-27')).toBe(false);
    expect(
      isVerified('OR', [held('insurance', '2027-01-01'), held('licence', '2027-01-01')], '2026-11-27'),
    ).toBe(true);
    // A check stops counting after its last day, not on it.
    expect(isVerified('TX', [held('insurance', '2026-11-27')], '2026-11-27')).toBe(true);
    expect(isVerified('TX', [held('insurance', '2026-11-26')], '2026-11-27')).toBe(false);
    expect(isVerified('TX', [], '2026-11-27')).toBe(false);
    // A licence of another state does not count.
    expect(
      isVerified('OR', [held('insurance', '2027-01-01'), held('licence', '2027-01-01', 'CA')], '2026-11-27'),
    ).toBe(false);
  });

  it('ends insurance with its policy, a licence at its expiry or in 12 months, a registration in 12 months', () => {
    expect(checkValidUntil('insurance', '2026-11-27', '2027-03-01')).toBe('2027-03-01');
    expect(checkValidUntil('licence', '2026-11-27', '2027-03-01')).toBe('2027-03-01');
    expect(checkValidUntil('licence', '2026-11-27', '2029-01-01')).toBe('2027-11-27');
    expect(checkValidUntil('licence', '2026-11-27', null)).toBe('2027-11-27');
    expect(checkValidUntil('registration', '2026-11-27', null)).toBe('2027-11-27');
    // As PostgreSQL adds months: February 29 plus a year is February 28.
    expect(checkValidUntil('registration', '2028-02-29', null)).toBe('2029-02-28');
  });

  it('says what was checked in words, and prints the licence number where a state requires it', () => {
    expect(checkSummary(licence)).toBe('Oregon Landscape Contractors Board licence #12345, active');
    expect(checkSummary(insurance)).toBe(
      'General liability insurance with Acme Mutual, $1,000,000 coverage, until March 1, 2027',
    );
    expect(advertisedLicence('OR', [licence])).toBe('Oregon licence #12345');
    expect(advertisedLicence('TX', [{ ...licence, state: 'TX' }])).toBeNull();
    expect(advertisedLicence('NC', [])).toBeNull();
    expect(NOT_CHECKED_YET).toBe('Not checked yet');
    expect(verifiedRuleText()).toContain('(California, North Carolina, Oregon)');
  });
});
