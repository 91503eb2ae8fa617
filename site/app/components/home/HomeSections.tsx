import { BRAND_NAME, PATHS, SERVICE_PATHS } from '@pond/core';
import { Button, Card, Container, Grid, Section } from '@pond/ui';

import { HeroGrid, Media } from './home-styles.ts';
import { SiteLink } from '../SiteLink.tsx';

const SERVICES = [
  {
    title: 'Pond Design & Installation',
    text: 'Custom ponds planned around your yard, from small garden ponds to large ecosystem ponds.',
  },
  {
    title: 'Water Features',
    text: 'Waterfalls, streams, fountains and pondless water features that bring the sound of water home.',
  },
  {
    title: 'Koi Ponds',
    text: 'Deep, well-filtered ponds with bottom drains and the circulation koi need to thrive for decades.',
  },
  {
    title: 'Pond Maintenance',
    text: 'Spring clean-outs, autumn netting, filter care and water testing on a schedule that suits you.',
  },
  {
    title: 'Repair & Renovation',
    text: 'Leak detection, liner replacement and rebuilding tired ponds and waterfalls.',
  },
];
const BENEFITS = [
  {
    title: 'Checks you can see',
    text: 'Each profile shows what we verified — licence, insurance, registration — when, and where you can look it up yourself.',
  },
  {
    title: 'Free, no obligation',
    text: 'Requesting quotes and a design consultation costs nothing, and you decide whether to hire.',
  },
  { title: 'Local experts', text: 'Builders who know your climate, soil and permit rules, in every state.' },
];

/** What we cover, the ecosystem pond, and why homeowners use us. */
export function HomeSections() {
  return (
    <>
      <Section $muted aria-labelledby="services-heading">
        <Container>
          <h2 id="services-heading">Pond Services We Cover</h2>
          <Grid $min="14rem">
            {SERVICES.map((service, index) => (
              <Card key={service.title} data-reveal>
                <h3>
                  <SiteLink to={SERVICE_PATHS[index]!}>{service.title}</SiteLink>
                </h3>
                <p>{service.text}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="ecosystem-heading">
        <Container>
          <HeroGrid>
            <Media data-reveal>
              <img
                src="/content/images/pond-maintenance.svg"
                alt="A planted ecosystem pond with water lilies"
                width={1200}
                height={675}
                loading="lazy"
              />
            </Media>
            <div data-reveal>
              <h2 id="ecosystem-heading">Ecosystem Ponds That Look After Themselves</h2>
              <p>
                An ecosystem pond works with nature: plants, rocks, beneficial bacteria, a skimmer and a
                biological filter keep the water clear, so you spend your time enjoying the pond instead of
                cleaning it. Most run $5,000-$25,000+ installed, depending on size and stonework.
              </p>
              <Button as={SiteLink} to={PATHS.planner} $variant="secondary">
                Plan and price your pond
              </Button>
            </div>
          </HeroGrid>
        </Container>
      </Section>

      <Section $muted aria-labelledby="benefits-heading">
        <Container>
          <h2 id="benefits-heading">Why Homeowners Use {BRAND_NAME}</h2>
          <Grid $min="16rem">
            {BENEFITS.map((benefit) => (
              <Card key={benefit.title} data-reveal>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
