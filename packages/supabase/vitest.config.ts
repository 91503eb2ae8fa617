import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One real local stack (PostgreSQL + PostgREST) for the whole run, fresh each time.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
