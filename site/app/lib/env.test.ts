import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEnv, checkPublicEnv } from './env.ts';

afterEach(() => vi.unstubAllEnvs());

describe("the build's settings", () => {
  it('are read once checked', () => {
    vi.stubEnv('POND_API_URL', 'http://127.0.0.1:54321');
    vi.stubEnv('POND_ANON_KEY', 'anon');
    vi.stubEnv('POND_BUILD_DATE', '2026-11-25T01:00:00.000Z');
    vi.stubEnv('POND_SEED_DIR', '/repo/studio/seed');
    expect(buildEnv()).toEqual({
      POND_API_URL: 'http://127.0.0.1:54321',
      POND_ANON_KEY: 'anon',
      POND_SEED_DIR: '/repo/studio/seed',
      POND_BUILD_DATE: '2026-11-25T01:00:00.000Z',
    });
  });

  it('say what is missing and how to set it', () => {
    vi.stubEnv('POND_API_URL', '');
    vi.stubEnv('POND_ANON_KEY', 'anon');
    vi.stubEnv('POND_SEED_DIR', '/repo/studio/seed');
    expect(() => buildEnv()).toThrow(
      'The site build: POND_API_URL is not set: build with `pnpm --filter @pond/site build`.',
    );
  });
});

describe('the public settings a build writes into the pages', () => {
  it('stop the build with what is wrong', () => {
    expect(() => checkPublicEnv({ VITE_SITE_URL: 'www.example.com' })).toThrow(
      'The site’s build settings: VITE_SITE_URL must be a full address, like https://example.com',
    );
    expect(() =>
      checkPublicEnv({ VITE_SITE_URL: '', VITE_SUPABASE_URL: 'https://abcd.supabase.co' }),
    ).not.toThrow();
  });
});
