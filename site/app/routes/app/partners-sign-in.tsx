import { PATHS } from '@pond/core';
import { SignInByLinkPage } from '../../components/SignInByLinkPage.tsx';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';

/** A form that signs in: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Partner Sign-In', 'Partners'),
    description: 'Partners sign in with a link sent by email to see what their embeds bring.',
    path: PATHS.partnersSignIn,
  });

export default function PartnersSignIn() {
  return (
    <SignInByLinkPage
      title="Partner Sign-In"
      crumbs={[{ label: 'Partners', href: PATHS.partners }, { label: 'Sign In' }]}
      heading="Partner sign-in"
      intro="Enter the email address you applied with. We send you a link that signs you in: no password."
      dashboard={PATHS.partnersDashboard}
    />
  );
}
