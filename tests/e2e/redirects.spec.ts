import http from 'node:http';
import { URL_LIMITS } from '@pond/core';
import { readRunningStack } from '@pond/supabase/local';
import { mailTo } from './db.ts';
import { SITE_URL } from './servers.ts';
import { expect, test } from './test.ts';

// Every redirect the host answers stays on our origin, whatever the visitor wrote: the raw paths below
// go out byte for byte (a browser or fetch would tidy them first), as an attacker's link would.

/** The status and Location of a raw request line, with no client-side tidying of the path. */
function rawGet(path: string): Promise<{ status: number; location?: string }> {
  const site = new URL(SITE_URL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: site.hostname, port: site.port, method: 'GET', path, insecureHTTPParser: true },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode!, location: response.headers.location });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const HOSTILE_PATHS = [
  '//evil.example/',
  '//evil.example/?a=1',
  '//evil.example',
  '///evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/%2F%2Fevil.example/',
  '/%2f%2fevil.example/',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/.//evil.example/',
  '/./evil.example/',
  '//evil.example/states/tx/',
  '//evil.example/cities',
  '//evil.example/services/x',
  '//evil.example/%2e%2e/',
  '/states//evil.example/',
  '/cities/',
  '//about',
  '//about/',
  '//about/index.html',
  '/about/index.html',
  '//states/tx/index.html',
  '//builders/dashboard',
  '//pond-builders-near-me',
  '/states/tx/',
  `/${'/'.repeat(500)}evil.example/`,
];

test('no redirect leaves the site, whatever the path (a table of hostile paths)', async () => {
  const origin = new URL(SITE_URL).origin;
  const answers: string[] = [];
  for (const path of HOSTILE_PATHS) {
    const { status, location } = await rawGet(path);
    answers.push(`${path} → ${status} ${location ?? ''}`);
    expect([200, 301, 302, 307, 308, 404], path).toContain(status);
    if (location) expect(new URL(location, origin).origin, `${path} → ${location}`).toBe(origin);
  }
  // The attack as it was found: a protocol-relative address now leads to a path of ours.
  expect(await rawGet('//evil.example/?a=1')).toEqual({
    status: 301,
    location: `${origin}/evil.example?a=1`,
  });
  console.log(answers.join('\n'));
});

test('a tab or newline in the path does not make another host of it', async ({ request }) => {
  // Undici refuses to send controls in a request line; the URL parser drops them on the way in, so the
  // Worker sees what a browser would have sent: //evil.example/ with its slashes.
  for (const path of ['/%09/evil.example/', '/%0A/evil.example/', '/%0D%0A/evil.example/']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    const location = answer.headers().location;
    if (location) expect(new URL(location, SITE_URL).origin, path).toBe(new URL(SITE_URL).origin);
  }
});

test('an address past the limits answers 414, quickly, and a long run of slashes is no work', async () => {
  expect((await rawGet(`/${'a'.repeat(URL_LIMITS.path)}`)).status).toBe(414);
  expect((await rawGet(`/pond-builders-near-me?${'q'.repeat(URL_LIMITS.query)}`)).status).toBe(414);
  expect((await rawGet(`/${'/'.repeat(URL_LIMITS.path)}x/`)).status).toBe(414);
  // Just under the limit, a run of slashes and a trailing one: one redirect, to a path of ours.
  const under = await rawGet(`${'/'.repeat(URL_LIMITS.path - 2)}x/`);
  expect(under).toEqual({ status: 301, location: `${new URL(SITE_URL).origin}/x` });
});

test('a sign-in link leads only to an exact landing of ours: redirect_to a prefix of the site plus //host is refused', async () => {
  const stack = (await readRunningStack('dev'))!;
  const ask = (email: string, redirectTo: string) =>
    fetch(`${SITE_URL}/auth/v1/otp?redirect_to=${encodeURIComponent(redirectTo)}`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, create_user: true }),
    });
  const linkFor = async (redirectTo: string) => {
    const email = `redirect-${Date.now()}-${Math.random().toString(36).slice(2)}@ponddirect.test`;
    expect((await ask(email, redirectTo)).status).toBe(200);
    let link = '';
    await expect
      .poll(async () => {
        link = /https?:\/\/\S+/.exec((await mailTo(email))[0]?.text ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    return new URL(link);
  };
  // The exact landing is kept.
  expect((await linkFor(`${SITE_URL}/partners/dashboard`)).pathname).toBe('/partners/dashboard');
  const landing = await linkFor(`${SITE_URL}//evil.example/`);
  expect(landing.origin).toBe(new URL(SITE_URL).origin);
  expect(landing.pathname).toBe('/');
  // Followed, the link never answers a redirect that leaves the site.
  const followed = await rawGet(landing.pathname + landing.search);
  if (followed.location) expect(new URL(followed.location, SITE_URL).origin).toBe(landing.origin);
});
