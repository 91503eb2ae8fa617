import { Breadcrumbs, Container, media, theme, type Crumb } from '@pond/ui';
import type { ReactNode } from 'react';

import styled from 'styled-components';
import { JsonLd } from '../lib/JsonLd.tsx';
import { breadcrumbJsonLd } from '../lib/seo.ts';
import { SiteLink } from './SiteLink.tsx';

// Closer to the content on a phone; a results page (`tight`) also takes a smaller heading there, so its
// results start on the first screen. Other pages keep their heading's size: a title that wrapped
// otherwise in the fallback font would move the page when the web font arrives.
const Header = styled.header<{ $tight?: boolean }>`
  padding: ${theme.space.md} 0 ${theme.space.sm};
  h1 {
    margin: ${theme.space.sm} 0 ${theme.space.xs};
    font-size: ${({ $tight }) => ($tight ? '1.625rem' : theme.size.xxl)};
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
  tight = false,
}: {
  crumbs?: Crumb[];
  title: ReactNode;
  intro?: ReactNode;
  /** A results page: a smaller heading on a phone. */
  tight?: boolean;
}) {
  return (
    <Header $tight={tight}>
      <Container>
        {crumbs ? (
          <>
            <Breadcrumbs
              items={crumbs}
              renderLink={({ href, children }) => <SiteLink to={href}>{children}</SiteLink>}
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
