// Requests a builder could not use: what a builder may say of one, how staff decide, and the limits
// that keep flags from erasing a builder's record (public.flag_request says the same).

export const REQUEST_FLAG_REASONS = [
  { value: 'could_not_reach', label: 'Could not reach them (a wrong number, a mail that bounced)' },
  { value: 'not_real', label: 'Not a real request' },
] as const;
export type RequestFlagReason = (typeof REQUEST_FLAG_REASONS)[number]['value'];

export const isRequestFlagReason = (value: string): value is RequestFlagReason =>
  REQUEST_FLAG_REASONS.some((reason) => reason.value === value);

/** At most 3 flags in 30 days, never on more than 20 % of a builder's requests (private.request_flag_limits). */
export const REQUEST_FLAG_LIMITS = {
  perMonth: 3,
  sharePercent: 20,
  note: 500,
  decision: { min: 10, max: 500 },
};

export const REQUEST_FLAG_MESSAGES = {
  reason: 'Choose why you could not use it.',
  note: `Keep the note to ${REQUEST_FLAG_LIMITS.note} characters.`,
  exists: 'You flagged this request already.',
  limit: 'You have flagged as many requests as we take for now: staff look at those first.',
  decisionReason: `Say why, in ${REQUEST_FLAG_LIMITS.decision.min} to ${REQUEST_FLAG_LIMITS.decision.max} characters.`,
  sent: 'Flagged: our staff look at it. Until they agree, it counts as any request.',
} as const;

export interface RequestFlagState {
  reason: string;
  status: string;
  decision_reason: string | null;
}

const labelOf = (reason: string) =>
  REQUEST_FLAG_REASONS.find((option) => option.value === reason)?.label ?? reason;

/** What the builder's inbox says of its flag. */
export function requestFlagText(flag: RequestFlagState): string {
  const what = labelOf(flag.reason);
  if (flag.status === 'confirmed')
    return `Flagged “${what}”: our staff agreed (${flag.decision_reason}). It is not in your response figures.`;
  if (flag.status === 'refused')
    return `Flagged “${what}”: our staff did not agree (${flag.decision_reason}). It counts as any request.`;
  return `Flagged “${what}”: waiting for our staff. Until they agree, it counts as any request.`;
}

export const requestFlagReasonLabel = labelOf;
