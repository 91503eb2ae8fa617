// Signed webhooks, on Standard Webhooks (standardwebhooks.com) so partners can check them with an
// existing library in their own language: the headers each delivery carries, and the example
// partners are given to check one (the /partners page shows it; @pond/jobs's test runs it against
// real deliveries).

/** The Standard Webhooks headers. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/**
 * The previous scheme, still sent beside the standard one to endpoints marked `pond-v1` until
 * PREVIOUS_WEBHOOK_SIGNING_ENDS, so their receivers can move over: pond-webhook-* headers, `v1=` and
 * the hex HMAC-SHA256 of `{timestamp}.{body}` keyed with the secret's text. Every delivery is signed
 * the standard way; rotating the secret drops the previous scheme for that endpoint at once.
 */
export const PREVIOUS_WEBHOOK_HEADERS = {
  id: 'pond-webhook-id',
  timestamp: 'pond-webhook-timestamp',
  signature: 'pond-webhook-signature',
} as const;
export const PREVIOUS_WEBHOOK_SIGNING_ENDS = '2027-02-01';

/** Whether an endpoint on the previous scheme still gets it on a day (ISO date). */
export const keepsPreviousSigning = (signing: string, today: string) =>
  signing === 'pond-v1' && today < PREVIOUS_WEBHOOK_SIGNING_ENDS;

/** The schemes an endpoint is marked with: every endpoint made now is 'standard'. */
export const WEBHOOK_SIGNINGS = ['standard', 'pond-v1'] as const;

/** What a partner's endpoint is told of, the /partners page's list (the database's webhook_event). */
export const WEBHOOK_EVENTS = [
  'request.created',
  'request.routed',
  'request.withdrawn',
  'request.confirmed',
  'plan.created',
] as const;

/**
 * A partner's endpoint: https, or plain http on the partner's own machine while they build their
 * receiver (deliveries carry homeowners' details, so nothing else travels unencrypted).
 */
export const WEBHOOK_URL_PATTERN =
  /^(https:\/\/[^\s/?#]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?(\/|$))/;
export const WEBHOOK_URL_MAX = 500;

/** Libraries for other languages, from the specification's authors. */
export const STANDARD_WEBHOOKS_LIBRARIES =
  'https://github.com/standard-webhooks/standard-webhooks/tree/main/libraries';

/** How a receiver checks a delivery, in Node, with the standardwebhooks package. */
export const WEBHOOK_VERIFY_EXAMPLE = `import { Webhook } from 'standardwebhooks';

// rawBody: the request body exactly as received (text); headers: the request's headers;
// secret: from your partner dashboard (whsec_…). Refuses a changed body and replays after 5 minutes.
export function isFromPondBuilders(rawBody, headers, secret) {
  try {
    new Webhook(secret).verify(rawBody, headers);
    return true;
  } catch {
    return false;
  }
}
`;
