import { REVIEW_REPORT_REASONS } from './guidelines.ts';
import { REVIEW_PROJECT_TYPES, REVIEW_RULES } from './rules.ts';

/** What a homeowner fills in to review a builder. */
export interface ReviewInput {
  stars: number;
  title: string;
  body: string;
  hired: boolean | null;
  projectType: string;
  ownExperience: boolean;
}
export type ReviewField = keyof ReviewInput;

/** Each field's message, here and from the database (hint review_invalid, detail = the field). */
export const REVIEW_MESSAGES = {
  stars: 'Choose from 1 to 5 stars.',
  title: `Give your review a title of ${REVIEW_RULES.title.min} to ${REVIEW_RULES.title.max} characters.`,
  body: `Write ${REVIEW_RULES.body.min} to ${REVIEW_RULES.body.max.toLocaleString('en-US')} characters about the work and how the builder dealt with you.`,
  hired: 'Say whether you hired this builder.',
  projectType: 'Choose what the project was.',
  ownExperience: 'Confirm that this review is your own experience.',
  answer: `Write an answer of ${REVIEW_RULES.answer.min} to ${REVIEW_RULES.answer.max.toLocaleString('en-US')} characters.`,
  reason: 'Choose why you report this review.',
  note: 'Tell us what is wrong with this review (up to 1,000 characters).',
  linkInvalid: 'This review link is not valid. Use the link in the mail we sent you, exactly as it is.',
  linkExpired: 'This review link has expired.',
  editClosed: `A review can be changed for ${REVIEW_RULES.editableDays} days after it is posted; this one can no longer be changed.`,
  notReached: 'Your request has not reached this builder yet, so there is nothing to review.',
  removed: 'Our moderators removed this review for breaking our review guidelines, so it cannot be changed.',
  notFound: 'This review was not found.',
  alreadyAnswered: 'You have answered this review already: one public answer per review.',
  limit: 'Too many reviews or reports from your network in the last hour. Please try again later.',
  failed: 'We could not save this. Please try again.',
} as const;

/** The problems of a review as typed, field by field (empty when it can be sent). */
export function reviewProblems(input: ReviewInput): Partial<Record<ReviewField, string>> {
  const problems: Partial<Record<ReviewField, string>> = {};
  const title = input.title.trim().length;
  const body = input.body.trim().length;
  if (
    !Number.isInteger(input.stars) ||
    input.stars < REVIEW_RULES.stars.min ||
    input.stars > REVIEW_RULES.stars.max
  )
    problems.stars = REVIEW_MESSAGES.stars;
  if (title < REVIEW_RULES.title.min || title > REVIEW_RULES.title.max)
    problems.title = REVIEW_MESSAGES.title;
  if (body < REVIEW_RULES.body.min || body > REVIEW_RULES.body.max) problems.body = REVIEW_MESSAGES.body;
  if (input.hired === null) problems.hired = REVIEW_MESSAGES.hired;
  if (!(REVIEW_PROJECT_TYPES as readonly string[]).includes(input.projectType))
    problems.projectType = REVIEW_MESSAGES.projectType;
  if (!input.ownExperience) problems.ownExperience = REVIEW_MESSAGES.ownExperience;
  return problems;
}

/** A review from a submitted form's fields. */
export function reviewFromForm(form: { get(name: string): unknown }): ReviewInput {
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : '');
  const hired = text('hired');
  return {
    stars: Number(text('stars')),
    title: text('title'),
    body: text('body'),
    hired: hired === 'yes' ? true : hired === 'no' ? false : null,
    projectType: text('projectType'),
    ownExperience: text('ownExperience') === 'on',
  };
}

/** The problems of a report as typed. */
export function reportProblems(input: {
  reason: string;
  note: string;
}): Partial<Record<'reason' | 'note', string>> {
  if (!REVIEW_REPORT_REASONS.some((reason) => reason.value === input.reason))
    return { reason: REVIEW_MESSAGES.reason };
  const note = input.note.trim().length;
  if (input.note.length > REVIEW_RULES.reportNote.max || (input.reason === 'other' && note < 3))
    return { note: REVIEW_MESSAGES.note };
  return {};
}
