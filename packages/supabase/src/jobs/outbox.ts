import type { Queryable } from './queryable.ts';

/** One row of public.email_outbox, as the job worker reads it. */
export interface OutboxMessage {
  id: string;
  template: string;
  to_email: string;
  to_name: string | null;
  payload: {
    plan_id?: string;
    lead_id?: string;
    partner_id?: string;
    month?: string;
    unproven?: boolean;
    failures?: number;
    claim_id?: string;
    lead_ids?: string[];
    check_id?: string;
    review_id?: string;
    reminder?: boolean;
    /** A homeowner's decision on a builder (request-decided) and the reason given to the others. */
    decision?: 'chosen' | 'declined';
    reason?: string | null;
    /** Which side a message mail goes to (request-message). */
    to?: 'builder' | 'homeowner';
    /** Why a request waits for other builders (request-waiting): its builders were silent, or one is not a fit. */
    why?: 'silent' | 'not_fit';
  };
  lead_id: string | null;
  contractor_id: string | null;
  application_id: string | null;
  site_id: string | null;
}

/** Claims a queued message to send: one already sent (or cancelled) is never sent again. */
export async function claimOutboxMessage(
  db: Queryable,
  id: string | undefined,
): Promise<OutboxMessage | null> {
  const { rows } = await db.query<OutboxMessage>(
    `update public.email_outbox set status = 'sending', attempts = attempts + 1, claimed_at = now()
      where id = $1 and status = 'queued'
      returning id, template, to_email, to_name, payload, lead_id, contractor_id, application_id, site_id`,
    [id],
  );
  return rows[0] ?? null;
}

/** A builder's copy of a request the homeowner withdrew since it was queued is cancelled, not sent. */
export async function cancelIfWithdrawn(db: Queryable, message: OutboxMessage): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.email_outbox o set status = 'cancelled', last_error = 'The homeowner withdrew the request.'
      where o.id = $1
        and exists (select 1 from public.lead_submissions l where l.id = $2 and l.withdrawn_at is not null)`,
    [message.id, message.lead_id],
  );
  return Boolean(rowCount);
}

export async function markMessageSent(db: Queryable, id: string): Promise<void> {
  await db.query(
    `update public.email_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`,
    [id],
  );
}

/** A failed try: queued again for the next, or 'failed' for staff after the last. */
export async function markMessageFailed(
  db: Queryable,
  id: string,
  error: string,
  last: boolean,
): Promise<void> {
  await db.query(`update public.email_outbox set status = $2, last_error = $3 where id = $1`, [
    id,
    last ? 'failed' : 'queued',
    error.slice(0, 1000),
  ]);
}
