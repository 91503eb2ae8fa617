import { PATHS, WORD_ROTATION } from '@pond/core';
import { Button, Container, theme } from '@pond/ui';

import styled, { keyframes } from 'styled-components';
import { AutoplayVideo } from '../AutoplayVideo.tsx';
import { HeroGrid, Media } from './home-styles.ts';
import { SiteLink } from '../SiteLink.tsx';

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
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

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

/** The home page's opening: the promise, the two ways in, and the pond video with its credit. */
export function HomeHero({ video, credit }: { video: string; credit: { name: string; url: string } }) {
  return (
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
              <Button as={SiteLink} to={PATHS.states} $variant="secondary">
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
  );
}
