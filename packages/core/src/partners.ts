/**
 * A partner id (issue 5 of 9): what a partner site writes in a widget's `partner` attribute so the
 * requests it brings are credited to it. Lower-case letters, digits and hyphens, up to 63
 * characters; the database checks the same pattern (lead_partner_format).
 */
export const PARTNER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The heading a partner's quote form shows unless it sets `heading` or `no-heading`. */
export const PARTNER_QUOTE_HEADING = 'Get Free Pond Quotes';
