import { PATHS } from '@pond/core';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { NotFoundScreen } from '../../components/NotFoundScreen.tsx';

// Served for many addresses with status 404; its canonical names the page itself.
export const meta = () =>
  pageMeta({ title: brandedTitle('Page Not Found'), path: PATHS.notFound, noIndex: true });

export default function NotFound() {
  return <NotFoundScreen />;
}
