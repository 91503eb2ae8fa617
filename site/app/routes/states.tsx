import { PATHS, STATES_INDEX_HEADING } from '@pond/core';
import { Container, Section, theme } from '@pond/ui';
import styled from 'styled-components';
import { PageHeader } from '../components/PageHeader.tsx';
import { StateLinks } from '../components/StateLinks.tsx';
import { brandedTitle, pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: brandedTitle('Pond Builders by State'),
    description: 'Find pond builders and water-feature contractors in all 50 states and Washington, DC.',
    path: PATHS.states,
  });

const StateGrid = styled(StateLinks)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.color.brandSoft};
  }
`;

/** States index (spec §2.6): 50 states plus DC. */
export default function States() {
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', href: '/' }, { label: 'States' }]} title={STATES_INDEX_HEADING} />
      <Section>
        <Container>
          <StateGrid />
        </Container>
      </Section>
    </>
  );
}
