import { formatLongDate, reviewerText, starGlyphs, verifiedRequestText } from '@pond/core';
import type { PublishedReview } from '@pond/supabase/read';
import { theme } from '@pond/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Item = styled.article`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md} 0;
  border-top: 1px solid ${theme.color.border};
  h3 {
    margin: 0;
    font-size: ${theme.size.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Stars = styled.p`
  color: ${theme.color.brandStrong};
  letter-spacing: 0.1em;
`;
const Meta = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.size.sm};
`;
const Answer = styled.div`
  margin-top: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 3px solid ${theme.color.brand};
  background: ${theme.color.brandSoft};
`;

/**
 * One published review as the profile and the builder's dashboard show it: stars, title, text, the
 * reviewer's first name and city, where it came from, and the builder's one answer.
 */
export function ReviewItem({
  review,
  builderName,
  children,
}: {
  review: PublishedReview;
  builderName: string;
  /** Under the review: the report link, or the builder's answer form. */
  children?: ReactNode;
}) {
  return (
    <Item aria-labelledby={`review-${review.id}`}>
      <Stars>
        <span aria-hidden="true">{starGlyphs(review.stars)}</span>
        <span className="visually-hidden"> {review.stars} of 5 stars</span>
      </Stars>
      <h3 id={`review-${review.id}`}>{review.title}</h3>
      <p>{review.body}</p>
      <Meta>
        {reviewerText(review)} · {review.project_type} ·{' '}
        {review.hired ? 'Hired this builder' : 'Did not hire'} · Posted {formatLongDate(review.created_at)}
        {review.updated_at.slice(0, 10) !== review.created_at.slice(0, 10)
          ? `, changed ${formatLongDate(review.updated_at)}`
          : ''}
      </Meta>
      <Meta>✓ {verifiedRequestText(review.request_month)}</Meta>
      {review.answer ? (
        <Answer>
          <p>
            <strong>Answer from {builderName}</strong>
            {review.answered_at ? ` · ${formatLongDate(review.answered_at)}` : ''}
          </p>
          <p>{review.answer}</p>
        </Answer>
      ) : null}
      {children}
    </Item>
  );
}
