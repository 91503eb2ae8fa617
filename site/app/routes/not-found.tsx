import { BRAND_NAME } from '@pond/core';
import { pageMeta } from '../lib/seo.ts';
import { NotFoundScreen } from '../components/NotFoundScreen.tsx';

// Served for many addresses with status 404; its canonical names the page itself.
export const meta = () => pageMeta({ title: `Page Not Found | ${BRAND_NAME}`, path: '/404', noIndex: true });

export default function NotFound() {
  return <NotFoundScreen />;
}
