import { getCategories, getPosts } from '@pond/content';
import { PATHS, SITEMAP_PAGES_URL, blogCategoryUrl, blogPostUrl } from '@pond/core';
import { serverContent } from './data.server.ts';

/**
 * The editorial pages, written to files by the build (issue 33): they change only when content is
 * published, which rebuilds. Their number does not grow with the directory: states, cities, profiles,
 * the directory search and the sitemap index are rendered on request by the host's Worker.
 */
export async function prerenderPaths(): Promise<string[]> {
  const content = await serverContent();
  const [posts, categories] = await Promise.all([getPosts(content), getCategories(content)]);
  return [
    PATHS.home,
    PATHS.about,
    PATHS.verification,
    PATHS.getQuotes,
    PATHS.specialties,
    PATHS.states,
    PATHS.planner,
    PATHS.calculator,
    PATHS.blog,
    ...posts.map((post) => blogPostUrl(post.slug)),
    ...categories.map((category) => blogCategoryUrl(category.slug)),
    PATHS.sitemapHtml,
    PATHS.adminImport,
    PATHS.adminLeads,
    PATHS.adminPartners,
    PATHS.adminBuilders,
    PATHS.buildersSignIn,
    PATHS.buildersDashboard,
    PATHS.buildersRequests,
    PATHS.buildersPhotos,
    PATHS.buildersVerification,
    PATHS.buildersReviews,
    PATHS.adminReviews,
    PATHS.review,
    PATHS.reviewReport,
    PATHS.reviewGuidelines,
    PATHS.withdraw,
    PATHS.confirmRequest,
    PATHS.partners,
    PATHS.partnersEmbed,
    PATHS.partnersJoin,
    PATHS.partnersSignIn,
    PATHS.partnersDashboard,
    PATHS.privacy,
    PATHS.terms,
    // The pages the host sends for unknown addresses (404), unknown posts (404) and data pages it
    // cannot render while the database is away (503).
    PATHS.notFound,
    PATHS.blogNotFound,
    PATHS.unavailable,
    SITEMAP_PAGES_URL,
    '/robots.txt',
    // No page for a redirect's address (/services/*, /cities, …): the host's Worker answers those with
    // a real 301, which a pre-rendered file would shadow (the host serves files before the Worker).
  ];
}
