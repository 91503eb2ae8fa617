import { describe, expect, it } from 'vitest';
import { PATHS } from './paths.ts';
import {
  SITEMAP_MAX_URLS,
  SITEMAP_PAGES_URL,
  builderRequestUrl,
  builderSitemapUrl,
  claimUrl,
  confirmRequestUrl,
  parseSitemapFile,
  parseWithdrawLink,
  staffBuilderChangesUrl,
  staffVerificationUrl,
  stateSitemapUrl,
  withdrawUrl,
} from './urls.ts';

const ID = '3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b';
const LEAD = '0b8e4f5e-2d1c-4a8b-9f00-123456789abc';

describe('the addresses of builders’ and staff’s pages', () => {
  it('put the contractor id where each page reads it', () => {
    expect(staffVerificationUrl(ID)).toBe(`/admin/builders/${ID}/verification`);
    expect(staffBuilderChangesUrl(ID)).toBe(`${PATHS.adminBuilders}?builder=${ID}#changes`);
    expect(claimUrl(ID)).toBe(`/builders/claim/${ID}`);
  });

  it('link a new-request mail straight to the request in the builder’s inbox, from any site address', () => {
    const url = `https://pondbuilders.example${PATHS.buildersRequests}#request-${LEAD}`;
    expect(builderRequestUrl('https://pondbuilders.example', LEAD)).toBe(url);
    expect(builderRequestUrl('https://pondbuilders.example/', LEAD)).toBe(url);
  });
});

describe('the confirmation mail’s “Yes, this was me”', () => {
  const link = { request: LEAD, expires: 1_800_000_000, signature: 'c2lnbmVkLWJ5LXRoZS1kYXRhYmFzZQ' };

  it('carries the same signed parts as a withdraw link, to its own page', () => {
    const confirm = confirmRequestUrl('https://pondbuilders.example/', link);
    expect(confirm).toBe(
      `https://pondbuilders.example${PATHS.confirmRequest}?request=${LEAD}&expires=1800000000&signature=${link.signature}`,
    );
    const withdraw = withdrawUrl('https://pondbuilders.example', link);
    expect(new URL(confirm).search).toBe(new URL(withdraw).search);
    expect(new URL(confirm).pathname).not.toBe(new URL(withdraw).pathname);
    expect(parseWithdrawLink(new URL(confirm).search)).toEqual(link);
  });
});

describe('the sitemap files', () => {
  it('are the editorial pages, then per state its pages and its builders in numbered parts', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(SITEMAP_PAGES_URL).toBe('/sitemaps/pages.xml');
    expect(stateSitemapUrl('TX')).toBe('/sitemaps/tx.xml');
    expect(builderSitemapUrl('TX', 1)).toBe('/sitemaps/tx-builders-1.xml');
  });

  it('are read back from their names, and nothing else is one', () => {
    const file = (url: string) => url.replace('/sitemaps/', '');
    expect(parseSitemapFile(file(SITEMAP_PAGES_URL))).toEqual({ kind: 'pages' });
    expect(parseSitemapFile(file(stateSitemapUrl('TX')))).toEqual({ kind: 'state', stateCode: 'TX' });
    expect(parseSitemapFile(file(builderSitemapUrl('CA', 12)))).toEqual({
      kind: 'builders',
      stateCode: 'CA',
      part: 12,
    });
    for (const name of [
      'TX.xml',
      'texas.xml',
      'tx.xml.gz',
      'tx-builders-0.xml',
      'tx-builders-01.xml',
      'tx-builders-100000.xml',
      'tx-builders-.xml',
      '../pages.xml',
      'pages',
      '',
    ]) {
      expect(parseSitemapFile(name), name).toBeNull();
    }
    expect(parseSitemapFile('tx-builders-99999.xml')).toEqual({
      kind: 'builders',
      stateCode: 'TX',
      part: 99_999,
    });
  });
});
