import { PATHS, PARTNER_SIGN_IN_TEXTS } from '@pond/core';
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
    title: brandedTitle('Partner Sign-In', 'Partners'),
    description: 'Partners sign in with a link sent by email to see what their embeds bring.',
    path: PATHS.partnersSignIn,
  });

export default function PartnersSignIn() {
  const ready = useHydrated();
  const [search] = useSearchParams();
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'Partners', href: PATHS.partners },
          { label: 'Sign In' },
        ]}
        title="Partner Sign-In"
      />
      <Section>
        <Container>
          <SignInByLinkForm
            heading="Partner sign-in"
            intro="Enter the email address you applied with. We send you a link that signs you in: no password."
            ready={ready}
            notice={ready && search.get('link') === 'expired' ? PARTNER_SIGN_IN_TEXTS.expired : undefined}
            onSend={(email) => sendSignInLink(email, PATHS.partnersDashboard)}
          />
        </Container>
      </Section>
    </>
  );
}
