// Signed webhooks (issue 25): the headers each delivery carries, and the example partners are given
// to check a signature (the /partners page shows it; @pond/mail's test runs it against real deliveries).

export const WEBHOOK_EVENTS = [
  'request.created',
  'request.routed',
  'request.withdrawn',
  'plan.created',
] as const;

/** How a receiver checks a delivery, in Node: the raw body as text, the headers, the secret. */
export const WEBHOOK_VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (text); secret: from your partner dashboard.
export function isFromPondBuilders(rawBody, headers, secret) {
  const timestamp = String(headers['pond-webhook-timestamp'] ?? '');
  const given = Buffer.from(String(headers['pond-webhook-signature'] ?? ''));
  const expected = Buffer.from('v1=' + createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex'));
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300; // refuse replays after 5 minutes
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}
`;
