import { describe, expect, it } from 'vitest';
import { EMAIL_MAX } from './forms/lead-form.ts';
import { WIDGET_TAGS, isCampaign, isEmail, isPartnerId, isWidgetTag } from './rules.ts';

// The same values run against the database's twins in @pond/supabase's rule-parity test; these say
// what each rule takes and refuses on its own.
describe('the rules the database checks too', () => {
  it('takes an email address with a dotted domain and a top-level part of letters, up to 254 characters', () => {
    for (const email of ['sam@example.com', "o'neil+ponds@mail.example.co.uk", 'A.B_C%D-E@x-y.io']) {
      expect(isEmail(email), email).toBe(true);
    }
    for (const email of [
      'sam@example',
      'sam@example.c',
      'sam example@x.com',
      '@example.com',
      'sam@@x.com',
      'sam@x.123',
      '',
    ]) {
      expect(isEmail(email), email).toBe(false);
    }
    const local = 'a'.repeat(64);
    const domain = (length: number) => `${'d'.repeat(length - local.length - 5)}.com`;
    expect(isEmail(`${local}@${domain(EMAIL_MAX)}`)).toBe(true);
    expect(isEmail(`${local}@${domain(EMAIL_MAX + 1)}`)).toBe(false);
  });

  it('takes a partner id and a campaign of lower-case letters and digits, within their lengths', () => {
    expect(isPartnerId('acme-ponds')).toBe(true);
    expect(isPartnerId('a'.repeat(63))).toBe(true);
    expect(isPartnerId('a'.repeat(64))).toBe(false);
    expect(isPartnerId('-acme')).toBe(false);
    expect(isPartnerId('Acme')).toBe(false);
    expect(isPartnerId('acme_ponds')).toBe(false);
    expect(isCampaign('spring_sale-2027')).toBe(true);
    expect(isCampaign('a'.repeat(40))).toBe(true);
    expect(isCampaign('a'.repeat(41))).toBe(false);
    expect(isCampaign('_spring')).toBe(false);
    expect(isCampaign('Spring')).toBe(false);
    expect(isCampaign('')).toBe(false);
  });

  it('knows the kit’s four elements by their tag names, exactly', () => {
    expect(WIDGET_TAGS).toHaveLength(4);
    for (const tag of WIDGET_TAGS) expect(isWidgetTag(tag)).toBe(true);
    expect(isWidgetTag('POND-PLANNER')).toBe(false);
    expect(isWidgetTag('pond-widget')).toBe(false);
    expect(isWidgetTag('')).toBe(false);
  });
});
