import { getCategories, getPosts } from '@pond/content';
import { PATHS, blogCategoryUrl, blogPostUrl } from '@pond/core';
import { serverContent } from '../../lib/data.server.ts';
import { urlSet, xmlResponse } from '../../lib/sitemap-xml.ts';

/**
 * The sitemap index's file of editorial pages, written by the build with the pages themselves (they
 * change only with a build); the directory's pages are in the per-state files, from the database.
 */
export async function loader() {
  const content = await serverContent();
  const [posts, categories] = await Promise.all([getPosts(content), getCategories(content)]);
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
    PATHS.reviewGuidelines,
    PATHS.specialties,
    PATHS.partners,
    PATHS.partnersEmbed,
    PATHS.partnersJoin,
    PATHS.partnersSignIn,
    PATHS.sitemapHtml,
    PATHS.privacy,
    PATHS.terms,
    ...categories.map((category) => blogCategoryUrl(category.slug)),
  ];
  return xmlResponse(
    urlSet([
      ...paths.map((path) => ({ path })),
      ...posts.map((post) => ({ path: blogPostUrl(post.slug), lastModified: post.publishedAt })),
    ]),
  );
}
