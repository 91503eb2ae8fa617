import { PATHS, PROJECT_TYPES } from '@pond/core';
import { Card, Container, Grid, Section } from '@pond/ui';

import { PageHeader } from '../../components/PageHeader.tsx';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { SiteLink } from '../../components/SiteLink.tsx';

export const meta = () =>
  pageMeta({
    title: brandedTitle('Pond Contractor Specialties'),
    description: 'The pond and water-feature services our contractors offer, from koi ponds to repairs.',
    path: PATHS.specialties,
  });

const DESCRIPTIONS: Record<(typeof PROJECT_TYPES)[number], string> = {
  'Pond Design & Installation':
    'Garden, ecosystem and wildlife ponds designed for your yard and built with the right liner, filtration and stonework.',
  'Water Feature Installation':
    'Waterfalls, streams, pondless waterfalls, fountains and bubbling urns, with pumps sized for the sound you want.',
  'Koi Pond Construction':
    'Deep koi ponds with bottom drains, skimmers, mechanical and biological filtration, UV and aeration.',
  'Pond Maintenance': 'Spring clean-outs, autumn netting and winterising, filter service and water testing.',
  'Pond Repair & Renovation':
    'Leak detection and repair, liner replacement and rebuilding of ponds and waterfalls.',
  Other: 'Lighting, plants, fish health, rain gardens and anything else your water feature needs.',
};

export default function Specialties() {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Contractor Specialties' }]}
        title="Contractor Specialties"
        intro="The services you can request quotes for. Every request goes to contractors who do that kind of work."
      />
      <Section>
        <Container>
          <Grid $min="18rem">
            {PROJECT_TYPES.map((type) => (
              <Card key={type}>
                <h2>{type}</h2>
                <p>{DESCRIPTIONS[type]}</p>
              </Card>
            ))}
          </Grid>
          <p>
            <SiteLink to={PATHS.getQuotes}>Request free quotes</SiteLink> or{' '}
            <SiteLink to={PATHS.states}>find pond builders by state</SiteLink>.
          </p>
        </Container>
      </Section>
    </>
  );
}
