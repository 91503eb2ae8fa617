import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hostedSupabaseFromEnv } from './env.ts';
import { loadEnvFiles } from './load-env.ts';

const NAMES = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'POND_TEST_FROM_ENV'];
const key = 'k'.repeat(40);

describe('loadEnvFiles (.env.local at the repository root, as the README says)', () => {
  afterEach(() => {
    for (const name of NAMES) delete process.env[name];
  });

  it('reads .env.local so a hosted project is used', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pond-env-'));
    writeFileSync(
      path.join(root, '.env.local'),
      `# hosted project\nSUPABASE_URL=https://abcd.supabase.co\nSUPABASE_ANON_KEY=${key}\n`,
    );
    expect(loadEnvFiles(root)).toEqual(['.env.local']);
    expect(hostedSupabaseFromEnv()).toEqual({ url: 'https://abcd.supabase.co', anonKey: key });
  });

  it('keeps what the environment already sets, blank included', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pond-env-'));
    writeFileSync(
      path.join(root, '.env.local'),
      'SUPABASE_URL=https://abcd.supabase.co\nPOND_TEST_FROM_ENV=file\n',
    );
    process.env.SUPABASE_URL = '';
    process.env.POND_TEST_FROM_ENV = 'environment';
    loadEnvFiles(root);
    expect(process.env.SUPABASE_URL).toBe('');
    expect(process.env.POND_TEST_FROM_ENV).toBe('environment');
  });

  it('is quiet without files and names a file it cannot read', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pond-env-'));
    expect(loadEnvFiles(root)).toEqual([]);
    mkdirSync(path.join(root, '.env.local'));
    expect(() => loadEnvFiles(root)).toThrow(`Could not read ${path.join(root, '.env.local')}`);
  });
});
