import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { applyMigrations } from '../stack/migrate.ts';
import { assertPortFree, portFromEnv } from '../stack/ports.ts';
import { startPostgres, withClient } from '../stack/postgres.ts';
import { BOOTSTRAP_SQL, MIGRATIONS_DIR, PACKAGE_ROOT, REPO_ROOT } from '../stack/profiles.ts';
import { buildFromSchema } from './build.ts';
import { readCatalog } from './catalog.ts';
import { compareSnapshots, snapshot, type Difference } from './snapshot.ts';

export const SCHEMA_DIR = path.join(PACKAGE_ROOT, 'supabase/schemas');

/** Two databases from empty: one built by the migrations, one by the schema files. */
export interface TwoDatabases {
  fromMigrations: string;
  fromSchema: string;
}

export async function withTwoDatabases<T>(work: (databases: TwoDatabases) => Promise<T>): Promise<T> {
  const port = portFromEnv('POND_SCHEMA_DB_PORT', 25331);
  await assertPortFree(
    port,
    'the schema check’s database',
    'Stop what holds it (another schema check?) or set POND_SCHEMA_DB_PORT to a free port.',
  );
  const clusterDir = path.join(REPO_ROOT, '.local/supabase/schema');
  await rm(clusterDir, { recursive: true, force: true });
  const server = await startPostgres({ clusterDir, port, password: 'schema-check' });
  try {
    return await work(await buildTwoDatabases(server.connectionString));
  } finally {
    await server.stop();
    await rm(clusterDir, { recursive: true, force: true });
  }
}

/**
 * Makes the two databases on a running server (the tests use their stack's), named with a prefix so
 * several pairs can live side by side; the caller drops them with `drop`.
 */
export async function buildTwoDatabases(
  serverUrl: string,
  options: { prefix?: string; migrationsDir?: string; schemaDir?: string } = {},
): Promise<TwoDatabases & { drop(): Promise<void> }> {
  const prefix = options.prefix ?? '';
  const names = { migrations: `${prefix}from_migrations`, schema: `${prefix}from_schema` };
  const url = (name: string) => {
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    return target.href;
  };
  await withClient(serverUrl, async (client) => {
    for (const name of Object.values(names)) await client.query(`create database ${name}`);
  });
  const bootstrap = await readFile(BOOTSTRAP_SQL, 'utf8');
  await withClient(url(names.migrations), async (client) => {
    await client.query(bootstrap);
    await applyMigrations(client, options.migrationsDir ?? MIGRATIONS_DIR);
  });
  await withClient(url(names.schema), async (client) => {
    await client.query(bootstrap);
    await buildFromSchema(client, options.schemaDir ?? SCHEMA_DIR);
  });
  return {
    fromMigrations: url(names.migrations),
    fromSchema: url(names.schema),
    drop: () =>
      withClient(serverUrl, async (client) => {
        for (const name of Object.values(names))
          await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/**
 * What differs between two databases, object by object; with `rows: false`, the schema alone (for a
 * database that holds data).
 */
export async function differences(
  first: string,
  second: string,
  options: { rows?: boolean } = {},
): Promise<Difference[]> {
  const read = (url: string) =>
    withClient(url, async (client: pg.Client) => snapshot(await readCatalog(client)));
  const found = compareSnapshots(await read(first), await read(second));
  return options.rows === false ? found.filter((d) => !d.object.startsWith('rows of ')) : found;
}

export function describeDifference(difference: Difference): string {
  switch (difference.kind) {
    case 'only-first':
      return `${difference.object}: made by the migrations, missing from the schema files`;
    case 'only-second':
      return `${difference.object}: in the schema files, made by no migration`;
    default:
      return `${difference.object}: the migrations and the schema files define it differently`;
  }
}
