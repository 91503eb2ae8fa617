import { describe, expect, it } from 'vitest';
import { renderedKind } from './rendered-kind.ts';

describe('the addresses the Worker renders, from the site’s one table of pages', () => {
  it('renders data pages from the database: the directory, states, cities, profiles, sitemaps', () => {
    for (const path of [
      '/pond-builders-near-me',
      '/states/tx',
      '/states/tx/austin',
      '/states/tx/austin/clear-water-ponds-7c9e6679',
      '/pond-contractors/austin-tx/1234',
      '/sitemap.xml',
      '/sitemaps/tx.xml',
      '/sitemaps/tx-builders-2.xml',
    ])
      expect(renderedKind(path), path).toBe('data');
  });

  it('renders, never to cache, the app pages whose address names a record', () => {
    expect(renderedKind('/admin/leads/7c9e6679')).toBe('app');
    expect(renderedKind('/builders/claim/7c9e6679')).toBe('app');
    expect(renderedKind('/admin/builders/7c9e6679/verification')).toBe('app');
  });

  it('leaves the build’s files, redirects and unknown addresses to the host and the not-found page', () => {
    for (const path of [
      '/',
      '/states',
      '/admin/leads',
      '/admin/builders',
      '/blog/koi-ponds',
      '/partners/dashboard',
      '/sitemaps/pages.xml',
      '/robots.txt',
      '/cities',
      '/services/koi',
      '/states/tx/austin/builder/more',
      '/States/tx',
      '/no-such-page',
    ])
      expect(renderedKind(path), path).toBeNull();
  });

  it('reads an address as the router does: its first segment decoded, and whole when it does not decode', () => {
    expect(renderedKind('/st%61tes/tx')).toBe('data');
    expect(renderedKind('/%73itemap.xml')).toBe('data');
    expect(renderedKind('/states/tx/%E0%A4%A')).toBe('data');
    expect(renderedKind('/%E0%A4%A/tx')).toBeNull();
  });
});
