import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { BOOTSTRAP_SQL, MIGRATIONS_DIR } from './profiles.ts';

/** Roles, auth helpers and default grants that hosted Supabase has built in (local stack only). */
export async function bootstrapSupabaseRoles(
  client: pg.Client,
  authenticatorPassword: string,
): Promise<void> {
  await client.query(await readFile(BOOTSTRAP_SQL, 'utf8'));
  await client.query(`alter role authenticator with password '${authenticatorPassword.replace(/'/g, "''")}'`);
}

export async function migrationFiles(): Promise<{ version: string; name: string; file: string }[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
    return { version, name: rest.join('_'), file: path.join(MIGRATIONS_DIR, file) };
  });
}

/**
 * Applies the migrations not yet applied, in order, each in its own transaction, recording them in
 * supabase_migrations.schema_migrations as the Supabase CLI does. Returns the versions applied.
 */
export async function applyMigrations(client: pg.Client): Promise<string[]> {
  const done = new Set(
    (
      await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((row) => row.version),
  );
  const applied: string[] = [];
  for (const migration of await migrationFiles()) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    try {
      await client.query('begin');
      await client.query(sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    applied.push(migration.version);
  }
  // PostgREST caches the schema; tell it to reload after changes.
  if (applied.length > 0) await client.query("notify pgrst, 'reload schema'");
  return applied;
}
