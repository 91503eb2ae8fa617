// The published review guidelines (/reviews/guidelines): what staff may remove a review for,
// what anyone may report it for, and what we never remove. Apart from the rating rules so that pages
// and widgets that only show ratings do not carry these texts.

/**
 * Why a review may be removed: the published guidelines' list (/reviews/guidelines). Staff pick one
 * for every removal; anyone reporting picks one, or "other".
 */
export const REVIEW_REMOVAL_REASONS = [
  {
    value: 'private-information',
    label: 'Shares private information',
    rule: 'It shares someone’s private information: a home address, a phone number, an email address, a licence plate, or details of someone’s health or family.',
  },
  {
    value: 'hate-or-harassment',
    label: 'Hate, harassment or threats',
    rule: 'It attacks people for who they are, threatens anyone, or uses obscene language about a person.',
  },
  {
    value: 'not-about-this-builder',
    label: 'Not about this builder',
    rule: 'It is not about this builder’s work or how they dealt with the homeowner: a review of another business, or of us.',
  },
  {
    value: 'conflict-of-interest',
    label: 'Conflict of interest',
    rule: 'It was written by someone with a stake: the builder, their staff or family, a competitor, or someone paid or given anything for it.',
  },
  {
    value: 'advertising-or-spam',
    label: 'Advertising or spam',
    rule: 'It advertises something, links elsewhere to sell, or repeats the same text as another review.',
  },
  {
    value: 'illegal-content',
    label: 'Unlawful content',
    rule: 'A court has found it defamatory, or it breaks the law in another way we are told of by a court or authority.',
  },
] as const;
export type RemovalReason = (typeof REVIEW_REMOVAL_REASONS)[number]['value'];

/** What a report may give as its reason: a guideline, or "other" with a note. */
export const REVIEW_REPORT_REASONS = [
  ...REVIEW_REMOVAL_REASONS.map(({ value, label }) => ({ value, label })),
  { value: 'other', label: 'Something else (tell us below)' },
] as const;
export type ReportReason = (typeof REVIEW_REPORT_REASONS)[number]['value'];

/** What we never remove a review for, as the guidelines page says it. */
export const REVIEW_NEVER_REMOVED = [
  'A review is never removed for being negative, or for giving a low star rating.',
  'A review is never removed because the builder asks us to, offers a refund, or has refunded the homeowner since.',
  'A review is never removed because the builder advertises with us, partners with us, or pays us for anything.',
  'A review is never removed for describing prices, delays, mistakes or how a dispute went, as the homeowner saw them.',
  'A review is never edited by us: we publish it as written, or remove it whole for a reason on this page.',
] as const;
