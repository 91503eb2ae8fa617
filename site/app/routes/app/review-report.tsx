import {
  PATHS,
  REVIEW_REPORT_REASONS,
  REVIEW_RULES,
  UUID_PATTERN,
  reportProblems,
  reviewerText,
  type ReportReason,
} from '@pond/core';
import { getReview, reportReview } from '@pond/supabase/read';
import { Button, Card, Container, Section, SelectField, TextAreaField } from '@pond/ui';
import { Form, useNavigation } from 'react-router';
import { FieldGroup, FormProblem } from '../../components/form-styles.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { browserReader } from '../../lib/database.client.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/review-report';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Report a Review'),
    description: 'Tell our staff a review breaks our review guidelines.',
    path: PATHS.reviewReport,
    noIndex: true,
  });

const reviewIdOf = (url: string) => new URL(url).searchParams.get('review') ?? '';

/** The review reported (the "Report" link under each review names it). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const id = reviewIdOf(request.url);
  if (!UUID_PATTERN.test(id)) return { review: null, error: 'This review was not found.' };
  try {
    const review = await getReview(browserReader(), id);
    return { review, error: review ? null : 'This review was not found.' };
  } catch (failure) {
    return { review: null, error: (failure as Error).message };
  }
}

/** Anyone may report; staff read every report against the guidelines. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const report = { reason: String(form.get('reason') ?? ''), note: String(form.get('note') ?? '') };
  const problems = reportProblems(report);
  if (Object.keys(problems).length) return { problems: problems as Record<string, string>, sent: false };
  try {
    await reportReview(browserReader(), {
      reviewId: reviewIdOf(request.url),
      reason: report.reason as ReportReason,
      note: report.note,
    });
    return { problems: {} as Record<string, string>, sent: true };
  } catch (failure) {
    return { problems: { form: (failure as Error).message } as Record<string, string>, sent: false };
  }
}

export function HydrateFallback() {
  return <PageHeader title="Report a Review" />;
}

export default function ReviewReport({ loaderData, actionData }: Route.ComponentProps) {
  const { review, error } = loaderData;
  const navigation = useNavigation();
  const problems = actionData?.problems ?? {};
  return (
    <>
      <PageHeader
        title="Report a Review"
        intro="Tell us which of our review guidelines this review breaks. Our staff read every report; a review is never removed for being negative."
      />
      <Section>
        <Container>
          <Card>
            {error ? (
              <p role="alert">{error}</p>
            ) : actionData?.sent ? (
              <p role="status">Thank you: our staff will read this review against our guidelines.</p>
            ) : review ? (
              <Form method="post" noValidate aria-label="Report this review">
                <FieldGroup disabled={navigation.state === 'submitting'}>
                  <blockquote>
                    <p>
                      <strong>{review.title}</strong> ({review.stars} of 5 stars)
                    </p>
                    <p>{review.body}</p>
                    <footer>{reviewerText(review)}</footer>
                  </blockquote>
                  {problems.form ? <FormProblem role="alert">{problems.form}</FormProblem> : null}
                  <SelectField
                    label="What is wrong with it"
                    name="reason"
                    options={[
                      { value: '', label: 'Choose one' },
                      ...REVIEW_REPORT_REASONS.map(({ value, label }) => ({ value, label })),
                    ]}
                    defaultValue=""
                    error={problems.reason}
                  />
                  <TextAreaField
                    label="What you found (optional unless you chose “Something else”)"
                    name="note"
                    rows={4}
                    maxLength={REVIEW_RULES.reportNote.max}
                    error={problems.note}
                  />
                  <p>
                    See{' '}
                    <SiteLink to={PATHS.reviewGuidelines}>what we remove and what we never remove</SiteLink>.
                  </p>
                  <div>
                    <Button type="submit">Send Report</Button>
                  </div>
                </FieldGroup>
              </Form>
            ) : null}
          </Card>
        </Container>
      </Section>
    </>
  );
}
