import { PATHS } from '@pond/core';
import { SignInByLinkPage } from '../../components/SignInByLinkPage.tsx';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';

/** A form that signs in: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Builder Sign-In'),
    description: 'Pond builders sign in with a link sent by email to keep their listing true.',
    path: PATHS.buildersSignIn,
  });

export default function BuildersSignIn() {
  return (
    <SignInByLinkPage
      title="Builder Sign-In"
      crumbs={[{ label: 'Builder Sign-In' }]}
      heading="Builder sign-in"
      intro="Enter the email address you claimed your listing with. We send you a link that signs you in: no password."
      dashboard={PATHS.buildersDashboard}
    />
  );
}
