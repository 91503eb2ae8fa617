import { BRAND_NAME, PATHS } from '@pond/core';
import type { LegalPage } from '@pond/content';
import { ArticleBody } from '@pond/content/react';
import { Container, Section } from '@pond/ui';

import { brandedTitle, pageMeta } from '../lib/seo.ts';
import { PageHeader } from './PageHeader.tsx';
import { SiteLink } from './SiteLink.tsx';

const LEGAL_PAGES = {
  privacy: { title: 'Privacy Policy', path: PATHS.privacy },
  terms: { title: 'Terms of Service', path: PATHS.terms },
} as const;

/** The privacy policy's or the terms' title and description. */
export const legalPageMeta = (kind: keyof typeof LEGAL_PAGES) =>
  pageMeta({
    title: brandedTitle(LEGAL_PAGES[kind].title),
    description: `The ${LEGAL_PAGES[kind].title} of ${BRAND_NAME}.`,
    path: LEGAL_PAGES[kind].path,
  });

/** Privacy policy and terms (spec §2.15): 'last updated', the text, and the contact address. */
export function LegalPageView({
  loaderData: { page, contactEmail },
}: {
  loaderData: { page: LegalPage; contactEmail: string };
}) {
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
            renderInternalLink={({ href, children }) => <SiteLink to={href}>{children}</SiteLink>}
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
