import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_TOKEN_PATH as TOKEN_PATH } from '@pond/core';
import { fetchSiteToken } from './prove-site.ts';

// The token file as a partner's site serves it, on a real HTTP server of this test.
let origin = '';
let served: { status: number; body: string; type?: string } = { status: 200, body: '' };
const server = http.createServer((req, res) => {
  if (req.url !== TOKEN_PATH) return void res.writeHead(404).end();
  res
    .writeHead(served.status, { 'content-type': served.type ?? 'text/plain; charset=utf-8' })
    .end(served.body);
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('proving a site by its token file', () => {
  it('matches a text/plain file whose whole body is the token (a final newline allowed)', async () => {
    served = { status: 200, body: 'abc123\n' };
    expect(await fetchSiteToken(origin, 'abc123', { allowPrivate: true })).toEqual({
      matched: true,
      error: null,
    });
  });

  it('proves nothing by a page that only contains the token, or serves it as anything but text/plain', async () => {
    served = { status: 200, body: 'other-token\nabc123\n' };
    expect(await fetchSiteToken(origin, 'abc123', { allowPrivate: true })).toEqual({
      matched: false,
      error: `The file at ${origin}${TOKEN_PATH} must hold this site's token and nothing else`,
    });
    served = { status: 200, body: 'abc123', type: 'text/html; charset=utf-8' };
    expect(await fetchSiteToken(origin, 'abc123', { allowPrivate: true })).toEqual({
      matched: false,
      error: `${origin}${TOKEN_PATH} answered text/html: serve it as text/plain`,
    });
    served = { status: 200, body: '<p>Search results for abc123</p>', type: 'text/html' };
    expect((await fetchSiteToken(origin, 'abc123', { allowPrivate: true })).matched).toBe(false);
  });

  it('asks for https: plain http proves only a site on this machine', async () => {
    expect(await fetchSiteToken('http://greenthumb.example', 'abc123', { allowPrivate: true })).toEqual({
      matched: false,
      error: 'http://greenthumb.example is not served over https: serve the token file over https',
    });
  });

  it('says why not: another token, a missing file, an address it may not fetch', async () => {
    served = { status: 200, body: 'abc1234' };
    expect(await fetchSiteToken(origin, 'abc123', { allowPrivate: true })).toEqual({
      matched: false,
      error: `The file at ${origin}${TOKEN_PATH} must hold this site's token and nothing else`,
    });
    served = { status: 404, body: '' };
    expect((await fetchSiteToken(origin, 'abc123', { allowPrivate: true })).error).toBe(
      `${origin}${TOKEN_PATH} answered 404`,
    );
    expect(await fetchSiteToken(origin, 'abc123', { allowPrivate: false })).toEqual({
      matched: false,
      error: `${origin} is not a public address`,
    });
    expect((await fetchSiteToken('http://127.0.0.1:1', 'abc123', { allowPrivate: true })).error).toMatch(
      /^Could not reach http:\/\/127\.0\.0\.1:1\/\.well-known\/pond-partner\.txt/,
    );
  });
});
