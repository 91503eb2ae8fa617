import { PARTNER_SIGN_IN_TEXTS, PATHS } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SignInByLinkForm } from '../../components/SignInByLinkForm.tsx';
import { hydrated } from '../../lib/hydrate.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { sendSignInLink } from '../../lib/sign-in-link.client.ts';

/** A form that signs in: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Builder Sign-In'),
    description: 'Pond builders sign in with a link sent by email to keep their listing true.',
    path: PATHS.buildersSignIn,
  });

export default function BuildersSignIn() {
  const ready = useHydrated();
  const [search] = useSearchParams();
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Builder Sign-In' }]}
        title="Builder Sign-In"
      />
      <Section>
        <Container>
          <SignInByLinkForm
            heading="Builder sign-in"
            intro="Enter the email address you claimed your listing with. We send you a link that signs you in: no password."
            ready={ready}
            notice={ready && search.get('link') === 'expired' ? PARTNER_SIGN_IN_TEXTS.expired : undefined}
            onSend={(email) => sendSignInLink(email, PATHS.buildersDashboard)}
          />
        </Container>
      </Section>
    </>
  );
}
