import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { partnerRequest } from '../http-request.ts';
import { refusePrivateOrigin } from '../public-address.ts';

// Signed webhooks (issue 25): the job queue POSTs each queued delivery to the partner's endpoint,
// signed with HMAC-SHA256 over `{timestamp}.{body}` with the partner's secret. docs/WEBHOOKS.md tells
// partners how to check it. A failed try is recorded and retried with graphile-worker's backoff.

export const WEBHOOK_HEADERS = {
  id: 'pond-webhook-id',
  timestamp: 'pond-webhook-timestamp',
  signature: 'pond-webhook-signature',
} as const;
const TIMEOUT_MS = 10_000;

/** The signature of a body sent at a time (seconds since 1970), as the Pond-Webhook-Signature header carries it. */
export const signWebhook = (secret: string, timestamp: number, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * What a receiver does: the signature must be the body's, and the timestamp recent (five minutes), so
 * a captured request cannot be replayed later.
 */
export function verifyWebhook(input: {
  secret: string;
  body: string;
  timestamp: string;
  signature: string;
  nowSeconds?: number;
}): boolean {
  const sentAt = Number(input.timestamp);
  const now = input.nowSeconds ?? Date.now() / 1000;
  if (!Number.isInteger(sentAt) || Math.abs(now - sentAt) > 300) return false;
  const expected = Buffer.from(signWebhook(input.secret, sentAt, input.body));
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface Delivery {
  id: string;
  event: string;
  data: unknown;
  created_at: Date;
  url: string | null;
  secret: string | null;
}

/** The queue's `deliver_webhook` task. */
export function deliverWebhookTask(db: pg.Pool, options: { allowPrivate: boolean }): Task {
  return async (payload, helpers) => {
    const id = (payload as { id?: string }).id;
    const { rows } = await db.query<Delivery>(
      `with claimed as (
         update public.webhook_deliveries d
            set status = 'delivering', attempts = d.attempts + 1, last_attempt_at = now()
          where d.id = $1
            and (d.status = 'queued' or d.status = 'delivering' and d.last_attempt_at < now() - interval '1 minute')
          returning d.id, d.partner_id, d.event, d.data, d.created_at)
       select c.id, c.event, c.data, c.created_at, w.url, w.secret
         from claimed c left join public.partner_webhooks w on w.partner_id = c.partner_id`,
      [id],
    );
    const delivery = rows[0];
    if (!delivery) return;
    const record = (status: string, answer: { code?: number; error?: string }) =>
      db.query(
        `update public.webhook_deliveries set status = $2, last_status = $3, last_error = $4,
                delivered_at = case when $2 = 'delivered' then now() end
          where id = $1`,
        [delivery.id, status, answer.code ?? null, answer.error?.slice(0, 300) ?? null],
      );
    if (!delivery.url || !delivery.secret) {
      await record('failed', { error: 'The partner removed its endpoint.' });
      return;
    }
    const last = helpers.job.attempts >= helpers.job.max_attempts;
    const fail = async (answer: { code?: number; error: string }) => {
      await record(last ? 'failed' : 'queued', answer);
      throw new Error(answer.error);
    };
    const refused = options.allowPrivate ? null : await refusePrivateOrigin(new URL(delivery.url).origin);
    if (refused) return fail({ error: refused });
    const body = JSON.stringify({
      id: delivery.id,
      type: delivery.event,
      // Version 2 (issue 32): data says `attributed` and `confirmed`; `verified` (= attributed) goes next release.
      version: 2,
      created_at: delivery.created_at.toISOString(),
      data: delivery.data,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    let response: { status: number };
    try {
      response = await partnerRequest(delivery.url, {
        method: 'POST',
        timeoutMs: TIMEOUT_MS,
        maxBytes: 1024,
        allowPrivate: options.allowPrivate,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'PondBuildersDirect-Webhooks/1',
          [WEBHOOK_HEADERS.id]: delivery.id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(delivery.secret, timestamp, body),
        },
        body,
      });
    } catch (error) {
      return fail({ error: `Could not reach ${delivery.url}: ${(error as Error).message}` });
    }
    if (response.status >= 200 && response.status < 300) await record('delivered', { code: response.status });
    else await fail({ code: response.status, error: `${delivery.url} answered ${response.status}` });
  };
}
