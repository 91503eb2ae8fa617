import { BLOG_MESSAGES, BRAND_NAME } from '@pond/core';
import { pageMeta } from '../lib/seo.ts';
import { BlogPostNotFound } from '../components/BlogPostNotFound.tsx';

// Pre-rendered at /404/blog: the static server sends it, with status 404, for /blog/{slug} addresses
// that are no post, so the answer reads right before (and without) JavaScript.
// Served for many addresses with status 404; its canonical names the page itself.
export const meta = () =>
  pageMeta({ title: `${BLOG_MESSAGES.notFound} | ${BRAND_NAME}`, path: '/404/blog', noIndex: true });

export default function BlogNotFoundPage() {
  return <BlogPostNotFound />;
}
