import type { JobPolicy } from '@pond/core';
import type { Queryable } from './queryable.ts';

/**
 * Writes the queue's policy (@pond/core's JOB_POLICY) where the SQL that queues jobs reads it
 * (private.job_policy); a task no longer in it is removed.
 */
export async function writeJobPolicy(
  db: Queryable,
  policy: Readonly<Record<string, JobPolicy>>,
): Promise<void> {
  const rows = Object.entries(policy).map(([task, { attempts, delaySeconds }]) => ({
    task,
    max_attempts: attempts,
    delays: delaySeconds ?? {},
  }));
  await db.query(
    `with given as (select * from jsonb_to_recordset($1::jsonb) as g(task text, max_attempts integer, delays jsonb)),
          gone as (delete from private.job_policy p where not exists (select 1 from given g where g.task = p.task))
     insert into private.job_policy (task, max_attempts, delays) select task, max_attempts, delays from given
     on conflict (task) do update set max_attempts = excluded.max_attempts, delays = excluded.delays`,
    [JSON.stringify(rows)],
  );
}

/** The policy as the database holds it, task by task. */
export async function readJobPolicy(db: Queryable): Promise<Record<string, JobPolicy>> {
  const { rows } = await db.query<{ task: string; max_attempts: number; delays: Record<string, number> }>(
    'select task, max_attempts, delays from private.job_policy order by task',
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.task,
      { attempts: row.max_attempts, ...(Object.keys(row.delays).length ? { delaySeconds: row.delays } : {}) },
    ]),
  );
}

/**
 * What waits from before the queue existed, or was dropped by a worker that died, queued again; and
 * every waiting job held to the policy as it is now.
 */
export async function queueWhatWaits(db: Queryable): Promise<{ mail: number; webhooks: number }> {
  // A message left 'sending' for 10 minutes by a worker that died mid-send is tried again (it may
  // have gone out: at least once), not one another worker is sending now.
  await db.query(
    `update public.email_outbox set status = 'queued'
      where status = 'sending' and claimed_at < now() - interval '10 minutes'`,
  );
  const mail = await db.query(
    `select private.add_job('send_mail', json_build_object('id', o.id), 'mail:' || o.id,
                            p_kind => o.template, p_job_key_mode => 'preserve_run_at')
       from public.email_outbox o where o.status = 'queued'`,
  );
  const webhooks = await db.query(
    `select private.add_job('deliver_webhook', json_build_object('id', d.id), 'webhook:' || d.id,
                            'webhook:' || d.partner_id, p_job_key_mode => 'preserve_run_at')
       from public.webhook_deliveries d where d.status = 'queued' and d.attempts = 0`,
  );
  // Jobs queued before this policy (by an older worker's, or before it was first written) follow it now.
  await db.query(
    `select graphile_worker.reschedule_jobs(array_agg(j.id), max_attempts => p.max_attempts)
       from graphile_worker.jobs j join private.job_policy p on p.task = j.task_identifier
      where j.max_attempts <> p.max_attempts and j.locked_at is null
      group by p.task, p.max_attempts`,
  );
  return { mail: mail.rowCount ?? 0, webhooks: webhooks.rowCount ?? 0 };
}
