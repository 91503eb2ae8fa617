import { PATHS, PARTNER_SIGN_IN_TEXTS } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/PageHeader.tsx';
import { PartnerSignInForm } from '../components/partners/PartnerSignInForm.tsx';
import { hydrated } from '../lib/hydrate.ts';
import { useHydrated } from '../lib/hydration.ts';
import { brandedTitle, pageMeta } from '../lib/seo.ts';
import { accountClient } from '../lib/staff-session.client.ts';

/** A form that signs in: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Partner Sign-In', 'Partners'),
    description: 'Partners sign in with a link sent by email to see what their embeds bring.',
    path: PATHS.partnersSignIn,
  });

/** Sends the link (Supabase Auth's email OTP); it leads to the dashboard, which uses it. */
async function sendSignInLink(email: string): Promise<string | null> {
  const client = await accountClient();
  const { error } = await client.auth.signInWithOtp({
    email,
    options: {
      shouldCreateUser: true,
      emailRedirectTo: new URL(PATHS.partnersDashboard, location.origin).href,
    },
  });
  if (!error) return null;
  if (error.status === 429) return error.message;
  throw error;
}

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
          <PartnerSignInForm
            ready={ready}
            notice={ready && search.get('link') === 'expired' ? PARTNER_SIGN_IN_TEXTS.expired : undefined}
            onSend={sendSignInLink}
          />
        </Container>
      </Section>
    </>
  );
}
