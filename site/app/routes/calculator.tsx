import { getFaqGroup } from '@pond/content';
import { BRAND_NAME, PATHS } from '@pond/core';
import { FaqSection } from '../components/FaqSection.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { serverContent } from '../lib/data.server.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/calculator';

export async function loader() {
  return { faq: await getFaqGroup(await serverContent(), 'calculator') };
}

export const meta = () =>
  pageMeta({
    title: `Pond Calculator: Volume, Liner and Pump Size | ${BRAND_NAME}`,
    description:
      "Work out your pond's volume in gallons, liner size, pump and filter rating, fish capacity and a cost range from its dimensions.",
    path: PATHS.calculator,
  });

// The interactive tool itself is built in @pond/widgets (issues 6 and 7 of 8); this route already
// carries the page's heading and its FAQ from the CMS.
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Pond Calculator' }]}
        title="Pond Calculator"
      />
      {loaderData.faq ? <FaqSection title={loaderData.faq.title} items={loaderData.faq.items} /> : null}
    </>
  );
}
