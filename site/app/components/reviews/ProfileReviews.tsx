import {
  REVIEW_RULES,
  PATHS,
  formatRating,
  hasReviews,
  importedRatingText,
  reportReviewUrl,
  reviewsPageUrl,
  starDistribution,
  verifiedReviewCount,
} from '@pond/core';
import type { Contractor, PublishedReview } from '@pond/supabase/read';
import { Card, theme } from '@pond/ui';
import styled from 'styled-components';
import { ReviewItem } from './ReviewItem.tsx';

const Bars = styled.table`
  border-collapse: collapse;
  margin: ${theme.space.sm} 0;
  width: 100%;
  max-width: 24rem;
  th,
  td {
    padding: 0.125rem ${theme.space.xs};
    text-align: left;
    font-weight: 400;
    white-space: nowrap;
  }
  td:nth-child(2) {
    width: 100%;
  }
`;
const Bar = styled.span<{ $share: number }>`
  display: block;
  height: 0.5rem;
  border-radius: ${theme.radius.pill};
  background: linear-gradient(
    to right,
    ${theme.color.brand} ${({ $share }) => $share}%,
    ${theme.color.border} ${({ $share }) => $share}%
  );
`;
const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.md};
`;
const Imported = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.size.sm};
`;

/**
 * The profile's reviews: ours — from homeowners we connected — with their count, average
 * and distribution, newest first, 10 a page; the rating the listing was imported with stays apart,
 * labelled with where and when it came from.
 */
export function ProfileReviews({
  contractor,
  reviews,
  page,
  profileUrl,
}: {
  contractor: Contractor;
  reviews: PublishedReview[];
  page: number;
  profileUrl: string;
}) {
  const count = contractor.verified_reviews;
  const pages = Math.max(1, Math.ceil(count / REVIEW_RULES.perPage));
  const imported =
    hasReviews(contractor) && contractor.rating !== null
      ? importedRatingText({
          rating: contractor.rating,
          reviews: contractor.reviews!,
          source: contractor.rating_source,
          asOf: contractor.rating_as_of,
        })
      : null;
  return (
    <Card as="section" id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Customer Reviews</h2>
      {count > 0 && contractor.verified_rating !== null ? (
        <>
          <p>
            <strong>{formatRating(contractor.verified_rating)}</strong> out of 5, from{' '}
            {verifiedReviewCount(count)} by homeowners we connected with {contractor.name}.
          </p>
          <Bars>
            <caption className="visually-hidden">How many reviews gave each number of stars</caption>
            <tbody>
              {starDistribution(contractor.verified_stars).map((row) => (
                <tr key={row.stars}>
                  <th scope="row">{row.stars} ★</th>
                  <td aria-hidden="true">
                    <Bar $share={Math.round((row.count / count) * 100)} />
                  </td>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </Bars>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} builderName={contractor.name}>
              <p>
                <a href={reportReviewUrl(review.id)} rel="nofollow">
                  Report this review
                </a>
              </p>
            </ReviewItem>
          ))}
          {reviews.length === 0 ? <p>No reviews on this page.</p> : null}
          {pages > 1 ? (
            <Pages aria-label="Pages of reviews">
              {page > 1 ? <a href={reviewsPageUrl(profileUrl, page - 1)}>Newer reviews</a> : null}
              <span>
                Page {Math.min(page, pages)} of {pages}
              </span>
              {page < pages ? <a href={reviewsPageUrl(profileUrl, page + 1)}>Older reviews</a> : null}
            </Pages>
          ) : null}
        </>
      ) : (
        <p>
          No reviews yet from homeowners we connected with {contractor.name}. Only a homeowner who sent them a
          request through us can review them.
        </p>
      )}
      {imported ? <Imported>Rating from elsewhere: {imported}</Imported> : null}
      <Imported>
        <a href={PATHS.reviewGuidelines}>How reviews work here</a>
      </Imported>
    </Card>
  );
}
