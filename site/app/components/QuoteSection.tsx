import { QUOTE_TRUST_POINTS } from '@pond/core';
import { Card, Container, Section, theme } from '@pond/ui';
import { QuoteForm, type QuoteFormProps } from '@pond/widgets';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { saveLead } from '../lib/database.client.ts';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;
  @media (min-width: ${theme.breakpoint.large}) {
    grid-template-columns: 2fr 3fr;
  }
  h2 {
    margin-top: 0;
    font-size: ${theme.size.xl};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: ${theme.space.md} 0 0;
    display: grid;
    gap: ${theme.space.sm};
  }
  li::before {
    content: '✓';
    color: ${theme.color.action};
    font-weight: 700;
    margin-right: ${theme.space.sm};
  }
`;

/** The quote request section: heading, the four trust points of spec §2.6 and the form. */
export function QuoteSection({
  heading = 'Get Free Quotes From Local Pond Builders',
  intro = 'Tell us about your project and we will connect you with up to three vetted pond professionals near you.',
  ...form
}: Omit<QuoteFormProps, 'submitLead' | 'source'> & { heading?: string; intro?: string }) {
  const { pathname } = useLocation();
  return (
    <Section $muted id="get-quotes" aria-labelledby="quote-heading">
      <Container>
        <Layout>
          <div>
            <h2 id="quote-heading">{heading}</h2>
            <p>{intro}</p>
            <ul>
              {QUOTE_TRUST_POINTS.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <Card>
            <QuoteForm submitLead={saveLead} source={pathname} {...form} />
          </Card>
        </Layout>
      </Container>
    </Section>
  );
}
