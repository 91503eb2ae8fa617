import { getFaqGroup } from '@pond/content';
import { PATHS } from '@pond/core';
import { Container, Section, theme } from '@pond/ui';
import { CALCULATOR_CSS, Calculator } from '@pond/widgets';
import styled from 'styled-components';
import {
  BenefitsPanel,
  CalculatorSidebar,
  DesignGuidelines,
  PondKinds,
} from '../../components/calculator/CalculatorGuide.tsx';
import { CALCULATOR_INTRO } from '../../components/calculator/calculator-page-copy.ts';
import { FaqSection } from '../../components/FaqSection.tsx';
import { KitIsland } from '../../components/KitIsland.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { serverContent } from '../../lib/data.server.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/calculator';

export async function loader() {
  return { faq: await getFaqGroup(await serverContent(), 'calculator') };
}

export const meta = () =>
  pageMeta({
    title: brandedTitle('Pond Calculator: Volume, Liner and Pump Size'),
    description:
      "Work out your pond's volume in gallons, liner size, pump and filter rating, fish capacity and a cost range from its dimensions.",
    path: PATHS.calculator,
  });

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.xl};
`;
const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  @media (min-width: ${theme.breakpoint.large}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 1fr);
  }
`;

/**
 * The pond calculator page (spec §2.12): the widget with the page's guidance around it. A content page:
 * the calculator is the kit's `<pond-calculator>`, an island loaded on the first input near it.
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Pond Calculator' }]}
        title="Pond Calculator"
        intro={CALCULATOR_INTRO}
      />
      <Section>
        <Container>
          <Stack>
            <BenefitsPanel />
            {/* The widget's plain stylesheet, for its pre-rendered place (the element adopts its own). */}
            <style href="pond-calculator" precedence="default">
              {CALCULATOR_CSS}
            </style>
            {/* The widget's cards carry h3s (a partner's page has its own h2s); here they sit under this one. */}
            <h2 className="visually-hidden">Calculate your pond</h2>
            <KitIsland
              tag="pond-calculator"
              needsJavaScript="The calculator needs JavaScript. Turn it on, then reload the page."
            >
              <Calculator />
            </KitIsland>
            <Columns>
              <Stack>
                <DesignGuidelines />
                <PondKinds />
              </Stack>
              <CalculatorSidebar />
            </Columns>
          </Stack>
        </Container>
      </Section>
      {loaderData.faq ? <FaqSection title={loaderData.faq.title} items={loaderData.faq.items} /> : null}
    </>
  );
}
