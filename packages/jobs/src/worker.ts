import { DEFAULT_MAIL_FROM, JOB_POLICY } from '@pond/core';
import { queueWhatWaits, writeJobPolicy } from '@pond/supabase/jobs';
import { Logger, run, runMigrations, type Runner } from 'graphile-worker';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { JOBS, type TaskContext } from './tasks/index.ts';
import type { PagePurge } from './tasks/purge-pages.ts';

export interface JobWorkerOptions {
  /** A PostgreSQL connection that owns the outbox (the service's own; never a browser's). */
  databaseUrl: string;
  /** smtp://user:pass@host:port (smtps:// for TLS). */
  smtpUrl: string;
  /** Where links in mails point: the site's public address. */
  siteUrl: string;
  /** The From of every mail. */
  from?: string;
  /** Where the site takes page purges; without it, changed pages wait for their expiry. */
  purge?: PagePurge;
  log?: (line: string) => void;
}

export interface JobWorker {
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

/**
 * The job queue (graphile-worker, in the same database): mail from the outbox, partners' site proofs,
 * webhooks and statements, page purges, builders' photos, digests, pauses, checks and review
 * invitations, one file each under tasks/ (JOBS). Tries and delays are @pond/core's JOB_POLICY,
 * written to the database at start; the database's own work goes through @pond/supabase/jobs.
 */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const log = options.log ?? ((line: string) => console.log(`[jobs] ${line}`));
  const db = new pg.Pool({ connectionString: options.databaseUrl, max: WORKER_CONCURRENCY + 2 });
  // A dropped idle connection (the database restarting) is reported, not a crash; the pool reconnects.
  db.on('error', (error) => log(`database connection lost: ${error.message}`));
  db.on('connect', (client) =>
    client.on('error', (error) => log(`database connection lost: ${error.message}`)),
  );
  const transport = nodemailer.createTransport(pooled(options.smtpUrl));
  const context: TaskContext = {
    db,
    log,
    allowPrivate: ['localhost', '127.0.0.1'].includes(new URL(options.siteUrl).hostname),
    purge: options.purge,
    siteUrl: options.siteUrl,
    mail: { send: (message) => transport.sendMail(message), from: options.from ?? DEFAULT_MAIL_FROM },
  };

  const logger = new Logger(() => (level, message) => {
    if (level === 'error') log(message);
  });
  let runner: Runner;
  try {
    // The policy first: the SQL that queues jobs reads it once the queue's schema exists.
    await writeJobPolicy(db, JOB_POLICY);
    await runMigrations({ pgPool: db, logger });
    const waiting = await queueWhatWaits(db);
    if (waiting.mail) log(`queued ${waiting.mail} message(s) waiting in the outbox`);
    runner = await run({
      pgPool: db,
      concurrency: WORKER_CONCURRENCY,
      noHandleSignals: true,
      // Jobs that wait (a coalesced purge waits two seconds) start within a second of their time.
      pollInterval: 1000,
      logger,
      taskList: Object.fromEntries(JOBS.map((job) => [job.name, job.make(context)])),
      crontab: JOBS.flatMap((job) => (job.crontab ? [job.crontab] : [])).join('\n'),
    });
  } catch (error) {
    transport.close();
    await db.end();
    throw new Error(
      `The job worker could not start on the database: ${(error as Error).message}. Check DATABASE_URL and that the database is running.`,
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
