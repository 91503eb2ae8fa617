import { getLegalPage, getSiteSettings } from '@pond/content';
import { BRAND_NAME, PATHS } from '@pond/core';
import { data } from 'react-router';
import { LegalPageView } from '../../components/LegalPageView.tsx';
import { buildDate, serverContent } from '../../lib/data.server.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/terms';

export async function loader() {
  const content = await serverContent();
  const [page, settings] = await Promise.all([
    getLegalPage(content, 'terms', buildDate()),
    getSiteSettings(content),
  ]);
  if (!page) throw data('Not found', { status: 404 });
  return { page, contactEmail: settings.contactEmail };
}

export const meta = () =>
  pageMeta({
    title: brandedTitle('Terms of Service'),
    description: `The Terms of Service of ${BRAND_NAME}.`,
    path: PATHS.terms,
  });

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} contactEmail={loaderData.contactEmail} />;
}
