import { expect, test, type APIRequestContext } from '@playwright/test';

/** Rendered in the browser on the app shell; every other address must be a real page or redirect. */
const APP_SHELL = [/^\/states\/[a-z]{2}\/[^/]+$/, /^\/states\/[a-z]{2}\/[^/]+\/[^/]+$/];

/** The pre-rendered pages, as sitemap.xml lists them. */
async function prerenderedPages(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)]
    .map((match) => match[1] || '/')
    .filter((path) => !APP_SHELL.some((shell) => shell.test(path)));
}

test('no pre-rendered page links to a missing page', async ({ request }) => {
  const pages = await prerenderedPages(request);
  expect(pages.length).toBeGreaterThan(60);
  const links = new Set<string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    for (const match of html.matchAll(/href="(\/[^"#?]*)/g)) links.add(match[1]!);
  }
  const dead: string[] = [];
  for (const link of links) {
    if (link.startsWith('/assets/') || APP_SHELL.some((shell) => shell.test(link))) continue;
    const response = await request.get(link, { maxRedirects: 0 });
    if (![200, 301].includes(response.status())) dead.push(`${link} → ${response.status()}`);
  }
  expect(dead).toEqual([]);
});

test('every pre-rendered page has its own title, description and canonical, and JSON-LD', async ({
  request,
}) => {
  const pages = await prerenderedPages(request);
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  const problems: string[] = [];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const head = {
      title: html.match(/<title>([^<]*)<\/title>/)?.[1],
      description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
    };
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    if (jsonLd.length === 0) problems.push(`${path}: no JSON-LD`);
    for (const [, text] of jsonLd) {
      try {
        JSON.parse(text!);
      } catch {
        problems.push(`${path}: JSON-LD that does not parse`);
      }
    }
    const canonical = html.match(/<link rel="canonical" href="https?:\/\/[^/]+([^"]*)"/)?.[1];
    if ((canonical || '/') !== path) problems.push(`${path}: canonical ${canonical}`);
    for (const key of ['title', 'description'] as const) {
      const value = head[key];
      if (!value) problems.push(`${path}: no ${key}`);
      else if (seen[key].has(value)) problems.push(`${path}: same ${key} as ${seen[key].get(value)}`);
      else seen[key].set(value, path);
    }
  }
  expect(problems).toEqual([]);
});
