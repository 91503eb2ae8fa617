import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyMigrations, ChangedMigrationError } from '../src/stack/migrate.ts';
import { checkMigrations, LOCK_FILE, lockMigrations, sha256 } from '../src/stack/migration-lock.ts';
import { BOOTSTRAP_SQL } from '../src/stack/profiles.ts';

// Migrations that cannot drift: a landed migration's text never changes. The stack stops on
// a changed one, naming it; CI refuses a change to one the lock on main already has.

let folder: string;
let migrations: string;
const first = '20990101000100_first.sql';
const second = '20990101000200_second.sql';

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pond-migrations-'));
  migrations = path.join(folder, 'migrations');
  await mkdir(migrations);
  await writeFile(path.join(migrations, first), 'create table drift_a (id integer primary key);\n');
  await writeFile(path.join(migrations, second), 'create table drift_b (id integer primary key);\n');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the migration lock (CI)', () => {
  it('passes migrations as they were locked, and asks for a new one to be locked', async () => {
    expect(await lockMigrations(migrations)).toEqual([first, second]);
    expect(await checkMigrations({ migrationsDir: migrations })).toEqual([]);
    await writeFile(path.join(migrations, '20990101000300_third.sql'), 'select 1;\n');
    expect(await checkMigrations({ migrationsDir: migrations })).toEqual([
      `20990101000300_third.sql is not in ${LOCK_FILE}: run \`pnpm --filter @pond/supabase migrations:lock\`.`,
    ]);
    await rm(path.join(migrations, '20990101000300_third.sql'));
  });

  it('refuses a changed landed migration, and a lock whose line for it was rewritten to match', async () => {
    const lockPath = path.join(folder, LOCK_FILE);
    const onMain = await readFile(lockPath, 'utf8');
    await writeFile(
      path.join(migrations, first),
      'create table drift_a (id integer primary key, note text);\n',
    );
    const [problem] = await checkMigrations({ migrationsDir: migrations, baseLock: onMain });
    expect(problem).toContain(`${first} changed after it landed`);
    await expect(lockMigrations(migrations)).rejects.toThrow(`${first} changed after it landed`);
    // Someone rewrites the lock by hand to match: the lock on main still has the old line.
    const rewritten = onMain.replace(
      /^[0-9a-f]{64}(?= {2}20990101000100)/m,
      sha256(await readFile(path.join(migrations, first), 'utf8')),
    );
    await writeFile(lockPath, rewritten);
    expect(await checkMigrations({ migrationsDir: migrations })).toEqual([]);
    expect((await checkMigrations({ migrationsDir: migrations, baseLock: onMain }))[0]).toContain(
      `${LOCK_FILE} changed the line of ${first}`,
    );
    await writeFile(lockPath, onMain);
  });
});

describe('the local stack and a changed migration', () => {
  const database = `drift_${Date.now()}`;
  let client: pg.Client;
  beforeAll(async () => {
    const owner = new pg.Client({ connectionString: inject('stack').dbUrl });
    await owner.connect();
    await owner.query(`create database ${database}`);
    await owner.end();
    const url = new URL(inject('stack').dbUrl);
    url.pathname = `/${database}`;
    client = new pg.Client({ connectionString: url.href });
    await client.connect();
    await client.query(await readFile(BOOTSTRAP_SQL, 'utf8'));
  });
  afterAll(async () => {
    await client.end();
    const owner = new pg.Client({ connectionString: inject('stack').dbUrl });
    await owner.connect();
    await owner.query(`drop database if exists ${database}`);
    await owner.end();
  });

  it('applies each migration once, then stops with the name of one whose text changed', async () => {
    await writeFile(path.join(migrations, first), 'create table drift_a (id integer primary key);\n');
    expect(await applyMigrations(client, migrations)).toEqual(['20990101000100', '20990101000200']);
    expect(await applyMigrations(client, migrations)).toEqual([]);
    await writeFile(path.join(migrations, first), 'create table drift_a (id bigint primary key);\n');
    const refused = applyMigrations(client, migrations);
    await expect(refused).rejects.toBeInstanceOf(ChangedMigrationError);
    await expect(refused).rejects.toThrow(`The migration ${first} changed after this database applied it`);
  });
});
