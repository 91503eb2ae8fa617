// `pnpm --filter @pond/site serve` (and `npm start` after the build): the built site on the production
// host's own runtime — workerd, through wrangler, with site/wrangler.jsonc and its Worker (worker/) —
// offline and without telemetry, in front of the database (the local stack unless SUPABASE_URL says
// otherwise) and the job worker. Ctrl-C or SIGTERM stops all of it, once, in order.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { handleSignalsYourself, type ResolvedDatabase } from '@pond/supabase/local';
import { prepare, SITE_DIR } from './database.ts';
import { startSiteMail } from './mail.ts';
import { HEADERS_FILE } from './harden-pages.ts';
import { startHost } from './host.ts';

const port = Number(process.env.PORT ?? 3000);
if (!existsSync(path.join(SITE_DIR, HEADERS_FILE))) {
  console.error('There is no built site in site/build/client: run `pnpm --filter @pond/site build` first.');
  process.exit(1);
}

// This process alone stops what it started, in its order: PostgreSQL and PostgREST run in process
// groups of their own, so Ctrl-C reaches them only through here.
handleSignalsYourself();
const running: { db?: ResolvedDatabase; mail?: () => Promise<void>; site?: () => Promise<void> } = {};

const started = (async () => {
  const { db } = await prepare();
  running.db = db;
  // The job queue purges the Worker's cached pages when builders change: a secret both
  // hold, new for each start.
  const purge = {
    url: `http://localhost:${port}/__pond/purge`,
    token: randomBytes(32).toString('base64url'),
  };
  // Links in mails point here unless SITE_URL says where the site is public.
  running.mail = await startSiteMail(db, process.env.SITE_URL?.trim() || `http://localhost:${port}`, purge);
  const host = await startHost({
    port,
    apiUrl: db.url,
    anonKey: db.anonKey,
    localStackUrl: db.source === 'hosted' ? undefined : db.url,
    purgeToken: purge.token,
  });
  running.site = host.stop;
  console.log(`Pond Builders Direct is at http://localhost:${port} (Ctrl-C to stop).`);
})();

let stopping = false;
/**
 * Stops everything once, after whatever was starting has started: the job worker first (it holds
 * database connections and would report each one lost), then the site, then the database and its
 * API; then exits.
 */
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  await started.catch(() => {});
  const steps = [
    ['the job worker', running.mail],
    ['the site', running.site],
    ['the database', running.db?.stop],
  ] as const;
  for (const [name, stop] of steps) {
    await stop?.().catch((error: Error) => {
      console.error(`Could not stop ${name}: ${error.message}`);
      code = 1;
    });
  }
  if (code === 0) console.log('Stopped the site, its mail and its database.');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll(0));
started.catch((error: Error) => {
  console.error(error.message);
  void stopAll(1);
});
