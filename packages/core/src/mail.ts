/** The From of our mails unless MAIL_FROM says otherwise (the job worker's and the local sign-in link's). */
export const DEFAULT_MAIL_FROM = 'Pond Builders Direct <hello@pondbuildersdirect.com>';

/**
 * The mails the database queues (the outbox's template) and the job worker renders, one React Email
 * component each: a template missing on either side is a mail queued and never sent.
 */
export const OUTBOX_TEMPLATES = [
  'planner-copy',
  'lead-to-builder',
  'lead-confirmation',
  'lead-withdrawn',
  'partner-application-received',
  'partner-approved',
  'partner-declined',
  'partner-site-proven',
  'partner-statement',
  'partner-site-check-failed',
  'builder-claim-decided',
  'request-quoted',
  'builder-request-digest',
  'check-expiring',
  'review-invitation',
  'review-posted',
  'request-decided',
  'request-message',
  'request-waiting',
] as const;
export type OutboxTemplate = (typeof OUTBOX_TEMPLATES)[number];
