import { createHmac } from 'node:crypto';
import { PREVIOUS_WEBHOOK_HEADERS, WEBHOOK_HEADERS, keepsPreviousSigning } from '@pond/core';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { partnerRequest } from '../http-request.ts';
import { refusePrivateOrigin } from '../public-address.ts';

// Signed webhooks (issue 25; Standard Webhooks since issue 36): the job queue POSTs each queued
// delivery to the partner's endpoint, signed with the standardwebhooks package (webhook-id,
// webhook-timestamp, webhook-signature). An endpoint made before keeps the previous scheme until
// PREVIOUS_WEBHOOK_SIGNING_ENDS or its secret is rotated. A failed try is recorded and retried with
// graphile-worker's backoff.

const TIMEOUT_MS = 10_000;

/**
 * The signature headers of a body sent at a time (seconds since 1970): the standard ones always, and
 * for an endpoint on the previous scheme, until it ends, the previous ones too (the names do not
 * clash), so its partner can move their check first and rotate the secret after.
 */
export function signatureHeaders(
  delivery: { id: string; secret: string; signing: string },
  timestamp: number,
  body: string,
  today = new Date().toISOString().slice(0, 10),
): Record<string, string> {
  const standard = {
    [WEBHOOK_HEADERS.id]: delivery.id,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: new Webhook(delivery.secret).sign(
      delivery.id,
      new Date(timestamp * 1000),
      body,
    ),
  };
  if (keepsPreviousSigning(delivery.signing, today))
    return {
      ...standard,
      [PREVIOUS_WEBHOOK_HEADERS.id]: delivery.id,
      [PREVIOUS_WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [PREVIOUS_WEBHOOK_HEADERS.signature]: `v1=${createHmac('sha256', delivery.secret).update(`${timestamp}.${body}`).digest('hex')}`,
    };
  return standard;
}

interface Delivery {
  id: string;
  event: string;
  data: unknown;
  created_at: Date;
  url: string | null;
  secret: string | null;
  signing: string;
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
       select c.id, c.event, c.data, c.created_at, w.url, w.secret, coalesce(w.signing, 'standard') as signing
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
          ...signatureHeaders(
            { id: delivery.id, secret: delivery.secret, signing: delivery.signing },
            timestamp,
            body,
          ),
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
