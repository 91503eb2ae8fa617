import { PATHS } from '@pond/core';
import { SignInByLinkPage, signInByLinkMeta, type SignInByLink } from '../../components/SignInByLinkPage.tsx';
import { hydrated } from '../../lib/hydrate.ts';

const BUILDER_SIGN_IN: SignInByLink = {
  title: 'Builder Sign-In',
  description: 'Pond builders sign in with a link sent by email to keep their listing true.',
  path: PATHS.buildersSignIn,
  crumbs: [{ label: 'Builder Sign-In' }],
  heading: 'Builder sign-in',
  intro:
    'Enter the email address you claimed your listing with. We send you a link that signs you in: no password.',
  dashboard: PATHS.buildersDashboard,
};

/** A form that signs in: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () => signInByLinkMeta(BUILDER_SIGN_IN);

export default function BuildersSignIn() {
  return <SignInByLinkPage page={BUILDER_SIGN_IN} />;
}
