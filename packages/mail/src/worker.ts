import { DEFAULT_MAIL_FROM } from '@pond/core';
import { Logger, run, runMigrations, type Runner, type Task } from 'graphile-worker';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { composeMail, type OutboxMessage } from './compose.ts';
import {
  BUILDER_DIGESTS_CRONTAB,
  END_PAUSES_CRONTAB,
  EXPIRE_CHECKS_CRONTAB,
  REVIEW_INVITATIONS_CRONTAB,
  builderDigestsTask,
  endPastPausesTask,
  expireChecksTask,
  reviewInvitationsTask,
} from './tasks/builder-schedule.ts';
import { deliverWebhookTask } from './tasks/deliver-webhook.ts';
import { MONTHLY_STATEMENTS_CRONTAB, monthlyStatementsTask } from './tasks/monthly-statements.ts';
import { proveSiteTask, RECHECK_SITES_CRONTAB, recheckSitesTask } from './tasks/prove-site.ts';
import { photoFilesTask, processPhotoTask } from './tasks/process-photo.ts';
import { purgePagesTask, type PagePurge } from './tasks/purge-pages.ts';

/** Tries per message before it is marked failed for staff; graphile-worker waits exp(n) s between. */
export const MAIL_ATTEMPTS = 10;

export interface MailWorkerOptions {
  /** A PostgreSQL connection that owns the outbox (the service's own; never a browser's). */
  databaseUrl: string;
  /** smtp://user:pass@host:port (smtps:// for TLS). */
  smtpUrl: string;
  /** Where links in mails point: the site's public address. */
  siteUrl: string;
  /** The From of every mail. */
  from?: string;
  /** Where the site takes page purges (issue 33); without it, changed pages wait for their expiry. */
  purge?: PagePurge;
  log?: (line: string) => void;
}

export interface MailWorker {
  stop(): Promise<void>;
}

/** Messages sent at once: as many as the pool has connections. */
const WORKER_CONCURRENCY = 8;

/**
 * Keeps a few SMTP connections open and sends over them, rather than one connection per message
 * (nodemailer's pool); an SMTP_URL that says `pool=false` or sets its own pool is left as it is.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections'))
    url.searchParams.set('maxConnections', String(WORKER_CONCURRENCY));
  return url.toString();
}

/** The From of every mail unless MAIL_FROM says otherwise. */
export const DEFAULT_FROM = DEFAULT_MAIL_FROM;

/**
 * Sends the outbox (public.email_outbox) through SMTP. Each queued message is a job of
 * graphile-worker's queue in the same database (the outbox's insert trigger adds it; messages
 * queued before the worker ever ran are added here at start). A message is claimed, rendered, sent
 * and marked sent; a failure is recorded on the message with its error and retried with backoff,
 * and after MAIL_ATTEMPTS tries the message is 'failed' for staff to see.
 */
export async function startMailWorker(options: MailWorkerOptions): Promise<MailWorker> {
  const log = options.log ?? ((line: string) => console.log(`[mail] ${line}`));
  const db = new pg.Pool({ connectionString: options.databaseUrl, max: WORKER_CONCURRENCY + 2 });
  // A dropped idle connection (the database restarting) is reported, not a crash; the pool reconnects.
  db.on('error', (error) => log(`database connection lost: ${error.message}`));
  db.on('connect', (client) =>
    client.on('error', (error) => log(`database connection lost: ${error.message}`)),
  );
  const transport = nodemailer.createTransport(pooled(options.smtpUrl));
  const allowPrivate = ['localhost', '127.0.0.1'].includes(new URL(options.siteUrl).hostname);
  const from = options.from ?? DEFAULT_FROM;

  const sendMail: Task = async (payload, helpers) => {
    const id = (payload as { id?: string }).id;
    // Claim it: a message already sent (or cancelled by a withdrawal) is never sent again.
    const claimed = await db.query<OutboxMessage>(
      `update public.email_outbox set status = 'sending', attempts = attempts + 1, claimed_at = now()
        where id = $1 and status = 'queued'
        returning id, template, to_email, to_name, payload, lead_id, contractor_id, application_id, site_id`,
      [id],
    );
    const message = claimed.rows[0];
    if (!message) return;
    try {
      // A builder's copy of a request withdrawn since it was queued is not sent.
      if (message.template === 'lead-to-builder') {
        const withdrawn = await db.query(
          'select 1 from public.lead_submissions where id = $1 and withdrawn_at is not null',
          [message.lead_id],
        );
        if (withdrawn.rowCount) {
          await db.query(
            `update public.email_outbox set status = 'cancelled', last_error = 'The homeowner withdrew the request.'
              where id = $1`,
            [message.id],
          );
          return;
        }
      }
      const mail = await composeMail(db, message, options.siteUrl);
      await transport.sendMail({
        from,
        to: message.to_name ? { name: message.to_name, address: message.to_email } : message.to_email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        // One id per outbox message, so a receiving system can tell a resend from a new message.
        messageId: `<${message.id}@pondbuildersdirect.com>`,
      });
      await db.query(
        `update public.email_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`,
        [message.id],
      );
      log(`sent ${message.template} to ${message.to_email}`);
    } catch (error) {
      const last = helpers.job.attempts >= helpers.job.max_attempts;
      await db.query(`update public.email_outbox set status = $2, last_error = $3 where id = $1`, [
        message.id,
        last ? 'failed' : 'queued',
        (error as Error).message.slice(0, 1000),
      ]);
      log(
        `could not send ${message.template} to ${message.to_email} (try ${helpers.job.attempts} of ${helpers.job.max_attempts}): ${(error as Error).message}`,
      );
      throw error;
    }
  };

  const logger = new Logger(() => (level, message) => {
    if (level === 'error') log(message);
  });
  let runner: Runner;
  try {
    await runMigrations({ pgPool: db, logger });
    // Before any job runs: a message left 'sending' for 10 minutes by a worker that died mid-send is
    // tried again (it may have gone out: at least once), not one another worker is sending now; and
    // messages queued before the queue existed become jobs.
    await db.query(
      `update public.email_outbox set status = 'queued'
        where status = 'sending' and claimed_at < now() - interval '10 minutes'`,
    );
    const waiting = await db.query(`
      select graphile_worker.add_job('send_mail', json_build_object('id', o.id), job_key => 'mail:' || o.id,
                                     max_attempts => ${MAIL_ATTEMPTS}, job_key_mode => 'preserve_run_at')
        from public.email_outbox o where o.status = 'queued'`);
    if (waiting.rowCount) log(`queued ${waiting.rowCount} message(s) waiting in the outbox`);
    // Webhook deliveries queued before the queue existed, likewise (issue 25).
    await db.query(`
      select graphile_worker.add_job('deliver_webhook', json_build_object('id', d.id), job_key => 'webhook:' || d.id,
                                     max_attempts => 8, job_key_mode => 'preserve_run_at',
                                     queue_name => 'webhook:' || d.partner_id)
        from public.webhook_deliveries d where d.status = 'queued' and d.attempts = 0`);
    runner = await run({
      pgPool: db,
      concurrency: WORKER_CONCURRENCY,
      noHandleSignals: true,
      pollInterval: 2000,
      logger,
      // The queue also proves partners' sites (issue 24: a fetch of their token file) and delivers
      // their webhooks (issue 25). Private addresses only when the site itself runs on this machine.
      taskList: {
        send_mail: sendMail,
        prove_site: proveSiteTask(db, { allowPrivate }),
        // Proven sites are checked again (issue 32): monthly, and daily while one fails.
        recheck_partner_sites: recheckSitesTask(db, { allowPrivate }),
        deliver_webhook: deliverWebhookTask(db, { allowPrivate }),
        monthly_statements: monthlyStatementsTask(db, log),
        // Pages that show changed builders are purged from the site's cache (issue 33).
        purge_pages: purgePagesTask(options.purge, log),
        // Builders' photos re-encoded, and their files hidden, shown or deleted (issue 34), through the
        // same door of the site as the purge.
        process_photo: processPhotoTask(db, options.purge, log),
        photo_files: photoFilesTask(options.purge),
        // Builders' morning digests, and pauses that end on their own (issue 34).
        builder_digests: builderDigestsTask(db, log),
        end_past_pauses: endPastPausesTask(db, log),
        // Checks that end stop counting; builders are reminded before (issue 35).
        expire_checks: expireChecksTask(db, log),
        // Homeowners we connected are invited to review the builders they chose (issue 35).
        review_invitations: reviewInvitationsTask(db, log),
      },
      crontab: [
        MONTHLY_STATEMENTS_CRONTAB,
        RECHECK_SITES_CRONTAB,
        BUILDER_DIGESTS_CRONTAB,
        END_PAUSES_CRONTAB,
        EXPIRE_CHECKS_CRONTAB,
        REVIEW_INVITATIONS_CRONTAB,
      ].join('\n'),
    });
  } catch (error) {
    transport.close();
    await db.end();
    throw new Error(
      `The mail worker could not start on the database: ${(error as Error).message}. Check DATABASE_URL and that the database is running.`,
      { cause: error },
    );
  }
  return {
    async stop() {
      await runner.stop();
      transport.close();
      await db.end();
    },
  };
}
