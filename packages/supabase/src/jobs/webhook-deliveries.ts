import type { Queryable } from './queryable.ts';

export interface WebhookDelivery {
  id: string;
  event: string;
  data: unknown;
  created_at: Date;
  url: string | null;
  secret: string | null;
  signing: string;
}

/**
 * Claims a delivery for a try, with its partner's endpoint as it is now; one another worker has been
 * trying for over a minute is taken over.
 */
export async function claimWebhookDelivery(
  db: Queryable,
  id: string | undefined,
): Promise<WebhookDelivery | null> {
  const { rows } = await db.query<WebhookDelivery>(
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
  return rows[0] ?? null;
}

/** What a try came to: 'delivered', 'queued' for the next try, or 'failed'. */
export async function recordWebhookTry(
  db: Queryable,
  id: string,
  status: 'delivered' | 'queued' | 'failed',
  answer: { code?: number; error?: string },
): Promise<void> {
  await db.query(
    `update public.webhook_deliveries set status = $2, last_status = $3, last_error = $4,
            delivered_at = case when $2 = 'delivered' then now() end
      where id = $1`,
    [id, status, answer.code ?? null, answer.error?.slice(0, 300) ?? null],
  );
}
