import {
  PATHS,
  REVIEW_MESSAGES,
  contractorUrl,
  formatLongDate,
  formatMonth,
  parseReviewLink,
  reviewsPageUrl,
  reviewFromForm,
  reviewProblems,
  type ReviewField,
} from '@pond/core';
import { PondDataError, reviewForLink, submitReview, type ReviewInvitation } from '@pond/supabase/read';
import { Card, Container, Section } from '@pond/ui';

import { PageHeader } from '../../components/PageHeader.tsx';
import { ReviewForm } from '../../components/reviews/ReviewForm.tsx';
import { browserReader } from '../../lib/database.client.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/review';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Review a Builder'),
    description: 'Review a pond builder you chose through Pond Builders Direct.',
    path: PATHS.review,
    noIndex: true,
  });

type Loaded = { invitation: ReviewInvitation; error: null } | { invitation: null; error: string };

/**
 * What the invitation's signed link opens: the builder, and the homeowner's review if they
 * wrote one. Opening the link changes nothing (mail programs open links to check them).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<Loaded> {
  const link = parseReviewLink(new URL(request.url).search);
  if (!link) return { invitation: null, error: REVIEW_MESSAGES.linkInvalid };
  try {
    return { invitation: await reviewForLink(browserReader(), link), error: null };
  } catch (failure) {
    return { invitation: null, error: (failure as Error).message };
  }
}

type Acted = {
  problems: Partial<Record<ReviewField | 'form', string>>;
  saved: { created: boolean; editableUntil: string } | null;
};

/** The review as typed: checked here as the database checks it, then saved under the signed link. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<Acted> {
  const link = parseReviewLink(new URL(request.url).search);
  if (!link) return { problems: { form: REVIEW_MESSAGES.linkInvalid }, saved: null };
  const review = reviewFromForm(await request.formData());
  const problems = reviewProblems(review);
  if (Object.keys(problems).length) return { problems, saved: null };
  try {
    return { problems: {}, saved: await submitReview(browserReader(), link, review) };
  } catch (failure) {
    const field = failure instanceof PondDataError ? (failure.field as ReviewField | undefined) : undefined;
    return { problems: { [field ?? 'form']: (failure as Error).message }, saved: null };
  }
}

export function HydrateFallback() {
  return <PageHeader title="Review a Builder" />;
}

export default function ReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, error } = loaderData;
  const review = invitation?.review_id ? invitation : null;
  const profile = invitation
    ? contractorUrl({
        id: invitation.contractor_id ?? '',
        name: invitation.builder_name ?? '',
        city: invitation.builder_city ?? '',
        state: invitation.builder_state ?? '',
      })
    : null;
  const closed =
    review &&
    (review.status === 'removed'
      ? REVIEW_MESSAGES.removed
      : new Date(review.editable_until ?? 0) < new Date()
        ? REVIEW_MESSAGES.editClosed
        : null);
  return (
    <>
      <PageHeader
        title={invitation ? `Review ${invitation.builder_name}` : 'Review a Builder'}
        intro={
          invitation
            ? `Your request of ${formatMonth(invitation.request_month)} went to ${invitation.builder_name}. Tell other homeowners how it went.`
            : undefined
        }
      />
      <Section>
        <Container>
          <Card>
            {error ? (
              <p role="alert">{error}</p>
            ) : actionData?.saved ? (
              <div role="status">
                <p>
                  <strong>
                    {actionData.saved.created
                      ? 'Thank you: your review is published.'
                      : 'Your changes are saved.'}
                  </strong>{' '}
                  You can change it until {formatLongDate(actionData.saved.editableUntil)} with the same link.
                </p>
                {profile ? (
                  <p>
                    <SiteLink to={reviewsPageUrl(profile, 1)} reloadDocument>
                      See it on {invitation?.builder_name}’s profile
                    </SiteLink>
                  </p>
                ) : null}
              </div>
            ) : closed ? (
              <p role="alert">{closed}</p>
            ) : invitation ? (
              <ReviewForm
                builderName={invitation.builder_name ?? ''}
                problems={actionData?.problems ?? {}}
                editableUntil={review?.editable_until ?? null}
                draft={{
                  stars: review?.stars ?? null,
                  title: review?.title ?? '',
                  body: review?.body ?? '',
                  hired: review?.hired ?? null,
                  projectType:
                    review?.project_type ??
                    (invitation.request_project_type?.startsWith('Pond Planner')
                      ? 'Pond Design & Installation'
                      : (invitation.request_project_type ?? 'Other')),
                }}
              />
            ) : null}
          </Card>
        </Container>
      </Section>
    </>
  );
}
