import type { APIRequestContext } from './test.ts';

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');

/**
 * Every page address the sitemap lists: sitemap.xml is an index of files (the editorial
 * pages', and each state's pages and builders'), each of at most 50,000 addresses; this reads them all.
 */
export async function sitemapAddresses(
  request: APIRequestContext,
): Promise<{ files: string[]; pages: string[] }> {
  const index = await (await request.get('/sitemap.xml')).text();
  if (!index.includes('<sitemapindex')) throw new Error('sitemap.xml is not a sitemap index');
  const files = locs(index);
  const pages: string[] = [];
  for (const file of files) {
    const xml = await (await request.get(file)).text();
    const listed = locs(xml);
    if (listed.length > 50_000) throw new Error(`${file} lists ${listed.length} addresses, over 50,000`);
    pages.push(...listed);
  }
  return { files, pages };
}
