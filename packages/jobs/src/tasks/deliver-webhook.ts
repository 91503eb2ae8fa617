import { createHmac } from 'node:crypto';
import { PREVIOUS_WEBHOOK_HEADERS, WEBHOOK_HEADERS, keepsPreviousSigning } from '@pond/core';
import { claimWebhookDelivery, recordWebhookTry } from '@pond/supabase/jobs';
import { Webhook } from 'standardwebhooks';
import { partnerRequest } from '../http-request.ts';
import { refusePrivateOrigin } from '../public-address.ts';
import type { JobDefinition } from './task.ts';

// Signed webhooks (Standard Webhooks): the job queue POSTs each queued
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

/** A partner's webhook delivery: one try, recorded; the queue retries a failed one (JOB_POLICY). */
export const deliverWebhook: JobDefinition = {
  name: 'deliver_webhook',
  make:
    ({ db, allowPrivate }) =>
    async (payload, helpers) => {
      const id = (payload as { id?: string }).id;
      const delivery = await claimWebhookDelivery(db, id);
      if (!delivery) return;
      const record = (status: 'delivered' | 'queued' | 'failed', answer: { code?: number; error?: string }) =>
        recordWebhookTry(db, delivery.id, status, answer);
      if (!delivery.url || !delivery.secret) {
        await record('failed', { error: 'The partner removed its endpoint.' });
        return;
      }
      const last = helpers.job.attempts >= helpers.job.max_attempts;
      const fail = async (answer: { code?: number; error: string }) => {
        await record(last ? 'failed' : 'queued', answer);
        throw new Error(answer.error);
      };
      const refused = allowPrivate ? null : await refusePrivateOrigin(new URL(delivery.url).origin);
      if (refused) return fail({ error: refused });
      const body = JSON.stringify({
        id: delivery.id,
        type: delivery.event,
        // Version 2: data says `attributed` and `confirmed`; `verified` (= attributed) goes next release.
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
          allowPrivate: allowPrivate,
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
      if (response.status >= 200 && response.status < 300)
        await record('delivered', { code: response.status });
      else await fail({ code: response.status, error: `${delivery.url} answered ${response.status}` });
    },
};
