import { PATHS } from '../routes/paths.ts';
import { UUID_PATTERN } from '../routes/uuid.ts';

/** A review link's signed parts: the request, the builder, the expiry (signed by the database). */
export interface ReviewLink {
  request: string;
  builder: string;
  expires: number;
  signature: string;
}

/** The absolute address an invitation mail links to. */
export function reviewUrl(siteUrl: string, link: ReviewLink): string {
  const query = new URLSearchParams({
    request: link.request,
    builder: link.builder,
    expires: String(link.expires),
    signature: link.signature,
  });
  return `${siteUrl.replace(/\/$/, '')}${PATHS.review}?${query}`;
}

/** The parts of a review link from its query, or null when one is missing or malformed. */
export function parseReviewLink(search: string): ReviewLink | null {
  const query = new URLSearchParams(search);
  const request = query.get('request') ?? '';
  const builder = query.get('builder') ?? '';
  const expires = Number(query.get('expires'));
  const signature = query.get('signature') ?? '';
  if (!UUID_PATTERN.test(request) || !UUID_PATTERN.test(builder)) return null;
  if (!Number.isSafeInteger(expires) || expires <= 0 || !/^[\w-]{20,100}$/.test(signature)) return null;
  return { request, builder, expires, signature };
}

/** Where anyone reports a review. */
export function reportReviewUrl(reviewId: string): string {
  return `${PATHS.reviewReport}?review=${encodeURIComponent(reviewId)}`;
}

/** The profile's page of reviews (10 a page, newest first): ?reviews=2#reviews; page 1 is the profile. */
export function reviewsPageUrl(profileUrl: string, page: number): string {
  return page > 1 ? `${profileUrl}?reviews=${page}#reviews` : `${profileUrl}#reviews`;
}

/** The builder's own list of reviews, page by page (page 1 is the list's address). */
export function buildersReviewsPageUrl(page: number): string {
  return page > 1 ? `${PATHS.buildersReviews}?page=${page}` : PATHS.buildersReviews;
}

/** The page of reviews a profile address asks for (1 when absent or not a page number). */
export function reviewsPageOf(search: string): number {
  const value = Number(new URLSearchParams(search).get('reviews'));
  return Number.isSafeInteger(value) && value >= 1 && value <= 1000 ? value : 1;
}
