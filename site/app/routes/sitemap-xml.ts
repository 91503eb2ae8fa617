import { getCategories, getPosts } from '@pond/content';
import { PATHS, US_STATES, blogCategoryUrl, blogPostUrl, stateUrl } from '@pond/core';
import { serverContent } from '../lib/data.server.ts';
import { directoryPages } from '../lib/directory-pages.server.ts';
import { absoluteUrl } from '../lib/site.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml, built with the pages from the same data (spec §2.14). */
export async function loader() {
  const content = await serverContent();
  const [posts, categories, directory] = await Promise.all([
    getPosts(content),
    getCategories(content),
    directoryPages(),
  ]);
  const paths = [
    PATHS.home,
    PATHS.about,
    PATHS.states,
    PATHS.directory,
    PATHS.planner,
    PATHS.calculator,
    PATHS.blog,
    PATHS.getQuotes,
    PATHS.verification,
    PATHS.specialties,
    PATHS.partners,
    PATHS.partnersEmbed,
    PATHS.partnersJoin,
    PATHS.partnersSignIn,
    PATHS.sitemapHtml,
    PATHS.privacy,
    PATHS.terms,
    ...US_STATES.map((state) => stateUrl(state.code)),
    ...posts.map((post) => blogPostUrl(post.slug)),
    ...categories.map((category) => blogCategoryUrl(category.slug)),
    ...directory.cities,
    ...directory.profiles,
  ];
  const lastModified = new Map(posts.map((post) => [blogPostUrl(post.slug), post.publishedAt.slice(0, 10)]));
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastModified.has(path) ? `<lastmod>${lastModified.get(path)}</lastmod>` : ''}</url>`).join('\n')}
</urlset>
`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
