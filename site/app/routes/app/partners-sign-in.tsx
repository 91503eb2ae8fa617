import { PATHS } from '@pond/core';
import { SignInByLinkPage, signInByLinkMeta, type SignInByLink } from '../../components/SignInByLinkPage.tsx';
import { hydrated } from '../../lib/hydrate.ts';

const PARTNER_SIGN_IN: SignInByLink = {
  title: 'Partner Sign-In',
  section: 'Partners',
  description: 'Partners sign in with a link sent by email to see what their embeds bring.',
  path: PATHS.partnersSignIn,
  crumbs: [{ label: 'Partners', href: PATHS.partners }, { label: 'Sign In' }],
  heading: 'Partner sign-in',
  intro: 'Enter the email address you applied with. We send you a link that signs you in: no password.',
  dashboard: PATHS.partnersDashboard,
};

/** A form that signs in: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () => signInByLinkMeta(PARTNER_SIGN_IN);

export default function PartnersSignIn() {
  return <SignInByLinkPage page={PARTNER_SIGN_IN} />;
}
