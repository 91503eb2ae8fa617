import { getCategories, getPosts } from '@pond/content';
import { PATHS, blogCategoryUrl, blogPostUrl } from '@pond/core';
import { allPages } from '../page-table.ts';
import { serverContent } from './data.server.ts';

/**
 * The editorial pages and the shells of the pages that hydrate, written to files by the build: every
 * page the table says is built (page-table.ts), a blog post's and a category's once each. They change
 * only when content is published, which rebuilds. Their number does not grow with the directory:
 * states, cities, profiles, the directory search and the sitemap index are rendered on request by
 * the host's Worker. No file for a redirect's address (/services/*, /cities, …): the Worker answers
 * those with a real 301, which a file would shadow (the host serves files before the Worker).
 */
export async function prerenderPaths(): Promise<string[]> {
  const content = await serverContent();
  const [posts, categories] = await Promise.all([getPosts(content), getCategories(content)]);
  const fixed = allPages()
    .filter(({ path, page }) => page.served === 'built' && !/[:*]/.test(path))
    .map(({ path }) => path);
  return [
    ...fixed,
    ...posts.map((post) => blogPostUrl(post.slug)),
    ...categories.map((category) => blogCategoryUrl(category.slug)),
    // The page the host sends for any unknown address, with status 404.
    PATHS.notFound,
  ];
}
