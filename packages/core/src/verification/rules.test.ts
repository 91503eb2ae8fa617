import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CONTENT_TYPES,
  CERTIFICATE_LIMITS,
  CERTIFICATE_PATH,
  NOT_CHECKED_YET,
  STATE_LICENSING,
  advertisedLicence,
  certificateFileType,
  certificateUrl,
  checkedOnText,
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

describe('what Verified means', () => {
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

describe('what a check says on the profile', () => {
  it('names a licence’s board, else the state’s known board, else the state’s board in words', () => {
    expect(checkSummary({ ...licence, classification: 'Landscape construction' })).toBe(
      'Oregon Landscape Contractors Board licence #12345 (Landscape construction), active',
    );
    expect(checkSummary({ ...licence, state: 'CA', authority: null, outcome: null })).toBe(
      'Contractors State License Board licence #12345',
    );
    expect(checkSummary({ ...licence, state: 'TX', authority: null })).toBe(
      'Texas licensing board licence #12345, active',
    );
  });

  it('says insurance without a coverage amount when none was read, and never its policy number', () => {
    expect(checkSummary({ ...insurance, coverageAmount: null, number: 'POL-99' })).toBe(
      'General liability insurance with Acme Mutual, until March 1, 2027',
    );
  });

  it('says where a business is registered, with its entity number when there is one', () => {
    const registration: PublicCheck = { ...licence, kind: 'registration', state: 'TX', authority: null };
    expect(checkSummary({ ...registration, number: '0801234567' })).toBe(
      'Business registered in Texas (entity #0801234567), active',
    );
    expect(checkSummary({ ...registration, number: null, outcome: null })).toBe(
      'Business registered in Texas',
    );
  });

  it('says the day it was checked, without the time', () => {
    expect(checkedOnText(licence)).toBe('Checked on November 27, 2026');
    expect(checkedOnText({ checkedAt: '2026-11-27T23:59:59Z' })).toBe('Checked on November 27, 2026');
  });
});

describe('an insurance certificate', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Uint8Array.from(
      parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
    );

  it('is a PDF, a JPEG or a PNG by its first bytes, whatever its name', () => {
    expect(certificateFileType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(certificateFileType(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(certificateFileType(bytes([0x89], 'PNG\r\n', [0x1a], '\n', [0, 0, 0, 13]))).toBe('png');
    expect(certificateFileType(bytes('%PDF'))).toBeNull();
    expect(certificateFileType(bytes('PK', [3, 4]))).toBeNull(); // a Word document
    expect(certificateFileType(bytes('GIF89a'))).toBeNull();
    expect(certificateFileType(bytes([0xff, 0xd8]))).toBeNull();
    expect(certificateFileType(new Uint8Array())).toBeNull();
  });

  it('is sent and read at its check’s address, up to 10 MB, as the type its bytes say', () => {
    expect(certificateUrl('c-1')).toBe(`${CERTIFICATE_PATH}/c-1`);
    expect(CERTIFICATE_PATH).toBe('/api/certificates');
    expect(CERTIFICATE_LIMITS.maxBytes).toBe(10 * 1024 * 1024);
    expect(CERTIFICATE_CONTENT_TYPES).toEqual({
      pdf: 'application/pdf',
      jpeg: 'image/jpeg',
      png: 'image/png',
    });
  });
});
