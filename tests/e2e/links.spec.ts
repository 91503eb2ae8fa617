import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readRunningStack } from '@pond/supabase/local';
import { sitemapAddresses } from './sitemap.ts';
import { expect, test, type APIRequestContext } from './test.ts';

/** The build `npm start` serves, which the serving checks change under it and put back. */
const SITE_BUILD = path.resolve(import.meta.dirname, '../../site/build');

// The crawl a search engine makes: from the home page, every internal link of every page, as
// served by `npm start` (no JavaScript runs). It reads about 3,500 pages in well under a minute.

interface Page {
  path: string;
  title?: string;
  description?: string;
  canonical?: string;
  /** A page for people, not search engines (a place with too few quotes of its own): never in a sitemap. */
  noindex: boolean;
  types: string[];
  problems: string[];
}

/** The schema.org type each kind of page must carry in its JSON-LD. */
function typeNeeded(path: string): string {
  if (path === '/') return 'Organization';
  if (/^\/states\/[a-z]{2}\/[^/]+\/[^/]+$/.test(path)) return 'HomeAndConstructionBusiness';
  if (/^\/blog\/(?!category\/)[^/]+$/.test(path)) return 'Article';
  if (path === '/pond-planner' || path === '/pond-calculator') return 'FAQPage';
  return 'BreadcrumbList';
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');

/** The path of the page's canonical address ('https://site' and 'https://site/' are both '/'). */
function canonicalOf(html: string): string | undefined {
  const href = attribute(html, /<link rel="canonical" href="([^"]*)"/);
  return href === undefined ? undefined : new URL(href).pathname;
}

function readPage(path: string, html: string): Page {
  const page: Page = {
    path,
    title: attribute(html, /<title>([^<]*)<\/title>/),
    description: attribute(html, /<meta name="description" content="([^"]*)"/),
    canonical: canonicalOf(html),
    noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
    types: [],
    problems: [],
  };
  for (const [, text] of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
    try {
      const blocks = [JSON.parse(text!)].flat() as { '@context'?: string; '@type'?: string }[];
      for (const block of blocks) {
        if (block['@context'] !== 'https://schema.org')
          page.problems.push(`JSON-LD without the schema.org context`);
        if (block['@type']) page.types.push(block['@type']);
      }
    } catch {
      page.problems.push('JSON-LD that does not parse');
    }
  }
  const needed = typeNeeded(path);
  if (!page.types.includes(needed)) page.problems.push(`JSON-LD types [${page.types}] lack ${needed}`);
  if (page.canonical !== path) page.problems.push(`canonical ${page.canonical}`);
  return page;
}

/** The addresses a crawler follows: every internal href but a `rel="nofollow"` link's (a listing's claim page). */
const internalLinks = (html: string) =>
  [
    ...html
      .replace(/<a\b[^>]*\brel="[^"]*\bnofollow\b[^"]*"[^>]*>/g, '')
      .matchAll(/href="(\/(?!\/)[^"#?]*)/g),
  ].map((match) => match[1]!.replaceAll('&amp;', '&'));

/** Runs `work` over the items, `width` at a time. */
async function eachWithin<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

// Four pages at a time, a level of links after another: the Worker, PostgREST and the database each
// get a core's worth of work instead of waiting on each other.
async function crawl(request: APIRequestContext) {
  // Uncompressed: the crawl reads links and titles, the host's compression has its own test below,
  // and compressing 3,500 pages is a fifth of the Worker's time here.
  const get = (address: string) =>
    request.get(address, { maxRedirects: 0, headers: { 'accept-encoding': 'identity' } });
  const pages = new Map<string, Page>();
  const files = new Set<string>();
  const broken: string[] = [];
  const queued = new Set(['/']);
  let level = [{ path: '/', from: '(start)' }];
  while (level.length > 0) {
    const found: { path: string; from: string }[] = [];
    await eachWithin(level, 4, async ({ path, from }) => {
      let response = await get(path);
      if (response.status() === 301) {
        // The spec's redirects (/services/* and the like) are links too: they must land on a page.
        const location = new URL(response.headers().location!, 'http://site').pathname;
        response = await get(location);
        if (response.status() !== 200)
          broken.push(`${path} (linked from ${from}) → 301 → ${location} → ${response.status()}`);
        return;
      }
      if (response.status() !== 200) {
        broken.push(`${path} (linked from ${from}) → ${response.status()}`);
        return;
      }
      if (!response.headers()['content-type']?.startsWith('text/html')) {
        files.add(path);
        return;
      }
      const html = await response.text();
      pages.set(path, readPage(path, html));
      for (const link of internalLinks(html)) {
        if (link.startsWith('/assets/') || queued.has(link)) continue;
        queued.add(link);
        found.push({ path: link, from: path });
      }
    });
    level = found;
  }
  return { pages, files, broken };
}

test('a crawl from the home page finds no broken link, and every page has its own title, description, canonical and JSON-LD, as sitemap.xml lists them', async ({
  request,
}) => {
  // Some 3,500 pages rendered by the Worker, four at a time: 2–4 minutes here, more on a slower machine.
  test.setTimeout(360_000);
  const { pages, files, broken } = await crawl(request);
  expect(pages.size).toBeGreaterThan(3000);
  expect(broken).toEqual([]);

  const problems: string[] = [];
  const seen = {
    title: new Map<string, string>(),
    description: new Map<string, string>(),
    canonical: new Map<string, string>(),
  };
  for (const page of pages.values()) {
    problems.push(...page.problems.map((problem) => `${page.path}: ${problem}`));
    for (const key of ['title', 'description', 'canonical'] as const) {
      const value = page[key];
      if (!value) problems.push(`${page.path}: no ${key}`);
      else if (seen[key].has(value))
        problems.push(`${page.path}: the same ${key} as ${seen[key].get(value)}`);
      else seen[key].set(value, page.path);
    }
  }
  expect(problems).toEqual([]);

  // sitemap.xml and the crawl agree: every page found for search engines is listed, no noindex page is,
  // and every listed page is found.
  const listed = new Set((await sitemapAddresses(request)).pages);
  expect(
    [...pages.values()].filter((page) => !page.noindex && !listed.has(page.path)).map((page) => page.path),
  ).toEqual([]);
  expect(
    [...pages.values()].filter((page) => page.noindex && listed.has(page.path)).map((page) => page.path),
  ).toEqual([]);
  expect([...listed].filter((path) => !pages.has(path))).toEqual([]);
  expect(files.has('/sitemap.xml')).toBe(true);
});

test('pages arrive compressed by the host, assets are cached for a year and pages revalidated', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(home.headers()['content-encoding']).toBe('br');
  expect(home.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(home.headers().etag).toBeTruthy();
  // Playwright decodes the body: it is the same page as the uncompressed one.
  const plain = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await home.text()).toBe(await plain.text());
  expect(
    (await request.get('/', { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding'],
  ).toBe('gzip');

  // Content pages load no framework code: an application page's module script it is.
  const embed = await (
    await request.get('/partners/embed', { headers: { 'accept-encoding': 'identity' } })
  ).text();
  const script = /<script type="module"[^>]*>import "(\/assets\/[^"]+\.js)"/.exec(embed)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');

  // A missing page's 404 is compressed and carries the same headers.
  const missing = await request.get('/no/such/page', { headers: { 'accept-encoding': 'br' } });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-encoding']).toBe('br');
  expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test("the database's answers through the site's server arrive compressed, as the hosted API's do", async ({
  request,
}) => {
  const stack = (await readRunningStack('dev'))!;
  const search = (encoding: string) =>
    request.post('/rest/v1/rpc/search_contractors', {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${stack.anonKey}`,
        'accept-encoding': encoding,
      },
      data: { p_state: 'TX', p_limit: 24 },
    });
  const brotli = await search('br, gzip');
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect((await search('gzip')).headers()['content-encoding']).toBe('gzip');
  const plain = await search('identity');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Playwright decodes the body: the same 24 builders either way.
  const ids = async (response: typeof plain) =>
    ((await response.json()) as { id: string }[]).map((row) => row.id).sort();
  expect(await ids(brotli)).toEqual(await ids(plain));
  expect(await ids(plain)).toHaveLength(24);
});

test('a rebuild under the running server is served as it is written: new files and changed ones', async ({
  request,
}) => {
  const probe = path.join(SITE_BUILD, 'client/rebuild-probe.html');
  const served = async () =>
    (await request.get('/rebuild-probe', { headers: { 'accept-encoding': 'identity' } })).text();
  try {
    // A file the host did not have at start, then the same file longer.
    await writeFile(probe, '<p>first build</p>');
    await expect.poll(served, { timeout: 15_000 }).toBe('<p>first build</p>');
    await writeFile(probe, '<p>the second build, longer than the first</p>');
    await expect.poll(served, { timeout: 15_000 }).toBe('<p>the second build, longer than the first</p>');
  } finally {
    await rm(probe, { force: true });
  }
});
