import { describe, expect, it } from 'vitest';
import {
  BUILDER_ROLE,
  CLAIM_HINTS,
  CLAIM_MESSAGES,
  builderContractorIdOf,
  emailOnWebsiteDomain,
  maskEmail,
} from './claims.ts';

describe('a builder’s account', () => {
  it('is known by the role and contractor id the database set in app_metadata', () => {
    expect(builderContractorIdOf({ app_metadata: { role: BUILDER_ROLE, contractor_id: 'c-1' } })).toBe('c-1');
    // Another role with a contractor id keeps no listing, nor does a builder without a string id.
    expect(
      builderContractorIdOf({ app_metadata: { role: 'partner', contractor_id: 'c-1' } }),
    ).toBeUndefined();
    expect(
      builderContractorIdOf({ app_metadata: { role: 'Builder', contractor_id: 'c-1' } }),
    ).toBeUndefined();
    expect(builderContractorIdOf({ app_metadata: { role: BUILDER_ROLE, contractor_id: 7 } })).toBeUndefined();
    expect(builderContractorIdOf({ app_metadata: { role: BUILDER_ROLE } })).toBeUndefined();
    expect(builderContractorIdOf({})).toBeUndefined();
    expect(builderContractorIdOf(null)).toBeUndefined();
    expect(builderContractorIdOf(undefined)).toBeUndefined();
  });
});

describe('a claim', () => {
  it('shows the mailbox a link went to without showing the address', () => {
    expect(maskEmail('owner@lotus-ponds.com')).toBe('o•••@lotus-ponds.com');
    // The same mask whatever the local part's length: it says which mailbox, not how long its name is.
    expect(maskEmail('o@lotus-ponds.com')).toBe(maskEmail('oliver.smith@lotus-ponds.com'));
  });

  it('tells staff whether the claimant’s email is on the listing website’s domain', () => {
    expect(emailOnWebsiteDomain('owner@lotus-ponds.com', 'https://www.lotus-ponds.com/contact')).toBe(true);
    expect(emailOnWebsiteDomain('Owner@Lotus-Ponds.COM', 'lotus-ponds.com')).toBe(true);
    expect(emailOnWebsiteDomain('owner@lotus-ponds.com', 'HTTP://Lotus-Ponds.com')).toBe(true);
    // A mail subdomain of the website, or a website on a subdomain of the mail's domain.
    expect(emailOnWebsiteDomain('owner@mail.lotus-ponds.com', 'lotus-ponds.com')).toBe(true);
    expect(emailOnWebsiteDomain('owner@lotus-ponds.com', 'https://austin.lotus-ponds.com')).toBe(true);
    // Another domain, or one that only ends with the same letters.
    expect(emailOnWebsiteDomain('owner@gmail.com', 'lotus-ponds.com')).toBe(false);
    expect(emailOnWebsiteDomain('owner@notlotus-ponds.com', 'lotus-ponds.com')).toBe(false);
    expect(emailOnWebsiteDomain('owner@lotus-ponds.com', 'lotus-ponds.co')).toBe(false);
    // Nothing to compare: no website, no domain in the email, or a website that is no address.
    expect(emailOnWebsiteDomain('owner@lotus-ponds.com', null)).toBe(false);
    expect(emailOnWebsiteDomain('owner@lotus-ponds.com', undefined)).toBe(false);
    expect(emailOnWebsiteDomain('owner@lotus-ponds.com', '')).toBe(false);
    expect(emailOnWebsiteDomain('owner', 'lotus-ponds.com')).toBe(false);
    expect(emailOnWebsiteDomain('owner@lotus-ponds.com', 'http://')).toBe(false);
    expect(emailOnWebsiteDomain('owner@lotus-ponds.com', 'https://lotus ponds.com')).toBe(false);
  });

  it('answers each refusal the database gives with its own message', () => {
    expect(CLAIM_HINTS.claim_email_mismatch).toBe(CLAIM_MESSAGES.mismatch);
    expect(CLAIM_HINTS.claim_taken).toBe(CLAIM_MESSAGES.taken);
    expect(CLAIM_HINTS.claim_no_email).toBe(CLAIM_MESSAGES.noEmail);
    expect(CLAIM_HINTS.claim_account_taken).toBe(CLAIM_MESSAGES.accountTaken);
    expect(CLAIM_HINTS.claim_has_listing).toBe(CLAIM_MESSAGES.hasListing);
    expect(CLAIM_HINTS.claim_limit).toBe(CLAIM_MESSAGES.limit);
    const messages = Object.values(CLAIM_HINTS);
    expect(new Set(messages).size).toBe(messages.length);
  });
});
