import { POPULAR_POND_SIZES, formatNumber } from '@pond/core';
import { Accordion, Card, Grid, theme } from '@pond/ui';

import styled from 'styled-components';
import {
  BENEFITS,
  DESIGN_GUIDELINES,
  POND_KINDS,
  POPULAR_SIZES_TITLE,
  PROFESSIONAL_HELP,
} from './calculator-page-copy.ts';
import { SiteLink } from '../SiteLink.tsx';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.brandSoft};
  @media (min-width: ${theme.breakpoint.mobile}) {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.size.lg};
  }
  p {
    margin: 0;
  }
`;
const Side = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-content: start;
  h2 {
    margin-top: 0;
    font-size: ${theme.size.lg};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space.sm};
  }
`;

/** The benefits panel of spec §2.12: Accurate Planning, Ecosystem Balance, Budget Estimation. */
export function BenefitsPanel() {
  return (
    <Panel>
      {BENEFITS.map((benefit) => (
        <div key={benefit.title}>
          <h2>{benefit.title}</h2>
          <p>{benefit.text}</p>
        </div>
      ))}
    </Panel>
  );
}

/** Collapsible design guidelines: size, equipment sizing, fish and plant balance. */
export function DesignGuidelines() {
  return (
    <section aria-labelledby="design-guidelines">
      <h2 id="design-guidelines">Pond Design Guidelines</h2>
      <Accordion
        items={DESIGN_GUIDELINES.map((guideline) => ({
          title: guideline.title,
          content: (
            <ul>
              {guideline.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ),
        }))}
      />
    </section>
  );
}

/** Pond types: koi, goldfish, water garden, wildlife. */
export function PondKinds() {
  return (
    <section aria-labelledby="pond-types">
      <h2 id="pond-types">Pond Types</h2>
      <Grid $min="14rem">
        {POND_KINDS.map((kind) => (
          <Card key={kind.title}>
            <h3>{kind.title}</h3>
            <p>{kind.text}</p>
          </Card>
        ))}
      </Grid>
    </section>
  );
}

/** 'Need Professional Help?' (to /states) and 'Popular Pond Sizes' with their figures. */
export function CalculatorSidebar() {
  return (
    <Side>
      <Card>
        <h2>{PROFESSIONAL_HELP.title}</h2>
        <p>{PROFESSIONAL_HELP.text}</p>
        <SiteLink to={PROFESSIONAL_HELP.link.href}>{PROFESSIONAL_HELP.link.label}</SiteLink>
      </Card>
      <Card>
        <h2>{POPULAR_SIZES_TITLE}</h2>
        <ul>
          {POPULAR_POND_SIZES.map((size) => (
            <li key={size.name}>
              <strong>{size.name}</strong>: {size.length}x{size.width}x{size.depth} ft, about{' '}
              {formatNumber(size.aboutGallons)} gal
            </li>
          ))}
        </ul>
      </Card>
    </Side>
  );
}
