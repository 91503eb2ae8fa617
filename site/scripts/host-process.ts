// The host's runtime in a process (and process group) of its own, started by host.ts: wrangler runs
// site/wrangler.jsonc — the build's files and the Worker in worker/ — on workerd, as Cloudflare does.
// In its own group, a terminal's Ctrl-C does not reach workerd: the server that started it stops it,
// in its order, by a message.
import path from 'node:path';
import { unstable_startWorker } from 'wrangler';
import { SITE_DIR } from './database.ts';

/** What host.ts sends: the port and the Worker's variables. */
export interface HostStart {
  port: number;
  vars: Record<string, string>;
}
export type HostMessage = { ready: true } | { error: string };

const send = (message: HostMessage) => process.send?.(message);

process.once('message', (start: HostStart) => {
  void unstable_startWorker({
    config: path.join(SITE_DIR, 'wrangler.jsonc'),
    bindings: Object.fromEntries(
      Object.entries(start.vars).map(([name, value]) => [name, { type: 'plain_text', value }]),
    ),
    dev: {
      server: { hostname: 'localhost', port: start.port },
      inspector: false,
      liveReload: false,
      logLevel: 'warn',
    },
  }).then(
    async (worker) => {
      await worker.ready;
      send({ ready: true });
      // The server says when to stop (or goes away without saying): stop workerd, then this process.
      const stop = () => void worker.dispose().finally(() => process.exit(0));
      process.once('message', stop);
      process.once('disconnect', stop);
    },
    (error: Error) => {
      send({ error: error.message });
      process.exit(1);
    },
  );
});
