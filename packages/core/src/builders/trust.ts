// What keeps the figures and badges about a builder true: each rule here has a twin in the database
// (named beside it), compared by a test on both sides.

/**
 * Our badges are ours. A listing's name or description may not borrow them: the check mark and star
 * symbols, and the words our checks and reviews earn (`private.carries_badge`).
 */
const BADGE_SYMBOLS = /[✓✔☑✅★☆⭐⭑🌟🏅🏆]/u;
/** Characters that show nothing (a soft hyphen, zero-width spaces and joiners, marks of direction). */
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060\uFEFF]/gu;
const BADGE_WORDS =
  /(?<![\p{L}\p{N}_])(verified|vetted|top[- ]?rated|best[- ]?rated|highest[- ]?rated|5[- ]?stars?|five[- ]?stars?)(?![\p{L}\p{N}_])/iu;

export function carriesBadge(text: string): boolean {
  // Read as shown: full-width and other compatibility forms folded, invisible characters gone.
  const shown = text.normalize('NFKC').replace(INVISIBLE, '');
  return BADGE_SYMBOLS.test(shown) || BADGE_WORDS.test(shown);
}

/**
 * Days a network a builder acted from (signing in, claiming, marking, editing) stays theirs: a
 * request from it within that time counts toward neither their reviews nor their response time
 * (`private.own_network_days`).
 */
export const OWN_NETWORK_DAYS = 90;

/** Days an approved claim waits to be used before it lapses (`private.claim_approval_days`). */
export const CLAIM_APPROVAL_DAYS = 14;

/**
 * Acts counted per hour before anything is compared or written (`private.act_limits`): claims from
 * one network and of one listing, review submissions and reports from one network.
 */
export const ACT_LIMITS = {
  'claim-network': 5,
  'claim-listing': 5,
  // Claims for staff to check count apart: they never use up a listing's claims by email.
  'claim-review-listing': 5,
  review: 10,
  report: 10,
  // Messages one side sends to one thread (MESSAGE_LIMITS.perHour).
  'request-message': 10,
} as const;
