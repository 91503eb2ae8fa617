import { absoluteUrl } from './site.ts';

// The sitemaps protocol's two documents (sitemaps.org): a file of addresses, and the index of files.

export interface SitemapEntry {
  path: string;
  /** When the page last changed (an ISO time; the day is written). */
  lastModified?: string | null;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const lastmod = (time?: string | null) => (time ? `<lastmod>${time.slice(0, 10)}</lastmod>` : '');

export function urlSet(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map((entry) => `  <url><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${lastmod(entry.lastModified)}</url>`).join('\n')}
</urlset>
`;
}

export function sitemapIndex(files: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map((file) => `  <sitemap><loc>${escapeXml(absoluteUrl(file.path))}</loc>${lastmod(file.lastModified)}</sitemap>`).join('\n')}
</sitemapindex>
`;
}

/** An XML answer, with the cache tags of what it lists. */
export function xmlResponse(body: string, tags: readonly string[] = []): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/xml; charset=utf-8' };
  if (tags.length) headers['Cache-Tag'] = tags.join(',');
  return new Response(body, { headers });
}
