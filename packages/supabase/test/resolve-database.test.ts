import { describe, expect, inject, it } from 'vitest';
import { resolveDatabase } from '../src/local.ts';

describe('resolveDatabase (what the site’s commands use)', () => {
  it('uses the hosted project when SUPABASE_URL is set', async () => {
    const key = 'k'.repeat(40);
    const db = await resolveDatabase({
      env: { SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: key },
    });
    expect(db).toMatchObject({ url: 'https://abcd.supabase.co', anonKey: key, source: 'hosted' });
  });

  it('reuses a local stack that is already running instead of starting another', async () => {
    const db = await resolveDatabase({ profile: 'test', env: {} });
    expect(db).toMatchObject({
      url: inject('stack').url,
      anonKey: inject('stack').anonKey,
      source: 'local-running',
    });
  });

  it('refuses a half-set configuration with a message', async () => {
    await expect(resolveDatabase({ env: { SUPABASE_URL: 'https://abcd.supabase.co' } })).rejects.toThrow(
      'SUPABASE_URL is set but SUPABASE_ANON_KEY is not',
    );
  });
});
