import { PATHS, REVIEW_REMOVAL_REASONS, type RemovalReason } from '@pond/core';
import { moderateReview, reviewModeration } from '@pond/supabase';
import { Container, Section } from '@pond/ui';

import { PageHeader } from '../../components/PageHeader.tsx';
import { ReviewModeration } from '../../components/staff/ReviewModeration.tsx';
import { StaffGate } from '../../components/staff/StaffGate.tsx';
import { runIntent, type IntentHandler } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { staffSession, type StaffSession } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/admin-reviews';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Reviews'),
    description: 'For staff: reported reviews, moderated against the published guidelines.',
    path: PATHS.adminReviews,
    noIndex: true,
  });

/** The session, and for staff the reviews: reported ones first. */
export async function clientLoader() {
  const session = await staffSession();
  if (session.status !== 'staff') return { session, reviews: [], error: null };
  try {
    return { session, reviews: await reviewModeration(session.client), error: null };
  } catch (failure) {
    return { session, reviews: [], error: (failure as Error).message };
  }
}

type Moderation = Parameters<typeof moderateReview>[1]['action'];
type Moderated = { error: string | null; review: string };

/** Remove (naming the guideline), keep or restore a review; each decision is logged with its note. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await staffSession();
  if (session.status !== 'staff') return { error: 'Sign in as staff to moderate reviews.', review: '' };
  const { client } = session;
  const moderate =
    (action: Moderation): IntentHandler<Moderated> =>
    async ({ text }) => {
      const reason = text('reason');
      await moderateReview(client, {
        reviewId: text('review'),
        action,
        reason: REVIEW_REMOVAL_REASONS.some((r) => r.value === reason) ? (reason as RemovalReason) : null,
        note: text('note'),
      });
      return { error: null, review: text('review') };
    };
  return runIntent<Moderated>(
    await request.formData(),
    {
      remove: moderate('remove'),
      keep: moderate('keep'),
      restore: moderate('restore'),
      'remove-answer': moderate('remove-answer'),
    },
    (error, { text }) => ({ error, review: text('review') }),
  );
}

/** The pre-rendered page: the sign-in form, until the session is read. */
export function HydrateFallback() {
  return <ReviewsPage />;
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsPage data={loaderData} acted={actionData} />;
}

function ReviewsPage({
  data,
  acted,
}: {
  data?: Awaited<ReturnType<typeof clientLoader>> & { session: StaffSession };
  acted?: { error: string | null; review: string };
}) {
  return (
    <>
      <PageHeader
        title="Reviews"
        intro="For staff: reviews with open reports first. Remove a review only for a rule in the guidelines; every decision is logged."
      />
      <StaffGate session={data?.session}>
        {() =>
          data ? (
            <Section>
              <Container>
                <p>
                  Moderate against the{' '}
                  <SiteLink to={PATHS.reviewGuidelines}>published review guidelines</SiteLink>: a review is
                  never removed for being negative, nor because the builder asks or refunds.
                </p>
                {data.error ? <p role="alert">{data.error}</p> : null}
                <ReviewModeration reviews={data.reviews} acted={acted} />
              </Container>
            </Section>
          ) : null
        }
      </StaffGate>
    </>
  );
}
