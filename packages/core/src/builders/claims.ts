/**
 * Builders' accounts: the role their account carries in app_metadata with the listing's
 * contractor id, both set by the database when a claim is proven or approved, never by the browser.
 */
export const BUILDER_ROLE = 'builder';

/**
 * The longest note a claimant may leave for staff, and the longest reason staff may give a claimant
 * for their decision (the database's builder_claim_note and builder_claim_reason).
 */
export const CLAIM_LIMITS = { note: 1000, reason: 500 } as const;

/** The contractor id of a signed-in builder's account, when it is one. */
export function builderContractorIdOf(
  user: { app_metadata?: Record<string, unknown> } | null | undefined,
): string | undefined {
  const metadata = user?.app_metadata;
  return metadata?.role === BUILDER_ROLE && typeof metadata.contractor_id === 'string'
    ? metadata.contractor_id
    : undefined;
}

/** The claim page's and dashboard's words, and what each database refusal (its hint) tells the builder. */
export const CLAIM_MESSAGES = {
  sent: 'Check your business mailbox for a sign-in link. It works once, within an hour, and opens your dashboard.',
  mismatch:
    'That is not the business email we hold for this listing. Use that address, or ask us to check your claim instead.',
  taken:
    'This listing is already claimed. If it is your business, tell us below and we will look into it with you.',
  noEmail:
    'We hold no business email for this listing, so our team checks claims by hand. Tell us who you are below.',
  reviewSent:
    'Thank you. Our team will check your claim, usually within two working days, and write to the email you gave.',
  accountTaken:
    'This email belongs to another kind of account (staff or partner). Claim your listing with another address.',
  hasListing:
    'This account already keeps a listing. One account keeps one listing: sign in with another address.',
  nothingToClaim:
    'You are signed in, but no claim waits for this email. Claim your listing from its profile, or sign in with the address you claimed it with.',
  limit: 'Too many claims from this network, or of this listing. Please try again in an hour.',
} as const;

/** The database's hints for a claim refused, and the message each one shows. */
export const CLAIM_HINTS = {
  claim_email_mismatch: CLAIM_MESSAGES.mismatch,
  claim_taken: CLAIM_MESSAGES.taken,
  claim_no_email: CLAIM_MESSAGES.noEmail,
  claim_account_taken: CLAIM_MESSAGES.accountTaken,
  claim_has_listing: CLAIM_MESSAGES.hasListing,
  claim_limit: CLAIM_MESSAGES.limit,
} as const;
export type ClaimHint = keyof typeof CLAIM_HINTS;

/** An email with its local part hidden ('o•••@lotus-ponds.com'): enough to know which mailbox, no more. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * Whether a claimant's email is on their website's domain (or a subdomain of it): the first thing staff
 * weigh in a claim they check by hand.
 */
export function emailOnWebsiteDomain(email: string, website: string | null | undefined): boolean {
  const domain = email.split('@')[1]?.toLowerCase();
  if (!domain || !website) return false;
  let host: string;
  try {
    host = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  host = host.replace(/^www\./, '');
  return domain === host || domain.endsWith(`.${host}`) || host.endsWith(`.${domain}`);
}
