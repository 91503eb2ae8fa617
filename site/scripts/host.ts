// The production host's local runtime: wrangler runs site/wrangler.jsonc (the build's files and the
// Worker in worker/index.ts) on workerd, as Cloudflare does, with the values production sets as vars.
import { createServer } from 'node:net';
import path from 'node:path';
import { unstable_startWorker } from 'wrangler';
import { SITE_DIR } from './database.ts';

// Offline and private: no telemetry, and no fetch of Cloudflare's sample `request.cf` (the runtime's
// placeholder is used; nothing of ours reads it).
process.env.WRANGLER_SEND_METRICS = 'false';
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
// Warnings and errors only (a bad _headers rule is one); not a line per request or per start.
process.env.WRANGLER_LOG ??= 'warn';

export interface HostOptions {
  port: number;
  /** The database's API (local stack or hosted project) and its anon key. */
  apiUrl: string;
  anonKey: string;
  /** The local stack, forwarded under /rest/v1 and /auth/v1; unset for a hosted project. */
  localStackUrl?: string;
}

/** Serves the build on `port`; resolves once it answers. A rebuild is picked up as it is written. */
export async function startHost(options: HostOptions): Promise<{ stop: () => Promise<void> }> {
  await portIsFree(options.port);
  const vars = {
    POND_API_URL: options.apiUrl,
    POND_ANON_KEY: options.anonKey,
    ...(options.localStackUrl ? { POND_LOCAL_STACK_URL: options.localStackUrl } : {}),
  };
  const signals = ['SIGHUP', 'SIGINT', 'SIGTERM'] as const;
  const callers = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const worker = await unstable_startWorker({
    config: path.join(SITE_DIR, 'wrangler.jsonc'),
    bindings: Object.fromEntries(
      Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }]),
    ),
    dev: {
      server: { hostname: 'localhost', port: options.port },
      inspector: false,
      liveReload: false,
      logLevel: 'warn',
    },
  });
  await worker.ready;
  // wrangler's own signal handlers end the process at once (exit code 130 or 143), before the caller
  // could stop anything else: the caller stops the host with stop(), in its own order.
  for (const signal of signals)
    for (const listener of process.listeners(signal))
      if (!callers.get(signal)!.has(listener)) process.off(signal, listener);
  return { stop: () => worker.dispose() };
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
