import { BLOG_MESSAGES, PATHS } from '@pond/core';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { BlogPostNotFound } from '../../components/BlogPostNotFound.tsx';

// Pre-rendered at /404/blog: the static server sends it, with status 404, for /blog/{slug} addresses
// that are no post, so the answer reads right before (and without) JavaScript.
// Served for many addresses with status 404; its canonical names the page itself.
export const meta = () =>
  pageMeta({ title: brandedTitle(BLOG_MESSAGES.notFound), path: PATHS.blogNotFound, noIndex: true });

export default function BlogNotFoundPage() {
  return <BlogPostNotFound />;
}
