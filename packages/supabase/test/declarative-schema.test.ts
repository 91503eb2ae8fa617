import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationSql } from '../src/schema/diff.ts';
import { loadContractors, loadZipCodes } from '../src/seed/load-seed.ts';
import { generateContractors } from '../src/seed/generate-contractors.ts';
import { usZipCodes } from '../src/seed/zip-codes.ts';
import { MIGRATIONS_DIR } from '../src/stack/profiles.ts';
import { withClient } from '../src/stack/postgres.ts';
import {
  buildTwoDatabases,
  describeDifference,
  differences,
  SCHEMA_DIR,
} from '../src/schema/two-databases.ts';

// The schema files are the database as it is; the migrations are how it got there. These prove the
// two cannot drift apart unnoticed, and that a migration generated from a schema edit deploys.

let folder: string;
const dropAfter: (() => Promise<void>)[] = [];
const server = () => inject('stack').dbUrl;
let prefixCount = 0;
const pair = async (options: { migrationsDir?: string; schemaDir?: string } = {}) => {
  const built = await buildTwoDatabases(server(), {
    ...options,
    prefix: `ds${Date.now()}_${prefixCount++}_`,
  });
  dropAfter.push(built.drop);
  return built;
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pond-schema-'));
});
afterAll(async () => {
  for (const drop of dropAfter) await drop();
  await rm(folder, { recursive: true, force: true });
});

async function copyOf(dir: string, name: string): Promise<string> {
  const copy = path.join(folder, name);
  await cp(dir, copy, { recursive: true });
  return copy;
}

describe('the schema files and the migrations', () => {
  it('make the same database, object for object', async () => {
    const { fromMigrations, fromSchema } = await pair();
    expect(await differences(fromMigrations, fromSchema)).toEqual([]);
  });

  it('differ by name when a function’s file is deleted from the schema', async () => {
    const schemaDir = await copyOf(SCHEMA_DIR, 'schema-without-choose-builders');
    await rm(path.join(schemaDir, 'leads/choose_builders.sql'));
    const { fromMigrations, fromSchema } = await pair({ schemaDir });
    const found = (await differences(fromMigrations, fromSchema)).map(describeDifference);
    expect(found).toContainEqual(
      expect.stringMatching(
        /^function public\.choose_builders\(.*\): made by the migrations, missing from the schema files$/,
      ),
    );
  });

  it('differ by name when a migration changes what a function does and the schema does not', async () => {
    const migrationsDir = await copyOf(MIGRATIONS_DIR, 'migrations-with-a-change');
    await writeFile(
      path.join(migrationsDir, '20991231000100_email_rule_loosened.sql'),
      `create or replace function private.is_email(value text) returns boolean language sql immutable
       as $$ select value like '%@%' $$;`,
    );
    const { fromMigrations, fromSchema } = await pair({ migrationsDir });
    const found = (await differences(fromMigrations, fromSchema)).map(describeDifference);
    expect(found).toEqual([
      'function private.is_email(value text): the migrations and the schema files define it differently',
    ]);
  });
});

describe('a migration generated from a schema edit', () => {
  it('applies on a copy of the current database with data, and then matches the schema files', async () => {
    const schemaDir = await copyOf(SCHEMA_DIR, 'schema-edited');
    const contractorsFile = path.join(schemaDir, 'directory/contractors.sql');
    // A new column with a default and a rule, a new function with its own callers, a changed body.
    await writeFile(
      contractorsFile,
      (await readFile(contractorsFile, 'utf8')) +
        `\nalter table public.contractors add column pond_note text not null default ''
           constraint contractor_pond_note check (char_length(pond_note) <= 200);\n` +
        `\ncreate function public.contractor_pond_note(p_id uuid) returns text language sql stable
           set search_path = '' as $$ select c.pond_note from public.contractors c where c.id = p_id $$;\n` +
        `revoke all on function public.contractor_pond_note(p_id uuid) from public, anon, authenticated, service_role;\n` +
        `grant execute on function public.contractor_pond_note(p_id uuid) to anon, authenticated;\n`,
    );
    const { fromMigrations, fromSchema } = await pair({ schemaDir });
    const contractors = generateContractors(usZipCodes(), { count: 200 });
    await withClient(fromMigrations, async (client) => {
      await loadZipCodes(client, usZipCodes());
      await loadContractors(client, contractors);
    });

    const sql = await migrationSql(fromMigrations, fromSchema);
    expect(sql).toContain('add column "pond_note" text not null default');
    expect(sql).toContain(
      'grant execute on function public.contractor_pond_note(p_id uuid) to anon, authenticated;',
    );

    await withClient(fromMigrations, async (client: pg.Client) => {
      await client.query('begin');
      await client.query(sql);
      await client.query('commit');
      const { rows } = await client.query<{ count: number; blank: number }>(
        `select count(*)::int as count, count(*) filter (where pond_note = '')::int as blank from public.contractors`,
      );
      expect(rows[0]).toEqual({ count: contractors.length, blank: contractors.length });
    });
    expect(await differences(fromMigrations, fromSchema, { rows: false })).toEqual([]);
  });
});
