import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from './db.ts';
import { answer, APP, CLIENT, EDGE, HTML, PAGE, table, XML, YEAR, type Row } from './fixtures/host.ts';
import { expect, test } from './test.ts';

// Production parity: `npm start` serves the build on the production host's own runtime (workerd,
// through wrangler, with site/wrangler.jsonc and its Worker). One address of every family, with what
// production must answer: no canonical address redirects (to a trailing slash or anywhere), and an
// address that is no page is a 404, never the home page with 200. Pages rendered from the database
// say how the edge keeps them. The table is printed for QUALITY.md.

let added = '';
test.afterAll(async () => {
  if (added) await sql('delete from public.contractors where id = $1', [added]);
});

test('every family of address answers on the host runtime as production must, and the table is printed', async ({
  request,
}) => {
  const city = await (await request.get('/states/tx/austin')).text();
  const profile = /href="(\/states\/tx\/austin\/[a-z0-9-]+-([0-9a-f-]{36}))"/.exec(city)!;
  const [, profilePath, profileId] = profile;
  // A builder added a moment ago: its profile is rendered from the database on the first request.
  const suffix = randomUUID().slice(0, 4);
  const [row] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, postal_code, phone, rating, reviews)
     values ($1, 'Austin', 'TX', '78701', '(512) 555-0142', 4.8, 9) returning id::text`,
    [`Parity Ponds ${suffix}`],
  );
  added = row!.id;
  const asset = (await readdir(path.join(CLIENT, 'assets'))).find((file) => file.endsWith('.js'))!;
  const kitVersion = (await readdir(path.join(CLIENT, 'widgets'))).find((folder) => folder !== 'v1')!;

  const expected: (Omit<Row, 'status' | 'address' | 'family'> & {
    family: string;
    address: string;
    status: number;
  })[] = [
    { family: 'home', address: '/', status: 200, type: HTML, encoding: 'br', cache: PAGE },
    { family: 'about (a file)', address: '/about', status: 200, type: HTML, encoding: 'br', cache: PAGE },
    {
      family: 'state (rendered)',
      address: '/states/tx',
      status: 200,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
      edge: EDGE,
    },
    {
      family: 'city (rendered)',
      address: '/states/tx/austin',
      status: 200,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
      edge: EDGE,
    },
    {
      family: 'profile (rendered)',
      address: profilePath!,
      status: 200,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
      edge: EDGE,
    },
    {
      family: 'directory search (rendered)',
      address: '/pond-builders-near-me?q=Austin%2C+TX',
      status: 200,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
      edge: EDGE,
    },
    {
      family: 'loader data (rendered)',
      address: '/states/tx.data',
      status: 200,
      encoding: 'br',
      cache: PAGE,
    },
    {
      family: 'city without builders, a real place',
      address: '/states/tx/abbott',
      status: 200,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
      edge: EDGE,
    },
    {
      family: 'profile added a moment ago',
      address: `/states/tx/austin/parity-ponds-${suffix}-${added}`,
      status: 200,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
      edge: EDGE,
    },
    {
      family: 'profile by its bare id',
      address: `/states/tx/austin/${profileId}`,
      status: 301,
      location: profilePath!,
    },
    {
      family: 'legacy profile',
      address: `/pond-contractors/austin-tx/${profileId}`,
      status: 200,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
      edge: EDGE,
    },
    {
      family: 'legacy city',
      address: '/pond-contractors/austin-tx',
      status: 301,
      location: '/states/tx/austin',
    },
    {
      family: 'legacy city, state',
      address: '/states/austin-tx',
      status: 301,
      location: '/states/tx/austin',
    },
    {
      family: 'legacy city in state',
      address: '/states/tx/austin-tx',
      status: 301,
      location: '/states/tx/austin',
    },
    { family: 'legacy state name', address: '/states/texas', status: 301, location: '/states/tx' },
    { family: 'legacy /city', address: '/city/austin/tx', status: 301, location: '/states/tx/austin' },
    { family: 'legacy /cities', address: '/cities', status: 301, location: '/pond-builders-near-me' },
    {
      family: 'legacy /find-contractors',
      address: '/find-contractors',
      status: 301,
      location: '/pond-builders-near-me',
    },
    { family: 'legacy /sitemap', address: '/sitemap', status: 301, location: '/sitemap-html' },
    { family: 'legacy /services/*', address: '/services/koi-ponds', status: 301, location: '/' },
    // Application pages: never kept by a shared cache, the edge's or any other.
    {
      family: 'app page (a file)',
      address: '/builders/dashboard',
      status: 200,
      type: HTML,
      encoding: 'br',
      cache: APP,
    },
    {
      family: 'app page (rendered)',
      address: `/builders/claim/${profileId}`,
      status: 200,
      type: HTML,
      encoding: 'br',
      cache: APP,
    },
    { family: 'trailing slash', address: '/states/tx/', status: 301, location: '/states/tx' },
    { family: 'trailing slash, a file', address: '/about/', status: 301, location: '/about' },
    { family: 'unknown', address: '/no-such-page', status: 404, type: HTML, encoding: 'br', cache: PAGE },
    {
      family: 'unknown city',
      address: '/states/tx/no-such-town-anywhere',
      status: 404,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
    },
    {
      family: 'unknown profile',
      address: '/states/tx/austin/gone-00000000-0000-4000-8000-000000000000',
      status: 404,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
      edge: EDGE,
    },
    {
      family: 'the unavailable page itself',
      address: '/503',
      status: 404,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
    },
    {
      family: 'unknown blog post',
      address: '/blog/no-such-post',
      status: 404,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
    },
    {
      family: "the host's files",
      address: '/_headers',
      status: 404,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
    },
    {
      family: 'the former app shell',
      address: '/__spa-fallback',
      status: 404,
      type: HTML,
      encoding: 'br',
      cache: PAGE,
    },
    {
      family: 'kit, v1',
      address: '/widgets/v1/loader.js',
      status: 200,
      type: 'text/javascript; charset=utf-8',
      encoding: 'br',
      cache: 'public, max-age=300',
    },
    {
      family: 'kit, versioned',
      address: `/widgets/${kitVersion}/loader.js`,
      status: 200,
      type: 'text/javascript; charset=utf-8',
      encoding: 'br',
      cache: YEAR,
    },
    {
      family: 'hashed asset',
      address: `/assets/${asset}`,
      status: 200,
      type: 'text/javascript; charset=utf-8',
      encoding: 'br',
      cache: YEAR,
    },
    {
      family: 'sitemap index (rendered)',
      address: '/sitemap.xml',
      status: 200,
      type: XML,
      encoding: 'br',
      cache: PAGE,
      edge: EDGE,
    },
    {
      family: "a state's sitemap (rendered)",
      address: '/sitemaps/tx-builders-1.xml',
      status: 200,
      type: XML,
      encoding: 'br',
      cache: PAGE,
      edge: EDGE,
    },
    {
      family: "the editorial pages' sitemap (a file)",
      address: '/sitemaps/pages.xml',
      status: 200,
      type: 'application/xml',
      encoding: 'br',
      cache: PAGE,
    },
    {
      family: 'robots.txt',
      address: '/robots.txt',
      status: 200,
      type: 'text/plain; charset=utf-8',
      cache: PAGE,
    },
  ];
  const rows: Row[] = [];
  for (const want of expected) rows.push(await answer(request, want.family, want.address));
  console.log(`\nProduction parity on the host runtime (${new Date().toISOString()}):\n${table(rows)}\n`);

  for (const [i, want] of expected.entries()) {
    const got = rows[i]!;
    expect.soft(got.status, `${want.address}: status`).toBe(want.status);
    if (want.location)
      expect
        .soft(new URL(got.location ?? '', 'http://x').pathname, `${want.address}: Location`)
        .toBe(want.location);
    if (want.type) expect.soft(got.type, `${want.address}: Content-Type`).toBe(want.type);
    if (want.encoding) expect.soft(got.encoding, `${want.address}: Content-Encoding`).toBe(want.encoding);
    if (want.cache) expect.soft(got.cache, `${want.address}: Cache-Control`).toBe(want.cache);
    expect.soft(got.edge, `${want.address}: CDN-Cache-Control`).toBe(want.edge);
  }
});
