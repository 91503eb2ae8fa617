import {
  PATHS,
  REVIEW_RULES,
  buildersReviewsPageUrl,
  contractorUrl,
  formatRating,
  reviewsPageUrl,
  verifiedReviewCount,
} from '@pond/core';
import { answerReview } from '@pond/supabase';
import { getContractorById, getReviews } from '@pond/supabase/read';
import { Button, Card, Container, Section, TextAreaField } from '@pond/ui';
import { Form } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReviewItem } from '../../components/reviews/ReviewItem.tsx';
import { builderSession } from '../../lib/builder-session.client.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/builders-reviews';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Your Reviews'),
    description: 'Reviews from homeowners you were connected with, and your answers.',
    path: PATHS.buildersReviews,
    noIndex: true,
  });

const pageOf = (url: string) => {
  const page = Number(new URL(url).searchParams.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/** The builder's published reviews, newest first, 10 a page. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await builderSession();
  const page = pageOf(request.url);
  if (session.status !== 'builder') return { signedIn: false as const, page };
  try {
    const [reviews, contractor] = await Promise.all([
      getReviews(session.client, session.contractorId, page),
      getContractorById(session.client, session.contractorId),
    ]);
    return { signedIn: true as const, page, reviews, contractor, error: null };
  } catch (failure) {
    return {
      signedIn: true as const,
      page,
      reviews: [],
      contractor: null,
      error: (failure as Error).message,
    };
  }
}

/** The builder's one public answer to a review. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await builderSession();
  if (session.status !== 'builder') return { error: 'Sign in as a builder to answer reviews.', review: '' };
  const form = await request.formData();
  const review = String(form.get('review') ?? '');
  try {
    await answerReview(session.client, review, String(form.get('answer') ?? ''));
    return { error: null, review };
  } catch (failure) {
    return { error: (failure as Error).message, review };
  }
}

export function HydrateFallback() {
  return <PageHeader title="Your Reviews" />;
}

export default function BuildersReviews({ loaderData, actionData }: Route.ComponentProps) {
  const crumbs = [
    { label: 'Home', href: PATHS.home },
    { label: 'Builder Dashboard', href: PATHS.buildersDashboard },
    { label: 'Reviews' },
  ];
  if (!loaderData.signedIn)
    return (
      <>
        <PageHeader crumbs={crumbs} title="Your Reviews" />
        <Section>
          <Container>
            <Card>
              <p>
                <SiteLink to={PATHS.buildersSignIn}>Sign in</SiteLink> to read and answer your reviews.
              </p>
            </Card>
          </Container>
        </Section>
      </>
    );
  const { contractor, reviews, page, error } = loaderData;
  const count = contractor?.verified_reviews ?? 0;
  const pages = Math.max(1, Math.ceil(count / REVIEW_RULES.perPage));
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Your Reviews"
        intro="Only homeowners who chose you through us can review you. You may answer each review once, publicly."
      />
      <Section>
        <Container>
          <Card>
            {error ? <p role="alert">{error}</p> : null}
            {contractor ? (
              <p>
                {count > 0 && contractor.verified_rating !== null
                  ? `${formatRating(contractor.verified_rating)} out of 5 from ${verifiedReviewCount(count)}.`
                  : `No reviews yet: homeowners are invited to review you ${REVIEW_RULES.inviteAfterDays} days after their request reaches you.`}{' '}
                <SiteLink to={reviewsPageUrl(contractorUrl(contractor), 1)} reloadDocument>
                  See them on your profile
                </SiteLink>{' '}
                · <SiteLink to={PATHS.reviewGuidelines}>Review guidelines</SiteLink>
              </p>
            ) : null}
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} builderName={contractor?.name ?? 'you'}>
                {actionData?.review === review.id && !actionData.error ? (
                  <p role="status">Your answer is published under the review.</p>
                ) : null}
                {review.answered_at && !review.answer ? (
                  <p>Our moderators removed your answer for breaking the review guidelines.</p>
                ) : null}
                {review.answered_at ? null : (
                  <Form method="post" aria-label={`Answer ${review.first_name}’s review`}>
                    <input type="hidden" name="review" value={review.id} />
                    <TextAreaField
                      label="Your public answer (once only)"
                      name="answer"
                      rows={3}
                      maxLength={REVIEW_RULES.answer.max}
                      required
                      error={actionData?.review === review.id ? (actionData.error ?? undefined) : undefined}
                    />
                    <Button type="submit" $variant="secondary">
                      Publish Answer
                    </Button>
                  </Form>
                )}
              </ReviewItem>
            ))}
            {pages > 1 ? (
              <p>
                {page > 1 ? <SiteLink to={buildersReviewsPageUrl(page - 1)}>Newer reviews</SiteLink> : null}{' '}
                Page {page} of {pages}{' '}
                {page < pages ? (
                  <SiteLink to={buildersReviewsPageUrl(page + 1)}>Older reviews</SiteLink>
                ) : null}
              </p>
            ) : null}
          </Card>
        </Container>
      </Section>
    </>
  );
}
