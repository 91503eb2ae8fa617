import { PARTNER_SIGN_IN_TEXTS, PATHS } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../lib/hydration.ts';
import { sendSignInLink } from '../lib/sign-in-link.client.ts';
import { PageHeader } from './PageHeader.tsx';
import { SignInByLinkForm } from './SignInByLinkForm.tsx';

/**
 * A sign-in page by a mailed link (partners, builders): its heading, the form, and the notice an
 * expired link brings back here (`?link=expired`). The link signs in to `dashboard`.
 */
export function SignInByLinkPage({
  title,
  crumbs,
  heading,
  intro,
  dashboard,
}: {
  title: string;
  crumbs: { label: string; href?: string }[];
  heading: string;
  intro: string;
  dashboard: string;
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
