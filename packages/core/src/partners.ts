import { attributionParams, type Attribution } from './campaigns.ts';

/**
 * A partner id: what a partner site writes in a widget's `partner` attribute so the
 * requests it brings are credited to it. Lower-case letters, digits and hyphens, up to 63
 * characters; the database checks the same pattern (lead_partner_format).
 */
export const PARTNER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The heading a partner's quote form shows unless it sets `heading` or `no-heading`. */
export const PARTNER_QUOTE_HEADING = 'Get Free Pond Quotes';

/** The search parameter that carries a partner from its widget to our pages. */
export const PARTNER_PARAM = 'partner';

/**
 * A path of ours with the partner who sent the visitor (and the widget's campaign), so a
 * quote sent there credits them.
 */
export function withPartner(path: string, partner: string | undefined, attribution?: Attribution): string {
  if (!partner) return path;
  const [beforeHash, hash] = path.split('#', 2) as [string, string | undefined];
  const separator = beforeHash.includes('?') ? '&' : '?';
  const params = [[PARTNER_PARAM, partner], ...attributionParams(attribution)]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${beforeHash}${separator}${params}${hash ? `#${hash}` : ''}`;
}

/** The partner an address carries, when it is a valid partner id (anything else credits no one). */
export function partnerFromSearch(search: URLSearchParams): string | undefined {
  const partner = search.get(PARTNER_PARAM)?.trim().toLowerCase();
  return partner && PARTNER_ID_PATTERN.test(partner) ? partner : undefined;
}

/** The role a partner's account carries in app_metadata, set by the database. */
export const PARTNER_ROLE = 'partner';

/** The partner id of a signed-in account, when it is a partner's. */
export function partnerIdOf(
  user: { app_metadata?: Record<string, unknown> } | null | undefined,
): string | undefined {
  const metadata = user?.app_metadata;
  return metadata?.role === PARTNER_ROLE && typeof metadata.partner_id === 'string'
    ? metadata.partner_id
    : undefined;
}

/** What the partner sign-in says: the same whether or not the email is a partner's. */
export const PARTNER_SIGN_IN_TEXTS = {
  sent: 'Check your email for a sign-in link. It works once, within an hour.',
  expired: 'This sign-in link has expired or was already used. Ask for a new one below.',
  notPartner: 'This account is not a partner’s. Sign in with the email address of an approved partner.',
  failed: 'We could not reach the sign-in service. Check your connection and try again.',
} as const;

/** Where a partner serves its token, on each site it proves. */
export const PARTNER_TOKEN_PATH = '/.well-known/pond-partner.txt';
