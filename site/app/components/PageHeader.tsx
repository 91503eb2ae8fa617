import { Breadcrumbs, Container, media, theme, type Crumb } from '@pond/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { JsonLd } from '../lib/JsonLd.tsx';
import { breadcrumbJsonLd } from '../lib/seo.ts';

// Smaller on a phone, where the page's own content should start on the first screen.
const Header = styled.header`
  padding: ${theme.space.md} 0 ${theme.space.sm};
  h1 {
    margin: ${theme.space.sm} 0 ${theme.space.xs};
    font-size: 1.625rem;
    line-height: 1.2;
  }
  p {
    margin: 0;
    color: ${theme.color.inkMuted};
    max-width: 48rem;
  }
  ${media.tablet} {
    padding: ${theme.space.lg} 0 ${theme.space.md};
    h1 {
      margin: ${theme.space.md} 0 ${theme.space.sm};
      font-size: ${theme.size.xxl};
    }
  }
`;

/** Breadcrumbs (with their BreadcrumbList JSON-LD), the page's one h1, and an intro. */
export function PageHeader({
  crumbs,
  title,
  intro,
}: {
  crumbs?: Crumb[];
  title: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <Header>
      <Container>
        {crumbs ? (
          <>
            <Breadcrumbs
              items={crumbs}
              renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
            />
            <JsonLd data={breadcrumbJsonLd(crumbs)} />
          </>
        ) : null}
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </Container>
    </Header>
  );
}
