import { BLOG_MESSAGES, BRAND_NAME } from '@pond/core';
import { BlogPostNotFound } from '../components/BlogPostNotFound.tsx';

// Pre-rendered at /404/blog: the static server sends it, with status 404, for /blog/{slug} addresses
// that are no post, so the answer reads right before (and without) JavaScript.
export const meta = () => [
  { title: `${BLOG_MESSAGES.notFound} | ${BRAND_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function BlogNotFoundPage() {
  return <BlogPostNotFound />;
}
