import { JOB_POLICY, LOOPBACK_ONLY_TEXT, parseReviewLink } from '@pond/core';
import { readJobPolicy } from '@pond/supabase/jobs';
import { getWithHost } from '@pond/supabase/get-with-host';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { OUTBOX_TEMPLATES } from '../src/compose.ts';
import { startMailCatcher, type MailCatcher, type JobWorker } from '../src/index.ts';
import { drained, until } from './until.ts';
import { startTestWorker } from './test-worker.ts';

const db = new pg.Pool({ connectionString: inject('stack').dbUrl });
let catcher: MailCatcher;
let worker: JobWorker | undefined;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 27025, webPort: 27080 });
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});
afterAll(async () => {
  await catcher.stop();
  await db.end();
});

const startWorker = async () => (worker = await startTestWorker(catcher));

/** A saved request, sent to three builders that have an address; returns its outbox messages. */
async function requestToThreeBuilders(email: string) {
  const token = crypto.randomUUID();
  const lead = (
    await db.query<{ id: string }>(
      `insert into public.lead_submissions (name, email, phone, project_type, location, source, choice_token)
       values ('Outage Tester', $1, '512-555-0100', 'Koi Pond Construction', 'Austin, TX', '/test', $2)
       returning id`,
      [email, token],
    )
  ).rows[0]!.id;
  const builders = (
    await db.query<{ id: string }>(
      `select c.id from public.contractors c join public.contractor_emails e on e.contractor_id = c.id
        order by c.id limit 3`,
    )
  ).rows.map((row) => row.id);
  await db.query(`select * from public.choose_builders($1, $2, $3, 'builder-choice-2026-11')`, [
    lead,
    token,
    builders,
  ]);
  return (
    await db.query<{ id: string; to_email: string }>(
      'select id, to_email from public.email_outbox where lead_id = $1 order by created_at',
      [lead],
    )
  ).rows;
}

describe('the queue policy', () => {
  it('is written from core at start and read by the SQL that queues each kind of job', async () => {
    await startWorker();
    expect(await readJobPolicy(db)).toEqual(JOB_POLICY);
    await worker!.stop();
    worker = undefined;
    // With the worker stopped, what the database queues waits in the queue's table, as the policy says.
    const queued = await requestToThreeBuilders('policy@example.com');
    const plan = (
      await db.query<{ id: string }>(
        `insert into public.email_outbox (template, to_email, payload)
         values ('planner-copy', 'policy@example.com', '{}') returning id`,
      )
    ).rows[0]!.id;
    const jobs = (
      await db.query<{ key: string; max_attempts: number; delay: number }>(
        `select key, max_attempts, extract(epoch from run_at - created_at)::float8 as delay
           from graphile_worker.jobs where key = any($1)`,
        [[...queued.map((m) => `mail:${m.id}`), `mail:${plan}`]],
      )
    ).rows;
    expect(jobs).toHaveLength(queued.length + 1);
    for (const job of jobs) expect(job.max_attempts).toBe(JOB_POLICY.send_mail.attempts);
    const planJob = jobs.find((job) => job.key === `mail:${plan}`)!;
    expect(planJob.delay).toBeCloseTo(JOB_POLICY.send_mail.delaySeconds['planner-copy'], 0);
    // Nothing of this test is sent later by another.
    await db.query(`update public.email_outbox set status = 'cancelled' where id = any($1)`, [
      [...queued.map((m) => m.id), plan],
    ]);
    await db.query('select graphile_worker.remove_job(key) from graphile_worker.jobs where key = any($1)', [
      jobs.map((job) => job.key),
    ]);
  });
});

describe('the job worker', () => {
  it('delivers every message exactly once across an SMTP outage, with the error visible meanwhile', async () => {
    await catcher.pause();
    const queued = await requestToThreeBuilders('outage@example.com');
    expect(queued).toHaveLength(4); // three builders and the homeowner's confirmation
    await startWorker();
    // While the mail server is down, each message records its failure and waits for a retry.
    const failing = await until('the failures to be recorded', async () => {
      const rows = (
        await db.query<{ status: string; attempts: number; last_error: string | null }>(
          'select status, attempts, last_error from public.email_outbox where id = any($1)',
          [queued.map((m) => m.id)],
        )
      ).rows;
      return rows.every((row) => row.attempts >= 1 && row.last_error) && rows;
    });
    expect(failing.every((row) => row.status === 'queued')).toBe(true);
    expect(failing[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(catcher.messages()).toHaveLength(0);

    await catcher.resume();
    await until('every message to be sent', async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from public.email_outbox where id = any($1) and status = 'sent'`,
        [queued.map((m) => m.id)],
      );
      return rows[0]!.n === queued.length;
    });
    // Every try of these messages is over: a second delivery of a retried job would have arrived.
    await drained(db, 'send_mail', 'key = any($2::text[])', [queued.map((m) => `mail:${m.id}`)]);
    const received = catcher.messages().filter((mail) => queued.some((m) => mail.messageId?.includes(m.id)));
    expect(received).toHaveLength(queued.length);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(queued.length);
    for (const message of queued)
      expect(received.find((mail) => mail.messageId?.includes(message.id))?.to).toEqual([message.to_email]);
  });

  it('sends mail queued before the worker started, and never a builder copy of a withdrawn request', async () => {
    const queued = await requestToThreeBuilders('withdrawn@example.com');
    const lead = (await db.query('select lead_id from public.email_outbox where id = $1', [queued[0]!.id]))
      .rows[0].lead_id as string;
    await db.query('update public.lead_submissions set withdrawn_at = now() where id = $1', [lead]);
    const before = catcher.messages().length;
    await startWorker();
    await until('the queue to settle', async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from public.email_outbox where lead_id = $1 and status in ('queued', 'sending')`,
        [lead],
      );
      return rows[0]!.n === 0;
    });
    const statuses = (
      await db.query<{ template: string; status: string }>(
        'select template, status from public.email_outbox where lead_id = $1',
        [lead],
      )
    ).rows;
    expect(statuses.filter((s) => s.template === 'lead-to-builder').map((s) => s.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    // (A monthly statement the schedule may send on a month's first days is not this test's.)
    const newMail = catcher
      .messages()
      .slice(before)
      .filter((mail) => !mail.subject.includes('statement'));
    expect(newMail.map((mail) => mail.to)).toEqual([['withdrawn@example.com']]);
  });

  it('sends HTML with its plain-text twin, both with the signed withdraw link, and the mailbox shows both', async () => {
    const queued = await requestToThreeBuilders('twin@example.com');
    await startWorker();
    const confirmation = await until('the confirmation to arrive', async () =>
      catcher.messages().find((mail) => mail.to.includes('twin@example.com')),
    );
    const inText = /https?:\/\/\S+\/withdraw-request\?\S+/.exec(confirmation.text)?.[0];
    expect(inText).toMatch(/request=[0-9a-f-]{36}&expires=\d+&signature=/);
    expect(confirmation.html).toContain(`href="${inText!.replaceAll('&', '&amp;')}"`);
    expect(confirmation.html).toContain('src="http://localhost:3000/mail-logo.png"');
    // A builder's copy is HTML too, and carries no withdraw link.
    const toBuilder = catcher.messages().find((mail) => mail.to.includes(queued[0]!.to_email));
    expect(toBuilder?.html).toContain('chose you on Pond Builders Direct');
    expect(toBuilder?.html).not.toContain('withdraw-request');

    const mailbox = await (await fetch(`${catcher.webUrl}/?width=320`)).text();
    expect(mailbox).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(mailbox).toContain('style="width:320px" srcdoc="&#60;!DOCTYPE html');
    const json = (await (await fetch(`${catcher.webUrl}/messages`)).json()) as { html: string | null }[];
    expect(
      json.every((mail) => typeof mail.html === 'string' && mail.html.startsWith('<!DOCTYPE html')),
    ).toBe(true);
    const previews = await (await fetch(`${catcher.webUrl}/previews`)).text();
    for (const template of OUTBOX_TEMPLATES) expect(previews).toContain(`<code>${template}</code>`);
  });

  it('answers only requests that name it by a loopback name (no page of another origin reads the mail)', async () => {
    const rebound = await getWithHost(`${catcher.webUrl}/messages`, 'attacker.example:1080');
    expect(rebound.status).toBe(421);
    expect(rebound.body).toBe(LOOPBACK_ONLY_TEXT);
    expect(rebound.body).not.toContain('@');
    const local = await getWithHost(`${catcher.webUrl}/messages`, new URL(catcher.webUrl).host);
    expect(local.status).toBe(200);
    expect((await getWithHost(`${catcher.webUrl}/messages`, 'localhost')).status).toBe(200);
  });

  it('invites a homeowner to review a builder with a link the database accepts, and tells the builder of the review', async () => {
    const email = `reviewer-${Date.now()}@example.com`;
    const lead = (
      await db.query<{ id: string }>(
        `insert into public.lead_submissions (name, email, phone, project_type, city, state, created_at)
         values ('Rita Moreno', $1, '512-555-0100', 'Koi Pond Construction', 'Austin', 'TX', now() - interval '15 days')
         returning id`,
        [email],
      )
    ).rows[0]!.id;
    const { contractor_id: builder, email: builderEmail } = (
      await db.query<{ contractor_id: string; email: string }>(
        'select contractor_id, email from public.contractor_emails order by contractor_id limit 1',
      )
    ).rows[0]!;
    await db.query(
      `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, chosen_at, contacted_at)
       values ($1, $2, 1, 'The worker test chose this builder', 'email', now() - interval '15 days', now() - interval '14 days')`,
      [lead, builder],
    );
    await db.query('select private.queue_review_invitations()');
    await startWorker();
    const invitation = await until('the invitation to arrive', async () =>
      catcher.messages().find((mail) => mail.to.includes(email)),
    );
    expect(invitation.subject).toMatch(/^How did it go with /);
    const link = parseReviewLink(new URL(/https?:\/\/\S+\/review\?\S+/.exec(invitation.text)![0]).search);
    expect(link).toMatchObject({ request: lead, builder });
    await db.query(
      `select * from public.submit_review($1, $2, $3, $4, 5, 'Great pond', $5, true, 'Koi Pond Construction', true)`,
      [
        link!.request,
        link!.builder,
        link!.expires,
        link!.signature,
        'They built our koi pond in a week and cleaned up every evening before leaving.',
      ],
    );
    const posted = await until('the builder to hear of the review', async () =>
      catcher
        .messages()
        .find((mail) => mail.to.includes(builderEmail) && mail.subject.startsWith('New review of')),
    );
    expect(posted.text).toContain('Rita, Austin');
    expect(posted.text).toContain('Great pond');
    await db.query('delete from public.reviews where lead_id = $1', [lead]);
    await db.query('delete from public.lead_submissions where id = $1', [lead]);
  });
});
