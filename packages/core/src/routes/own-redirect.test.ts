import { describe, expect, it } from 'vitest';
import {
  URL_LIMITS,
  isSignInLanding,
  isUrlTooLong,
  ownLocation,
  ownPath,
  withoutTrailingSlashes,
} from './own-redirect.ts';
import { redirectFor } from './redirects.ts';

const SITE = 'https://www.pondbuildersdirect.com';

/** Targets a visitor (or a forged link) can hand a redirect, and the path of ours each must become. */
const HOSTILE: [target: string, path: string][] = [
  ['//evil.example', '/evil.example'],
  ['//evil.example/?a=1', '/evil.example/?a=1'],
  ['/\\evil.example', '/evil.example'],
  ['\\\\evil.example', '/evil.example'],
  ['/\\/evil.example', '/evil.example'],
  ['/\t/evil.example', '/evil.example'],
  ['/\n/evil.example', '/evil.example'],
  ['/\r\n/evil.example', '/evil.example'],
  ['/./evil.example', '/evil.example'],
  ['/.//evil.example', '/evil.example'],
  ['/../..//evil.example', '/evil.example'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/%5Cevil.example', '/%5Cevil.example'],
  ['/%2f/evil.example', '/%2f/evil.example'],
  ['///evil.example//x', '/evil.example/x'],
  ['https://evil.example/', '/'],
  ['http:evil.example', '/evil.example'],
  ['https:evil.example', '/'],
  ['javascript:alert(1)', '/'],
  ['mailto:a@evil.example', '/'],
  [' //evil.example', '/evil.example'],
  ['\u0001//evil.example', '/evil.example'],
  ['/\u0000/evil.example', '/%00/evil.example'],
  // Addresses the URL parser refuses are no path of ours either.
  ['http://[', '/'],
  ['https://evil .example', '/'],
];

describe('ownPath: every redirect stays on our origin', () => {
  it.each(HOSTILE)('%j becomes %j', (target, path) => {
    expect(ownPath(target)).toBe(path);
    // And a browser reads the Location it makes as our origin, whatever it says.
    expect(new URL(ownLocation(target, SITE)).origin).toBe(SITE);
  });

  it('keeps an ordinary path with its query and hash, slashes in the query included', () => {
    expect(ownPath('/states/tx/austin?partner=acme&next=//x#reviews')).toBe(
      '/states/tx/austin?partner=acme&next=//x#reviews',
    );
    expect(ownLocation('/states//tx', SITE)).toBe(`${SITE}/states/tx`);
  });

  it('is linear in the length of the path (a long run of slashes takes no longer than a short one scaled)', () => {
    const slashes = '/'.repeat(200_000) + 'a';
    // A quadratic trim (`/\/+$/`) takes many seconds on this; the linear ones take milliseconds.
    const started = performance.now();
    expect(withoutTrailingSlashes(slashes)).toBe(slashes);
    expect(ownPath(slashes)).toBe('/a');
    expect(redirectFor(slashes)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('withoutTrailingSlashes', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/states/tx/', '/states/tx'],
    ['/states/tx///', '/states/tx'],
    ['/states/tx', '/states/tx'],
  ])('%j → %j', (path, trimmed) => expect(withoutTrailingSlashes(path)).toBe(trimmed));
});

describe('isUrlTooLong', () => {
  it('answers past the limits, not at them', () => {
    expect(isUrlTooLong({ pathname: `/${'a'.repeat(URL_LIMITS.path - 1)}`, search: '' })).toBe(false);
    expect(isUrlTooLong({ pathname: `/${'a'.repeat(URL_LIMITS.path)}`, search: '' })).toBe(true);
    expect(isUrlTooLong({ pathname: '/', search: `?${'q'.repeat(URL_LIMITS.query - 1)}` })).toBe(false);
    expect(isUrlTooLong({ pathname: '/', search: `?${'q'.repeat(URL_LIMITS.query)}` })).toBe(true);
  });
});

describe('isSignInLanding: exact addresses, never a prefix', () => {
  it.each([
    [`${SITE}/builders/dashboard`, true],
    [`${SITE}/partners/dashboard`, true],
    [`${SITE}//evil.example/`, false],
    [`${SITE}/partners/dashboard/../..//evil.example`, false],
    [`${SITE}/partners/dashboard?next=//evil.example`, false],
    [`${SITE}.evil.example/partners/dashboard`, false],
    [`${SITE}@evil.example/partners/dashboard`, false],
    ['https://evil.example/partners/dashboard', false],
    [`${SITE}/`, false],
  ])('%s → %s', (address, allowed) => expect(isSignInLanding(address, [SITE])).toBe(allowed));
});
