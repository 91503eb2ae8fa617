import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HEADERS_FILE } from './harden-pages.ts';

// `npm start` stops quietly. The README's command runs for real (install, build,
// the database, mail and the host runtime), on ports and a data folder of its own, and is stopped as
// a person (Ctrl-C: SIGINT to the terminal's whole process group) and a process manager (SIGTERM to
// npm alone) would: one line says everything stopped, the exit code is 0, and nothing is left.
const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3290;
const STACK_PORTS = { POND_API_PORT: 3291, POND_DB_PORT: 3292, POND_REST_PORT: 3293 };
const MAIL_PORTS = { POND_MAIL_SMTP_PORT: 3294, POND_MAIL_WEB_PORT: 3295 };
const READY = `Pond Builders Direct is at http://localhost:${PORT} (Ctrl-C to stop).`;
const STOPPED = 'Stopped the site, its mail and its database.';

const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  // The build these runs made carries the anon key of a stack that is gone: the benches, which reuse
  // a whole build, must make their own.
  await rm(path.join(ROOT, 'site', HEADERS_FILE), { force: true });
});

async function newDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pond-stop-'));
  // The database runs as the 'postgres' user, who must be able to reach its folder.
  await chmod(dir, 0o755);
  dataDirs.push(dir);
  return dir;
}

interface Run {
  npm: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/** `npm start` in a process group of its own (as a terminal gives it), resolved once it serves. */
async function npmStart(dataDir: string): Promise<Run> {
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CI: '1',
      PORT: String(PORT),
      POND_DATA_DIR: dataDir,
      ...Object.fromEntries(
        Object.entries({ ...STACK_PORTS, ...MAIL_PORTS }).map(([k, v]) => [k, String(v)]),
      ),
      // The local stack and the seed content, whatever a developer's .env.local says.
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      SUPABASE_SERVICE_ROLE_KEY: '',
      SANITY_PROJECT_ID: '',
      SANITY_DATASET: '',
      SMTP_URL: '',
    },
  });
  const output: string[] = [];
  for (const stream of [npm.stdout!, npm.stderr!])
    stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  // Ready, or gone: either ends the wait; only ready goes on.
  await vi
    .waitFor(
      () => {
        if (!output.includes(READY) && npm.exitCode === null) throw new Error('starting');
      },
      { timeout: 300_000, interval: 250 },
    )
    .catch(() => {});
  if (!output.includes(READY)) throw new Error(`npm start did not start:\n${output.join('\n')}`);
  return { npm, output, exited };
}

const portIsClosed = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.destroy();
        resolve(false);
      })
      .once('error', () => resolve(true));
  });

/** Whether any process of the group is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function expectStoppedQuietly(run: Run, dataDir: string, signal: () => void) {
  const response = await fetch(`http://localhost:${PORT}/states/tx`);
  expect(response.status).toBe(200);
  const stack = JSON.parse(await readFile(path.join(dataDir, 'stack.json'), 'utf8')) as {
    pids: { postgres: number; postgrest: number };
  };
  const before = run.output.length;
  signal();
  expect(await run.exited).toBe(0);
  // What it said after the signal: one line, and nothing on the error stream before it either.
  expect(run.output.slice(before)).toEqual([STOPPED]);
  expect(run.output.join('\n')).not.toMatch(/ELIFECYCLE|database connection lost/);
  // Nothing is left: not a process of its group, not PostgreSQL or PostgREST (groups of their own).
  await expect.poll(() => groupAlive(run.npm.pid!), { timeout: 10_000 }).toBe(false);
  for (const pid of [stack.pids.postgres, stack.pids.postgrest])
    expect(() => process.kill(pid, 0), `process ${pid}`).toThrow();
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  for (const port of [PORT, ...Object.values(STACK_PORTS), ...Object.values(MAIL_PORTS)])
    expect(await portIsClosed(port), `port ${port}`).toBe(true);
}

describe('npm start', () => {
  it('stops on Ctrl-C with one line, exit code 0 and nothing left running', async () => {
    const dataDir = await newDataDir();
    const run = await npmStart(dataDir);
    await expectStoppedQuietly(run, dataDir, () => process.kill(-run.npm.pid!, 'SIGINT'));
  }, 420_000);

  it("stops the same way on a process manager's SIGTERM to npm alone", async () => {
    const dataDir = dataDirs[0] ?? (await newDataDir());
    const run = await npmStart(dataDir);
    await expectStoppedQuietly(run, dataDir, () => run.npm.kill('SIGTERM'));
  }, 420_000);
});
