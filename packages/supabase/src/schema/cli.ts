// `pnpm --filter @pond/supabase schema:check` (CI): the migrations and the schema files make the same
// database. `schema:diff NAME`: a new migration from an edit of the schema files.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyMigrations, migrationFiles } from '../stack/migrate.ts';
import { withClient } from '../stack/postgres.ts';
import { MIGRATIONS_DIR } from '../stack/profiles.ts';
import { migrationFile, migrationSql, nextVersion } from './diff.ts';
import { describeDifference, differences, withTwoDatabases } from './two-databases.ts';

const [command, name] = process.argv.slice(2);

async function check(): Promise<number> {
  const found = await withTwoDatabases(({ fromMigrations, fromSchema }) =>
    differences(fromMigrations, fromSchema),
  );
  if (found.length === 0) {
    console.log('Schema: the migrations and the schema files make the same database.');
    return 0;
  }
  console.error(
    `Schema: the migrations and the schema files make different databases (${found.length}):\n` +
      found.map((d) => `  ${describeDifference(d)}`).join('\n') +
      '\nEdit the schema files (supabase/schemas/) so they say what the database is, then generate the' +
      ' migration from them: pnpm --filter @pond/supabase schema:diff <what_it_changes>',
  );
  return 1;
}

async function diff(migrationName: string | undefined): Promise<number> {
  if (!migrationName || !/^[a-z][a-z0-9_]{2,60}$/.test(migrationName)) {
    console.error(
      'Usage: schema:diff <what_it_changes>, in lower case with underscores (e.g. reviews_with_photos).',
    );
    return 2;
  }
  return withTwoDatabases(async ({ fromMigrations, fromSchema }) => {
    const sql = await migrationSql(fromMigrations, fromSchema);
    if (!sql) {
      console.log('Schema: the schema files say nothing the migrations do not; no migration written.');
      return 0;
    }
    const last = (await migrationFiles()).at(-1)?.version;
    const file = path.join(MIGRATIONS_DIR, `${nextVersion(last)}_${migrationName}.sql`);
    await writeFile(file, migrationFile(migrationName, sql));
    console.log(`Wrote ${path.relative(process.cwd(), file)}. Read it before you lock it.`);
    // Prove it: the migrations with the new one now make what the schema files make.
    try {
      await withClient(fromMigrations, (client) => applyMigrations(client));
    } catch (error) {
      console.error(`It does not apply yet; edit it by hand: ${(error as Error).message}`);
      return 1;
    }
    const left = await differences(fromMigrations, fromSchema);
    if (left.length) {
      console.error(
        `Still different after it (write these by hand):\n${left.map((d) => `  ${describeDifference(d)}`).join('\n')}`,
      );
      return 1;
    }
    console.log('Applied to a database built by the migrations, it makes what the schema files make.');
    return 0;
  });
}

try {
  const code = command === 'check' ? await check() : command === 'diff' ? await diff(name) : (usage(), 2);
  process.exit(code);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

function usage() {
  console.error('Usage: cli.ts check | diff <what_it_changes>');
}
