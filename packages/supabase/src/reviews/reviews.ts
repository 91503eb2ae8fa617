import {
  REVIEW_MESSAGES,
  REVIEW_RULES,
  type RemovalReason,
  type ReportReason,
  type ReviewInput,
  type ReviewLink,
} from '@pond/core';
import type { PondClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { PondDataError } from '../errors.ts';
import type { PondReader } from '../reader.ts';

// Reviews only from homeowners we connected: written through the invitation's signed link,
// read by anyone once published, answered once by the builder, reported by anyone, moderated by staff.

/** What the public reads of a review: never the request it came from. */
export const REVIEW_COLUMNS =
  'id, contractor_id, stars, title, body, hired, project_type, first_name, city, request_month, created_at, updated_at, answer, answered_at';
export type PublishedReview = Pick<
  Database['public']['Tables']['reviews']['Row'],
  | 'id'
  | 'contractor_id'
  | 'stars'
  | 'title'
  | 'body'
  | 'hired'
  | 'project_type'
  | 'first_name'
  | 'city'
  | 'request_month'
  | 'created_at'
  | 'updated_at'
  | 'answer'
  | 'answered_at'
>;

type ErrorLike = { hint?: string | null; details?: string | null; message: string };

/** The database's review hints, in the words the pages show. */
function reviewError(error: ErrorLike, fallback: string = REVIEW_MESSAGES.failed): PondDataError {
  switch (error.hint) {
    case 'review_invalid': {
      const field = error.details ?? 'body';
      const message = REVIEW_MESSAGES[field as keyof typeof REVIEW_MESSAGES] ?? error.message;
      return new PondDataError(message, { cause: error, field });
    }
    case 'review_link_invalid':
      return new PondDataError(REVIEW_MESSAGES.linkInvalid, { cause: error, code: 'forbidden' });
    case 'review_link_expired':
      return new PondDataError(REVIEW_MESSAGES.linkExpired, { cause: error, code: 'forbidden' });
    case 'review_edit_closed':
      return new PondDataError(REVIEW_MESSAGES.editClosed, { cause: error, code: 'forbidden' });
    case 'review_not_reached':
      return new PondDataError(REVIEW_MESSAGES.notReached, { cause: error, code: 'forbidden' });
    case 'review_limit':
      return new PondDataError(REVIEW_MESSAGES.limit, { cause: error, code: 'rate_limited' });
    case 'review_removed':
      return new PondDataError(REVIEW_MESSAGES.removed, { cause: error, code: 'forbidden' });
    case 'review_not_found':
      return new PondDataError(REVIEW_MESSAGES.notFound, { cause: error, code: 'failed' });
    case 'review_already_answered':
      return new PondDataError(REVIEW_MESSAGES.alreadyAnswered, { cause: error, code: 'failed' });
    case 'review_unchanged':
    case 'not_builder':
      return new PondDataError(error.message, { cause: error, code: 'failed' });
    default:
      return new PondDataError(fallback, { cause: error });
  }
}

const linkArgs = (link: ReviewLink) => ({
  p_lead: link.request,
  p_contractor: link.builder,
  p_expires: link.expires,
  p_signature: link.signature,
});

export type ReviewInvitation = Database['public']['Functions']['review_for_link']['Returns'][number];

/** The builder, the request and the homeowner's review (when written) that a signed link opens. */
export async function reviewForLink(reader: PondReader, link: ReviewLink): Promise<ReviewInvitation> {
  const { data, error } = await reader.rpc('review_for_link', linkArgs(link));
  if (error) throw reviewError(error, 'Could not load this review. Please try again.');
  const row = data?.[0];
  if (!row) throw new PondDataError(REVIEW_MESSAGES.linkInvalid, { code: 'forbidden' });
  return row;
}

/** Posts, or edits within 30 days, the homeowner's review; whether it was new, and until when it can change. */
export async function submitReview(
  reader: PondReader,
  link: ReviewLink,
  review: ReviewInput,
): Promise<{ created: boolean; editableUntil: string }> {
  const { data, error } = await reader.rpc('submit_review', {
    ...linkArgs(link),
    p_stars: review.stars,
    p_title: review.title,
    p_body: review.body,
    // The database names the field when it is missing.
    p_hired: review.hired as boolean,
    p_project_type: review.projectType,
    p_own_experience: review.ownExperience,
  });
  if (error) throw reviewError(error);
  const row = data?.[0];
  return { created: row?.created === true, editableUntil: row?.editable_until ?? '' };
}

/**
 * One page of a builder's published reviews, newest first (their count, average and distribution are
 * on the contractor's row).
 */
export async function getReviews(
  reader: PondReader,
  contractorId: string,
  page = 1,
): Promise<PublishedReview[]> {
  const from = (page - 1) * REVIEW_RULES.perPage;
  const { data, error } = await reader
    .from('reviews')
    .select(REVIEW_COLUMNS)
    .eq('contractor_id', contractorId)
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + REVIEW_RULES.perPage - 1);
  if (error) throw new PondDataError('Could not load the reviews.', { cause: error });
  return data ?? [];
}

/** The signed-in builder's one public answer. */
export async function answerReview(client: PondClient, reviewId: string, answer: string): Promise<void> {
  const { error } = await client.rpc('answer_review', { p_review: reviewId, p_answer: answer });
  if (error) throw reviewError(error);
}

/** Anyone reports a review to staff. */
export async function reportReview(
  reader: PondReader,
  report: { reviewId: string; reason: ReportReason; note: string },
): Promise<void> {
  const { error } = await reader.rpc('report_review', {
    p_review: report.reviewId,
    p_reason: report.reason,
    p_note: report.note,
  });
  if (error) throw reviewError(error, 'We could not send your report. Please try again.');
}

/** One published review, for the report page. */
export async function getReview(reader: PondReader, reviewId: string): Promise<PublishedReview | null> {
  const { data, error } = await reader
    .from('reviews')
    .select(REVIEW_COLUMNS)
    .eq('id', reviewId)
    .maybeSingle();
  if (error) throw new PondDataError('Could not load the review.', { cause: error });
  return data;
}

export type ModeratedReview = Database['public']['Functions']['review_moderation']['Returns'][number];
export interface ModerationEntry {
  action: 'removed' | 'kept' | 'restored' | 'answer-removed';
  reason: RemovalReason | null;
  note: string;
  by: string | null;
  at: string;
}
export interface OpenReport {
  reason: ReportReason;
  note: string | null;
  at: string;
}

/** Staff's queue: reported reviews first, each with its open reports and its moderation log. */
export async function reviewModeration(client: PondClient) {
  const { data, error } = await client.rpc('review_moderation', { p_limit: 200 });
  if (error) throw new PondDataError('Could not load the reviews to moderate.', { cause: error });
  return (data ?? []).map((row) => ({
    ...row,
    open_reports: row.open_reports as unknown as OpenReport[],
    log: row.log as unknown as ModerationEntry[],
  }));
}

/** Staff remove (with a guideline), keep or restore a review; logged with the note. */
export async function moderateReview(
  client: PondClient,
  decision: {
    reviewId: string;
    action: 'remove' | 'keep' | 'restore' | 'remove-answer';
    reason: RemovalReason | null;
    note: string;
  },
): Promise<void> {
  const { error } = await client.rpc('moderate_review', {
    p_review: decision.reviewId,
    p_action: decision.action,
    p_reason: decision.reason ?? '',
    p_note: decision.note,
  });
  if (error) throw reviewError(error, 'We could not record the decision. Please try again.');
}

/** Staff send the homeowner the invitation to review one builder they chose, now. */
export async function sendReviewInvitation(
  client: PondClient,
  leadId: string,
  contractorId: string,
): Promise<void> {
  const { error } = await client.rpc('send_review_invitation', {
    p_lead: leadId,
    p_contractor: contractorId,
  });
  if (error) throw reviewError(error, 'We could not send the invitation. Please try again.');
}
