// `pnpm --filter @pond/jobs worker`: the job worker on its own, for production next to the hosted
// database. DATABASE_URL (the database's own connection, not the API), SMTP_URL and SITE_URL are
// required; MAIL_FROM is optional, and POND_PURGE_URL with POND_PURGE_TOKEN (the site's Worker secret)
// let the queue purge the site's cached pages when builders change.
import { loadEnvFiles } from '@pond/supabase/local';
import { startJobWorker } from './worker.ts';

loadEnvFiles();
const required = {
  DATABASE_URL: 'the PostgreSQL connection string of the project (Supabase: Settings → Database)',
  SMTP_URL: 'the mail server, like smtps://user:password@smtp.example.com:465',
  SITE_URL: "the site's public address for links in mails, like https://pondbuildersdirect.com",
} as const;
const missing = Object.entries(required).filter(([name]) => !process.env[name]?.trim());
if (missing.length) {
  console.error(
    `The job worker needs:\n${missing.map(([name, what]) => `  ${name}: ${what}`).join('\n')}\nSet them in the environment or .env.local.`,
  );
  process.exit(1);
}
/** POND_PURGE_URL (https://www.pondbuildersdirect.com/__pond/purge) and POND_PURGE_TOKEN, both or neither. */
function purgeFromEnv() {
  const url = process.env.POND_PURGE_URL?.trim();
  const token = process.env.POND_PURGE_TOKEN?.trim();
  if (!url && !token) {
    console.warn(
      '[jobs] POND_PURGE_URL and POND_PURGE_TOKEN are not set: changed builders reach cached pages only as they expire (a day).',
    );
    return undefined;
  }
  if (!url || !token) {
    console.error(
      "Set both POND_PURGE_URL (the site's /__pond/purge) and POND_PURGE_TOKEN (the Worker's secret), or neither.",
    );
    process.exit(1);
  }
  return { url, token };
}

try {
  const worker = await startJobWorker({
    databaseUrl: process.env.DATABASE_URL!,
    smtpUrl: process.env.SMTP_URL!,
    siteUrl: process.env.SITE_URL!,
    from: process.env.MAIL_FROM?.trim() || undefined,
    purge: purgeFromEnv(),
  });
  console.log(
    '[jobs] running the job queue (mail, partner sites, webhooks, statements, purges, photos); Ctrl+C stops',
  );
  const stop = () => void worker.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
