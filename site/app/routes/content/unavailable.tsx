import { PATHS, UNAVAILABLE_PAGE } from '@pond/core';
import { Button, ButtonRow, Container, Section } from '@pond/ui';
import styled from 'styled-components';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';

// Served by the host with status 503 and Retry-After at the address asked for, when a data page
// cannot be rendered (the database is away) and the edge has no copy of it.
export const meta = () =>
  pageMeta({ title: brandedTitle('Back in a Minute'), path: PATHS.unavailable, noIndex: true });

const Code = styled.p`
  font-size: 4rem;
  margin: 0;
`;

export default function Unavailable() {
  return (
    <Section>
      <Container>
        <Code aria-hidden="true">{UNAVAILABLE_PAGE.code}</Code>
        <h1>{UNAVAILABLE_PAGE.heading}</h1>
        <p>{UNAVAILABLE_PAGE.text}</p>
        <ButtonRow>
          {/* An empty address is the page's own: the one the visitor asked for. */}
          <Button as="a" href="">
            {UNAVAILABLE_PAGE.tryAgain}
          </Button>
          <Button as="a" href={PATHS.home} $variant="secondary">
            {UNAVAILABLE_PAGE.backToHome}
          </Button>
        </ButtonRow>
      </Container>
    </Section>
  );
}
