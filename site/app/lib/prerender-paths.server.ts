import { getCategories, getPosts } from '@pond/content';
import { PATHS, US_STATES, blogCategoryUrl, blogPostUrl, stateUrl } from '@pond/core';
import { serverContent } from './data.server.ts';
import { directoryPages } from './directory-pages.server.ts';

/** Every public page known at build time, every city with builders and every profile included. */
export async function prerenderPaths(): Promise<string[]> {
  const content = await serverContent();
  const [posts, categories, directory] = await Promise.all([
    getPosts(content),
    getCategories(content),
    directoryPages(),
  ]);
  return [
    PATHS.home,
    PATHS.about,
    PATHS.verification,
    PATHS.getQuotes,
    PATHS.specialties,
    PATHS.states,
    ...US_STATES.map((state) => stateUrl(state.code)),
    PATHS.directory,
    ...directory.cities,
    ...directory.profiles,
    PATHS.planner,
    PATHS.calculator,
    PATHS.blog,
    ...posts.map((post) => blogPostUrl(post.slug)),
    ...categories.map((category) => blogCategoryUrl(category.slug)),
    PATHS.sitemapHtml,
    PATHS.adminImport,
    PATHS.adminLeads,
    PATHS.adminPartners,
    PATHS.withdraw,
    PATHS.confirmRequest,
    PATHS.partners,
    PATHS.partnersEmbed,
    PATHS.partnersJoin,
    PATHS.partnersSignIn,
    PATHS.partnersDashboard,
    PATHS.privacy,
    PATHS.terms,
    // The pages the server sends, with status 404, for unknown addresses (and unknown posts).
    PATHS.notFound,
    PATHS.blogNotFound,
    '/sitemap.xml',
    '/robots.txt',
    // No page for a redirect's address (/services/*, /cities, …): the host's Worker answers those with
    // a real 301, which a pre-rendered file would shadow (the host serves files before the Worker).
  ];
}
