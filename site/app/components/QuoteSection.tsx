import { QUOTE_TRUST_POINTS } from '@pond/core';
import { Card, Container, Section, Split, theme } from '@pond/ui';
import type { QuoteFormProps } from '@pond/widgets';
import styled from 'styled-components';
import { SiteQuoteForm } from './SiteQuoteForm.tsx';

const Layout = styled(Split)`
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

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-top: ${theme.space.md};
  border-radius: ${theme.radius.md};
`;

/** The quote request section: heading, the four trust points of spec §2.6 and the form. */
export function QuoteSection({
  heading = 'Get Free Quotes From Local Pond Builders',
  intro = 'Tell us about your project and we will connect you with up to three pond professionals near you; each profile shows what we verified.',
  image,
  ...form
}: QuoteFormProps & { heading?: string; intro?: string; image?: { src: string; alt: string } }) {
  return (
    <Section $muted id="get-quotes" aria-labelledby="quote-heading">
      <Container>
        <Layout>
          <div>
            <h2 id="quote-heading">{heading}</h2>
            <p>{intro}</p>
            {image ? (
              <Picture src={image.src} alt={image.alt} width={1200} height={675} loading="lazy" />
            ) : null}
            <ul>
              {QUOTE_TRUST_POINTS.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <Card>
            <SiteQuoteForm {...form} />
          </Card>
        </Layout>
      </Container>
    </Section>
  );
}
