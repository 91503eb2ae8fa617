import { getFaqGroup, getSiteSettings } from '@pond/content';
import {
  BRAND_NAME,
  DEFAULT_PAGE_TITLE,
  PATHS,
  SERVICE_PATHS,
  FIFTY_STATES,
  WORD_ROTATION,
} from '@pond/core';
import { Button, Card, Container, Grid, Section, theme } from '@pond/ui';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { AutoplayVideo } from '../../components/AutoplayVideo.tsx';
import { FaqSection } from '../../components/FaqSection.tsx';
import { StateGrid } from '../../components/StateLinks.tsx';
import { PromoBanner } from '../../components/PromoBanner.tsx';
import { QuoteSection } from '../../components/QuoteSection.tsx';
import { serverContent } from '../../lib/data.server.ts';
import { publicEnv } from '../../lib/env.ts';
import { JsonLd } from '../../lib/JsonLd.tsx';
import { organizationJsonLd, pageMeta } from '../../lib/seo.ts';
import { DEFAULT_DESCRIPTION } from '../../lib/site.ts';
import type { Route } from './+types/home';

export async function loader() {
  const content = await serverContent();
  const [faq, settings] = await Promise.all([getFaqGroup(content, 'home'), getSiteSettings(content)]);
  return { faq, settings };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: DEFAULT_PAGE_TITLE, description: DEFAULT_DESCRIPTION, path: '/' });

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  margin-top: -4rem;
  padding: 7rem 0 4rem;
  background: linear-gradient(160deg, #e3f1f3 0%, #ffffff 70%);
  h1 {
    font-size: ${theme.size.hero};
    margin: 0 0 ${theme.space.md};
    max-width: 40rem;
  }
  p {
    font-size: ${theme.size.lg};
    max-width: 36rem;
    color: ${theme.color.inkMuted};
  }
`;
const HeroGrid = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  @media (min-width: ${theme.breakpoint.large}) {
    grid-template-columns: 1.1fr 1fr;
  }
`;
// The two words share one place and cross-fade in turns: each shows for one interval of a cycle of two.
const CYCLE_MS = WORD_ROTATION.intervalMs * WORD_ROTATION.words.length;
const pct = (ms: number) => `${((ms / CYCLE_MS) * 100).toFixed(2)}%`;
const turn = keyframes`
  0%, ${pct(WORD_ROTATION.intervalMs - WORD_ROTATION.transitionMs)} { opacity: 1; transform: none; }
  ${pct(WORD_ROTATION.intervalMs)}, ${pct(CYCLE_MS - WORD_ROTATION.transitionMs)} { opacity: 0; transform: translateY(0.3em); }
  100% { opacity: 1; transform: none; }
`;
const Rotating = styled.span`
  display: inline-grid;
  color: ${theme.color.action};
  > span {
    grid-area: 1 / 1;
    animation: ${turn} ${CYCLE_MS}ms ease infinite;
  }
  > span + span {
    animation-delay: -${WORD_ROTATION.intervalMs}ms;
  }
  @media (prefers-reduced-motion: reduce) {
    > span {
      animation: none;
    }
    > span + span {
      visibility: hidden;
    }
  }
`;
const Media = styled.figure`
  margin: 0;
  img,
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    border-radius: ${theme.radius.lg};
    object-fit: cover;
    box-shadow: ${theme.shadow.raised};
  }
  figcaption {
    font-size: ${theme.size.xs};
    color: ${theme.color.inkMuted};
    margin-top: ${theme.space.xs};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

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

/**
 * The hero's word rotates between Builders and Contractors (spec §2.4: 3 s, 400 ms transition), in
 * CSS: still under prefers-reduced-motion, and read once (the first word) by screen readers.
 */
function RotatingWord() {
  const [first, ...others] = WORD_ROTATION.words;
  return (
    <Rotating data-testid="rotating-word">
      <span>{first}</span>
      {others.map((word) => (
        <span key={word} aria-hidden="true">
          {word}
        </span>
      ))}
    </Rotating>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { faq, settings } = loaderData;
  // Production points these at the video in the backend's public storage and its maker.
  const video = publicEnv.VITE_HERO_VIDEO_URL || '/media/hero-pond.mp4';
  const credit = {
    name: publicEnv.VITE_HERO_VIDEO_CREDIT || BRAND_NAME,
    url: publicEnv.VITE_HERO_VIDEO_CREDIT_URL || PATHS.about,
  };
  return (
    <>
      <JsonLd data={organizationJsonLd({ email: settings.contactEmail })} />
      <Hero>
        <Container>
          <HeroGrid>
            <div>
              <h1>
                Find Trusted Pond <RotatingWord /> Near You
              </h1>
              <p>
                Compare pond builders and water-feature contractors in your area, see what we verified about
                each, and get free quotes with a free design consultation.
              </p>
              <Actions>
                <Button as="a" href="#get-quotes">
                  Get Free Quotes
                </Button>
                <Button as={Link} to={PATHS.states} $variant="secondary">
                  Browse by State
                </Button>
              </Actions>
            </div>
            <Media>
              <AutoplayVideo
                label="hero video"
                src={video}
                poster="/content/images/koi-pond.svg"
                width={1200}
                height={675}
              />
              <figcaption>
                Video: <a href={credit.url}>{credit.name}</a>
              </figcaption>
            </Media>
          </HeroGrid>
        </Container>
      </Hero>

      <Section aria-labelledby="states-heading">
        <Container>
          <h2 id="states-heading">Browse by State</h2>
          <StateGrid states={FIFTY_STATES} $minColumn="10rem" />
        </Container>
      </Section>

      <Section $muted aria-labelledby="services-heading">
        <Container>
          <h2 id="services-heading">Pond Services We Cover</h2>
          <Grid $min="14rem">
            {SERVICES.map((service, index) => (
              <Card key={service.title} data-reveal>
                <h3>
                  <Link to={SERVICE_PATHS[index]!}>{service.title}</Link>
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
              <Button as={Link} to={PATHS.planner} $variant="secondary">
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

      {faq ? <FaqSection title={faq.title} items={faq.items} /> : null}
      <PromoBanner banner={settings.promoBanner} />
      <QuoteSection />
    </>
  );
}
