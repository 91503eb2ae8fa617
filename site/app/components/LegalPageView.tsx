import { PATHS } from '@pond/core';
import type { LegalPage } from '@pond/content';
import { ArticleBody } from '@pond/content/react';
import { Container, Section } from '@pond/ui';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader.tsx';

/** Privacy policy and terms (spec §2.15): 'last updated', the text, and the contact address. */
export function LegalPageView({ page, contactEmail }: { page: LegalPage; contactEmail: string }) {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: page.title }]}
        title={page.title}
        intro={`Last updated: ${page.lastUpdatedLabel}`}
      />
      <Section>
        <Container>
          <ArticleBody
            value={page.body}
            renderInternalLink={({ href, children }) => <Link to={href}>{children}</Link>}
          />
          <h2>Contact</h2>
          <p>
            Write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>
        </Container>
      </Section>
    </>
  );
}
