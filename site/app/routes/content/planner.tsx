import { getFaqGroup } from '@pond/content';
import { PATHS } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { Planner } from '@pond/widgets';
import { KitIsland } from '../../components/KitIsland.tsx';
import { FaqSection } from '../../components/FaqSection.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { serverContent } from '../../lib/data.server.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/planner';

export async function loader() {
  return { faq: await getFaqGroup(await serverContent(), 'planner') };
}

export const meta = () =>
  pageMeta({
    title: brandedTitle('Pond Planner: Estimate Your Pond Cost'),
    description:
      'Plan your pond in four steps: size, type, sun and budget give a cost estimate with the liner, pump and filter it needs.',
    path: PATHS.planner,
  });

/**
 * The pond planner page (spec §2.11): the four-step wizard and the ten-question FAQ. A content page:
 * the wizard is the kit's `<pond-planner>`, an island loaded on the first input near it.
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Pond Planner' }]}
        title="Pond Planner"
        intro="Four short steps turn your idea into a priced plan: the pond, where it goes, how to reach you, and the estimate with the equipment it needs."
      />
      <Section>
        <Container>
          <KitIsland
            tag="pond-planner"
            needsJavaScript="The planner needs JavaScript. Turn it on, then reload the page."
          >
            <Planner />
          </KitIsland>
        </Container>
      </Section>
      {loaderData.faq ? <FaqSection title={loaderData.faq.title} items={loaderData.faq.items} /> : null}
    </>
  );
}
