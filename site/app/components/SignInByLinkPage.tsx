import { PARTNER_SIGN_IN_TEXTS, PATHS } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../lib/hydration.ts';
import { brandedTitle, pageMeta } from '../lib/seo.ts';
import { sendSignInLink } from '../lib/sign-in-link.client.ts';
import { PageHeader } from './PageHeader.tsx';
import { SignInByLinkForm } from './SignInByLinkForm.tsx';

/** A sign-in page by a mailed link: what it is called, says, and signs in to. */
export interface SignInByLink {
  title: string;
  /** The part of the site it belongs to, in the page's title ('Partners'). */
  section?: 'Partners';
  description: string;
  path: string;
  crumbs: { label: string; href?: string }[];
  heading: string;
  intro: string;
  /** Where the mailed link signs in to. */
  dashboard: string;
}

export const signInByLinkMeta = (page: SignInByLink) =>
  pageMeta({ title: brandedTitle(page.title, page.section), description: page.description, path: page.path });

/**
 * A sign-in page by a mailed link (partners, builders): its heading, the form, and the notice an
 * expired link brings back here (`?link=expired`).
 */
export function SignInByLinkPage({
  page: { title, crumbs, heading, intro, dashboard },
}: {
  page: SignInByLink;
}) {
  const ready = useHydrated();
  const [search] = useSearchParams();
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', href: PATHS.home }, ...crumbs]} title={title} />
      <Section>
        <Container>
          <SignInByLinkForm
            heading={heading}
            intro={intro}
            ready={ready}
            notice={ready && search.get('link') === 'expired' ? PARTNER_SIGN_IN_TEXTS.expired : undefined}
            onSend={(email) => sendSignInLink(email, dashboard)}
          />
        </Container>
      </Section>
    </>
  );
}
