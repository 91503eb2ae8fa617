import { REVIEW_REMOVAL_REASONS, REVIEW_REPORT_REASONS, formatLongDate, reviewerText } from '@pond/core';
import type { reviewModeration } from '@pond/supabase';
import { Button, Card, SelectField, TextAreaField, theme } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';

type Moderated = Awaited<ReturnType<typeof reviewModeration>>[number];

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  p {
    margin: 0 0 ${theme.space.xs};
    overflow-wrap: anywhere;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

const reportLabel = (value: string) => REVIEW_REPORT_REASONS.find((r) => r.value === value)?.label ?? value;
const removalLabel = (value: string | null) =>
  REVIEW_REMOVAL_REASONS.find((r) => r.value === value)?.label ?? value ?? '';

/** Each review with its open reports, its log, and staff's decision: remove (with a guideline), keep, restore. */
export function ReviewModeration({
  reviews,
  acted,
}: {
  reviews: Moderated[];
  acted?: { error: string | null; review: string };
}) {
  if (!reviews.length) return <p>No reviews yet.</p>;
  return (
    <List aria-label="Reviews to moderate">
      {reviews.map((review) => (
        <li key={review.id}>
          <Card as="section" aria-labelledby={`moderate-${review.id}`}>
            <h2 id={`moderate-${review.id}`}>
              {review.title} ({review.stars} of 5) · {review.builder_name}
            </h2>
            <p>{review.body}</p>
            <p>
              {reviewerText({ first_name: review.first_name ?? '', city: review.city })} · posted{' '}
              {formatLongDate(review.created_at ?? '')} · <strong>{review.status}</strong>
            </p>
            {review.answer ? (
              <p>
                <strong>The builder’s answer:</strong> {review.answer}
              </p>
            ) : null}
            {review.open_reports.length ? (
              <>
                <p>
                  <strong>{review.open_reports.length} open report(s):</strong>
                </p>
                <ul>
                  {review.open_reports.map((report, index) => (
                    <li key={index}>
                      {reportLabel(report.reason)}
                      {report.note ? `: “${report.note}”` : ''} ({formatLongDate(report.at)})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {review.log.length ? (
              <ul aria-label="Moderation log">
                {review.log.map((entry, index) => (
                  <li key={index}>
                    {formatLongDate(entry.at)}: {entry.action}
                    {entry.reason ? ` (${removalLabel(entry.reason)})` : ''} by {entry.by ?? 'staff'}: “
                    {entry.note}”
                  </li>
                ))}
              </ul>
            ) : null}
            <Form method="post" aria-label={`Decide on “${review.title}”`}>
              <input type="hidden" name="review" value={review.id ?? ''} />
              {review.status === 'published' ? (
                <SelectField
                  label="Guideline it breaks (to remove the review or the answer)"
                  name="reason"
                  defaultValue=""
                  options={[
                    { value: '', label: 'None: keep it' },
                    ...REVIEW_REMOVAL_REASONS.map(({ value, label }) => ({ value, label })),
                  ]}
                />
              ) : null}
              <TextAreaField label="What you found (logged)" name="note" rows={2} required />
              {acted?.review === review.id && acted.error ? <p role="alert">{acted.error}</p> : null}
              <Actions>
                {review.status === 'published' ? (
                  <>
                    <Button type="submit" name="intent" value="remove" $variant="secondary">
                      Remove Review
                    </Button>
                    <Button type="submit" name="intent" value="keep" $variant="secondary">
                      Keep Review
                    </Button>
                    {review.answer ? (
                      <Button type="submit" name="intent" value="remove-answer" $variant="secondary">
                        Remove the Builder’s Answer
                      </Button>
                    ) : null}
                  </>
                ) : (
                  <Button type="submit" name="intent" value="restore" $variant="secondary">
                    Restore Review
                  </Button>
                )}
              </Actions>
            </Form>
          </Card>
        </li>
      ))}
    </List>
  );
}
