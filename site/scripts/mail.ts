import { startLocalMail, startJobWorker, type PagePurge } from '@pond/jobs';
import type { ResolvedDatabase } from '@pond/supabase/local';

/**
 * The mail that goes with `npm start`: with the local stack, the worker sends the outbox to a local
 * catcher (or SMTP_URL) and says where to read it; with the hosted project, the worker runs here
 * only when DATABASE_URL and SMTP_URL are set (otherwise `pnpm --filter @pond/jobs worker` runs it).
 */
export async function startSiteMail(
  db: ResolvedDatabase,
  siteUrl: string,
  purge: PagePurge,
): Promise<() => Promise<void>> {
  const log = (line: string) => console.log(`[jobs] ${line}`);
  if (db.dbUrl) {
    const mail = await startLocalMail({ databaseUrl: db.dbUrl, siteUrl, purge, log });
    log(
      mail.mailboxUrl
        ? `mail is caught locally: read it at ${mail.mailboxUrl}`
        : `mail goes out through SMTP_URL`,
    );
    return mail.stop;
  }
  const { DATABASE_URL, SMTP_URL } = process.env;
  if (DATABASE_URL && SMTP_URL) {
    const worker = await startJobWorker({
      databaseUrl: DATABASE_URL,
      smtpUrl: SMTP_URL,
      siteUrl,
      purge,
      log,
    });
    log('sending the outbox through SMTP_URL');
    return worker.stop;
  }
  log('not sent from this process: set DATABASE_URL and SMTP_URL, or run `pnpm --filter @pond/jobs worker`');
  return async () => {};
}
