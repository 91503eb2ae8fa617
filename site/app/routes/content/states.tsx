import { PATHS, STATES_INDEX_HEADING } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StateGrid } from '../../components/StateLinks.tsx';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: brandedTitle('Pond Builders by State'),
    description: 'Find pond builders and water-feature contractors in all 50 states and Washington, DC.',
    path: PATHS.states,
  });

/** States index (spec §2.6): 50 states plus DC. */
export default function States() {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'States' }]}
        title={STATES_INDEX_HEADING}
      />
      <Section>
        <Container>
          <StateGrid $minColumn="11rem" />
        </Container>
      </Section>
    </>
  );
}
