import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importContractors, PondDataError } from '../src/index.ts';
import { readImportFile } from '../src/import/read-import-file.ts';
import { clientAs } from './clients.ts';
import { sql } from './sql.ts';

const mixed = [
  {
    id: 'ignored-id',
    name: 'Import Test Koi Works',
    city: 'Boise',
    state: 'Idaho',
    postal_code: '83702',
    rating: '4.4',
    reviews: '12',
  },
  { name: 'Import Test Water Gardens', city: 'Boise', state: 'id', phone: '(208) 555-0101' },
  { name: 'Import Test Missing City', state: 'ID' },
  { name: 'Import Test Bad State', city: 'Boise', state: 'Atlantis' },
  { name: 'Import Test Bad Rating', city: 'Boise', state: 'ID', rating: 9 },
  42,
];

const importedCount = async () =>
  Number(
    (
      await sql<{ n: string }>(
        `select count(*) as n from public.contractors where name ilike 'Import Test %'`,
      )
    )[0]!.n,
  );

describe('importContractors (spec §2.16)', () => {
  it('puts in the valid rows, reports the invalid ones with reasons, and writes nothing for them', async () => {
    const staff = await clientAs('staff');
    const report = await importContractors(staff, mixed);
    expect(report).toEqual({
      inserted: 2,
      updated: 0,
      valid: 2,
      failed: [
        { row: 3, reasons: ['City is required'] },
        { row: 4, reasons: ['State must be a US state name or two-letter code'] },
        { row: 5, reasons: ['Rating must be a number from 0 to 5'] },
        { row: 6, reasons: ['Each record must be a contractor object'] },
      ],
    });
    expect(await importedCount()).toBe(2);
    const [row] = await sql(
      `select state, postal_code, rating::float8 as rating, reviews, latitude is not null as placed from public.contractors where name = 'Import Test Koi Works'`,
    );
    expect(row).toEqual({ state: 'ID', postal_code: '83702', rating: 4.4, reviews: 12, placed: true });
    const [city] = await sql(
      `select city_name from public.cities where state_code = 'ID' and slug = 'boise'`,
    );
    expect(city).toEqual({ city_name: 'Boise' });
  });

  it('updates on re-import instead of duplicating (match on name + city + state)', async () => {
    const staff = await clientAs('staff');
    const again = await importContractors(staff, [
      { name: 'import test koi works', city: 'BOISE', state: 'ID', rating: 4.9 },
    ]);
    expect(again).toMatchObject({ inserted: 0, updated: 1, failed: [] });
    expect(await importedCount()).toBe(2);
    const [row] = await sql(
      `select rating::float8 as rating, postal_code from public.contractors where name_key = 'import test koi works'`,
    );
    expect(row).toEqual({ rating: 4.9, postal_code: '83702' });
  });

  it("keeps a builder's email beside the listing, staff-only, and updates it on re-import", async () => {
    const staff = await clientAs('staff');
    const emailOf = async () =>
      (
        await sql<{ email: string }>(
          `select e.email from public.contractor_emails e join public.contractors c on c.id = e.contractor_id
            where c.name_key = 'import test mail ponds'`,
        )
      ).map((row) => row.email);
    const first = await importContractors(staff, [
      { name: 'Import Test Mail Ponds', city: 'Boise', state: 'ID', email: 'office@mailponds.example.com' },
      { name: 'Import Test Bad Mail', city: 'Boise', state: 'ID', email: 'not an address' },
    ]);
    expect(first.failed).toEqual([
      { row: 2, reasons: ['Email must be an email address, like office@example.com'] },
    ]);
    expect(await emailOf()).toEqual(['office@mailponds.example.com']);
    await importContractors(staff, [
      { name: 'Import Test Mail Ponds', city: 'Boise', state: 'ID', email: 'quotes@mailponds.example.com' },
    ]);
    expect(await emailOf()).toEqual(['quotes@mailponds.example.com']);
    // The public listing does not carry it.
    const anon = await clientAs('anon');
    const { data } = await anon.from('contractors').select('*').eq('name', 'Import Test Mail Ponds');
    expect(JSON.stringify(data)).not.toContain('mailponds.example.com');
    await sql(`delete from public.contractors where name_key = 'import test mail ponds'`);
  });

  it('reports a row the database rejects and keeps the others', async () => {
    const staff = await clientAs('service');
    // The import rules catch bad rows before the database sees them; a direct call shows the
    // database's own per-row guard: the bad row is reported, its neighbour still goes in.
    const { data, error } = await staff.rpc('import_contractors', {
      p_records: [
        { name: 'Import Test Direct Ok', city: 'Boise', state: 'ID' },
        { name: 'Import Test Direct Bad', city: 'Boise', state: 'ID', postal_code: 'ABCDE' },
      ],
    });
    expect(error).toBeNull();
    expect(data?.map((r) => [r.row_index, r.status])).toEqual([
      [1, 'inserted'],
      [2, 'failed'],
    ]);
    expect(data?.[1]?.error).toContain('contractor_postal_code');
    expect(await importedCount()).toBe(3);
  });

  it('refuses visitors and plain users with a clear message', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      const client = await clientAs(role);
      const error = await importContractors(client, [
        { name: 'Import Test Nope', city: 'Boise', state: 'ID' },
      ]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PondDataError);
      expect((error as Error).message).toBe('Import stopped at row 1: Only staff may import contractors');
    }
    expect(await importedCount()).toBe(3);
  });

  it('writes nothing on a dry run', async () => {
    const staff = await clientAs('staff');
    const report = await importContractors(staff, [{ name: 'Import Test Dry', city: 'Boise', state: 'ID' }], {
      dryRun: true,
    });
    expect(report).toEqual({ inserted: 0, updated: 0, valid: 1, failed: [] });
    expect(await importedCount()).toBe(3);
  });
});

describe('import files (JSON and CSV)', () => {
  const write = async (name: string, text: string) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pond-import-'));
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  };

  it('reads a CSV with a header row', async () => {
    const file = await write(
      'pros.csv',
      '\ufeffName,City,State,Rating\nBlue Heron Ponds,Austin,TX,4.5\n"Koi, Inc.",Dallas,Texas,\n',
    );
    expect(await readImportFile(file)).toEqual({
      ok: true,
      records: [
        { name: 'Blue Heron Ponds', city: 'Austin', state: 'TX', rating: '4.5' },
        { name: 'Koi, Inc.', city: 'Dallas', state: 'Texas', rating: '' },
      ],
    });
  });

  it.each([
    ['bad.json', '{oops', 'Invalid JSON data format'],
    ['object.json', '{"name":"x"}', 'Data must be an array of contractor objects'],
    ['bad.csv', 'name,city\n"unclosed,Austin\n', 'Invalid CSV'],
  ])('explains a malformed %s', async (name, text, message) => {
    const read = await readImportFile(await write(name, text));
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.error).toContain(message);
  });

  it('explains a missing file', async () => {
    expect(await readImportFile('/no/such/file.json')).toEqual({
      ok: false,
      error: 'Cannot read /no/such/file.json: no such file',
    });
  });
});

describe('pnpm contractors:import (the staff CLI)', () => {
  it('imports a CSV into the running stack, reports failed rows and says what it did', async () => {
    const { execFile } = await import('node:child_process');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pond-cli-'));
    const file = path.join(dir, 'pros.csv');
    await writeFile(
      file,
      'name,city,state,rating\nImport Test Cli Ponds,Austin,Texas,4.5\nImport Test Cli Nowhere,,TX,\n',
    );
    const run = (...args: string[]) =>
      new Promise<{ code: number; out: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'src/import/cli.ts', ...args],
          {
            cwd: path.resolve(import.meta.dirname, '..'),
            // Blank, not unset: a developer's .env.local must not send the test's rows to a hosted project.
            env: {
              ...process.env,
              POND_STACK: 'test',
              SUPABASE_URL: '',
              SUPABASE_ANON_KEY: '',
              SUPABASE_SERVICE_ROLE_KEY: '',
            },
          },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
        );
      });

    const dry = await run(file, '--dry-run');
    expect(dry.out).toContain('Row 2: City is required');
    expect(dry.out).toContain(
      'Dry run: 1 of 2 rows are valid and would be imported; 1 would fail. Nothing was written.',
    );
    const before = await importedCount();

    const real = await run(file);
    expect(real.out).toContain('Import Complete: 1 added, 0 updated, 1 failed.');
    expect(real.code).toBe(0);
    expect(await importedCount()).toBe(before + 1);

    const missing = await run(path.join(dir, 'missing.json'));
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('Import Failed: Cannot read');
  });
});
