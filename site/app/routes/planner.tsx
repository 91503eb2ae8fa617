import { getFaqGroup } from '@pond/content';
import { BRAND_NAME, PATHS } from '@pond/core';
import { FaqSection } from '../components/FaqSection.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { serverContent } from '../lib/data.server.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/planner';

export async function loader() {
  return { faq: await getFaqGroup(await serverContent(), 'planner') };
}

export const meta = () =>
  pageMeta({
    title: `Pond Planner: Estimate Your Pond Cost | ${BRAND_NAME}`,
    description:
      'Plan your pond in four steps: size, type, sun and budget give a cost estimate with the liner, pump and filter it needs.',
    path: PATHS.planner,
  });

// The interactive tool itself is built in @pond/widgets (issues 6 and 7 of 8); this route already
// carries the page's heading and its FAQ from the CMS.
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', href: '/' }, { label: 'Pond Planner' }]} title="Pond Planner" />
      {loaderData.faq ? <FaqSection title={loaderData.faq.title} items={loaderData.faq.items} /> : null}
    </>
  );
}
