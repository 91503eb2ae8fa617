import { describe, expect, it } from 'vitest';
import { hostedSupabaseFromEnv } from './env.ts';

const key = 'k'.repeat(40);

describe('database configuration from the environment', () => {
  it('uses the local stack when nothing is set', () => {
    expect(hostedSupabaseFromEnv({})).toBeUndefined();
    expect(hostedSupabaseFromEnv({ SUPABASE_URL: '  ' })).toBeUndefined();
  });

  it('reads a hosted project', () => {
    expect(
      hostedSupabaseFromEnv({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: key }),
    ).toEqual({
      url: 'https://abcd.supabase.co',
      anonKey: key,
    });
  });

  it.each([
    [{ SUPABASE_URL: 'https://abcd.supabase.co' }, 'SUPABASE_URL is set but SUPABASE_ANON_KEY is not'],
    [{ SUPABASE_ANON_KEY: key }, 'A Supabase key is set but SUPABASE_URL is not'],
    [{ SUPABASE_URL: 'not a url', SUPABASE_ANON_KEY: key }, 'SUPABASE_URL must be the project URL'],
    [
      { SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'short' },
      'SUPABASE_ANON_KEY looks too short',
    ],
  ])('explains a half-set configuration %j', (env, message) => {
    expect(() => hostedSupabaseFromEnv(env)).toThrow(message);
  });
});
