import { LEAD_FORM_MESSAGES, PATHS, claimUrl, isEmail } from '@pond/core';
import { claimListingByEmail, claimListingInfo, requestClaimReview } from '@pond/supabase';
import { Container, Section } from '@pond/ui';

import { ClaimForms, type ClaimOutcome } from '../../components/builders/ClaimForms.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { browserReader } from '../../lib/database.client.ts';
import { runIntent } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { sendSignInLink } from '../../lib/sign-in-link.client.ts';
import type { Route } from './+types/builders-claim';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application: forms that act (lib/hydrate.ts); rendered by the Worker, never cached. */
export const handle = hydrated;

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: brandedTitle('Claim Your Listing'),
    description: 'Pond builders claim their free listing to keep it true.',
    path: claimUrl(params.contractorId),
    noIndex: true,
  });

/** The listing being claimed, read in the browser; null when the address names none. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    return { listing: await claimListingInfo(browserReader(), params.contractorId), error: null };
  } catch (failure) {
    return { listing: null, error: (failure as Error).message };
  }
}

/** A claim by the business email (then its sign-in link), or one for our team to check. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const claimed = (intent: ClaimOutcome['intent'], error: string | null, sent = !error): ClaimOutcome => ({
    intent,
    sent,
    error,
  });
  return runIntent<ClaimOutcome>(
    await request.formData(),
    {
      email: async ({ text }) => {
        if (!isEmail(text('email'))) return claimed('email', LEAD_FORM_MESSAGES.email);
        await claimListingByEmail(browserReader(), params.contractorId, text('email'));
        return claimed('email', await sendSignInLink(text('email'), PATHS.buildersDashboard));
      },
      review: async ({ text }) => {
        if (!isEmail(text('email'))) return claimed('review', LEAD_FORM_MESSAGES.email);
        if (!text('name')) return claimed('review', 'Please tell us your name.');
        await requestClaimReview(browserReader(), params.contractorId, {
          name: text('name'),
          email: text('email'),
          phone: text('phone'),
          website: text('website'),
          note: text('note'),
        });
        return claimed('review', null);
      },
    },
    (error, { intent }) => claimed(intent === 'email' ? 'email' : 'review', error),
  );
}

export function HydrateFallback() {
  return <PageHeader title="Claim Your Listing" />;
}

export default function BuildersClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, error } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Claim Your Listing' }]}
        title={listing ? `Claim ${listing.name}` : 'Claim Your Listing'}
        intro={listing ? `${listing.city}, ${listing.state}: a free listing you keep true.` : undefined}
      />
      <Section>
        <Container>
          {listing ? (
            <ClaimForms listing={listing} outcome={actionData} />
          ) : (
            <p role="alert">
              {error ?? 'There is no listing at this address.'}{' '}
              <SiteLink to={PATHS.directory}>Find your business in the directory</SiteLink>.
            </p>
          )}
        </Container>
      </Section>
    </>
  );
}
