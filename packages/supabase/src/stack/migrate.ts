import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { sha256 } from './migration-lock.ts';
import { BOOTSTRAP_SQL, MIGRATIONS_DIR } from './profiles.ts';

/** Roles, auth helpers and default grants that hosted Supabase has built in (local stack only). */
export async function bootstrapSupabaseRoles(
  client: pg.Client,
  authenticatorPassword: string,
): Promise<void> {
  await client.query(await readFile(BOOTSTRAP_SQL, 'utf8'));
  await client.query(`alter role authenticator with password '${authenticatorPassword.replace(/'/g, "''")}'`);
}

export async function migrationFiles(
  dir = MIGRATIONS_DIR,
): Promise<{ version: string; name: string; file: string }[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
    return { version, name: rest.join('_'), file: path.join(dir, file) };
  });
}

/** A landed migration whose text is not what this database applied. */
export class ChangedMigrationError extends Error {
  constructor(readonly file: string) {
    super(
      `The migration ${file} changed after this database applied it, so the database still has the old text. ` +
        `A landed migration is history: restore the file (git checkout origin/main -- ` +
        `packages/supabase/supabase/migrations/${file}) and put the change in a new migration; ` +
        `or, to rebuild this local database from the migrations as they are, stop the stack and delete its data folder.`,
    );
    this.name = 'ChangedMigrationError';
  }
}

/**
 * Applies the migrations not yet applied, in order, each in its own transaction, recording them in
 * supabase_migrations.schema_migrations as the Supabase CLI does. Returns the versions applied.
 */
export async function applyMigrations(client: pg.Client, dir = MIGRATIONS_DIR): Promise<string[]> {
  const done = new Map(
    (
      await client.query<{ version: string; sha256: string | null }>(
        `select m.version, c.sha256 from supabase_migrations.schema_migrations m
           left join supabase_migrations.local_checksums c using (version)`,
      )
    ).rows.map((row) => [row.version, row.sha256]),
  );
  const applied: string[] = [];
  for (const migration of await migrationFiles(dir)) {
    const sql = await readFile(migration.file, 'utf8');
    const checksum = sha256(sql);
    if (done.has(migration.version)) {
      const recorded = done.get(migration.version);
      if (recorded && recorded !== checksum) throw new ChangedMigrationError(path.basename(migration.file));
      // Applied before checksums were kept: its text now is taken as the one applied.
      if (!recorded)
        await client.query(
          'insert into supabase_migrations.local_checksums (version, sha256) values ($1, $2)',
          [migration.version, checksum],
        );
      continue;
    }
    try {
      await client.query('begin');
      await client.query(sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
      await client.query(
        'insert into supabase_migrations.local_checksums (version, sha256) values ($1, $2) on conflict (version) do update set sha256 = excluded.sha256',
        [migration.version, checksum],
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
