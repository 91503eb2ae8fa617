import { portFromEnv } from '@pond/supabase/ports';
import { startMailCatcher, type MailCatcher } from './catcher.ts';
import type { PagePurge } from './tasks/purge-pages.ts';
import { startJobWorker, type JobWorker } from './worker.ts';

export interface LocalMail {
  /** Where to read the mail, when it is caught locally. */
  mailboxUrl: string | null;
  stop(): Promise<void>;
}

/**
 * Mail for `npm start` and the tests: the worker on the given database, sending through SMTP_URL
 * when it is set, else through a local catcher whose page it reports.
 */
export async function startLocalMail(options: {
  databaseUrl: string;
  siteUrl: string;
  /** The local site's purge address and token. */
  purge?: PagePurge;
  log?: (line: string) => void;
}): Promise<LocalMail> {
  const smtpUrl = process.env.SMTP_URL?.trim();
  let catcher: MailCatcher | null = null;
  if (!smtpUrl)
    catcher = await startMailCatcher({
      smtpPort: portFromEnv('POND_MAIL_SMTP_PORT', 1025),
      webPort: portFromEnv('POND_MAIL_WEB_PORT', 1080),
      siteUrl: options.siteUrl,
    });
  let worker: JobWorker;
  try {
    worker = await startJobWorker({
      databaseUrl: options.databaseUrl,
      smtpUrl: smtpUrl || catcher!.smtpUrl,
      siteUrl: options.siteUrl,
      from: process.env.MAIL_FROM?.trim() || undefined,
      purge: options.purge,
      log: options.log,
    });
  } catch (error) {
    await catcher?.stop();
    throw error;
  }
  return {
    mailboxUrl: catcher?.webUrl ?? null,
    async stop() {
      await worker.stop();
      await catcher?.stop();
    },
  };
}
