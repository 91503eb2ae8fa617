// The production host's local runtime, for `npm start`: site/wrangler.jsonc and its Worker on workerd,
// through wrangler (host-process.ts), with the values production sets as variables.
import { fork } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { SITE_DIR } from './database.ts';
import type { HostMessage, HostStart } from './host-process.ts';

export interface HostOptions {
  port: number;
  /** The database's API (local stack or hosted project) and its anon key. */
  apiUrl: string;
  anonKey: string;
  /** The local stack, forwarded under /rest/v1 and /auth/v1; unset for a hosted project. */
  localStackUrl?: string;
  /** The secret the job queue purges cached pages with (the Worker's POND_PURGE_TOKEN). */
  purgeToken?: string;
}

/** Serves the build on `port`; resolves once it answers. A rebuild is picked up as it is written. */
export async function startHost(options: HostOptions): Promise<{ stop: () => Promise<void> }> {
  await portIsFree(options.port);
  // The Worker's page cache starts empty: pages kept by an earlier start may show a
  // database that has changed since, and no purge reached them while nothing ran.
  await rm(path.join(SITE_DIR, '.wrangler/state/v3/cache'), { recursive: true, force: true });
  const host = fork(path.join(SITE_DIR, 'scripts/host-process.ts'), {
    cwd: SITE_DIR,
    execArgv: ['--import', 'tsx'],
    // A process group of its own: Ctrl-C reaches workerd only through stop().
    detached: true,
    env: {
      ...process.env,
      // Offline and private: no telemetry, no fetch of Cloudflare's sample `request.cf` (the
      // runtime's placeholder is used; nothing of ours reads it), warnings and errors only.
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn',
      // The Worker bundled as `wrangler deploy` bundles it: wrangler's local bundle takes this NODE_ENV
      // (else 'development'), and would render with React's development build, some times slower and
      // not what production runs.
      NODE_ENV: 'production',
    },
  });
  const exited = new Promise<void>((resolve) => host.once('exit', () => resolve()));
  const start: HostStart = {
    port: options.port,
    vars: {
      POND_API_URL: options.apiUrl,
      POND_ANON_KEY: options.anonKey,
      ...(options.localStackUrl ? { POND_LOCAL_STACK_URL: options.localStackUrl } : {}),
      ...(options.purgeToken ? { POND_PURGE_TOKEN: options.purgeToken } : {}),
    },
  };
  host.send(start);
  const answer = await Promise.race([
    new Promise<HostMessage>((resolve) => host.once('message', resolve)),
    exited.then((): HostMessage => ({ error: 'The host runtime stopped as it started (see above).' })),
  ]);
  if ('error' in answer) throw new Error(`The site could not start: ${answer.error}`);
  return {
    async stop() {
      if (host.exitCode !== null || host.signalCode !== null) return;
      host.send('stop');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      // It did not stop in time: end its whole group, workerd with it.
      if (!stopped && host.pid) process.kill(-host.pid, 'SIGKILL');
    },
  };
}

/** wrangler would pick another port by itself; the README and the journeys count on this one. */
function portIsFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            error.code === 'EADDRINUSE'
              ? `Port ${port} is in use: stop what is using it or set PORT to another port.`
              : error.message,
          ),
        ),
      )
      .listen(port, () => probe.close(() => resolve()));
  });
}
