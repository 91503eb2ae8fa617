import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One real local stack (PostgreSQL + PostgREST) for the whole run, fresh each time.
    globalSetup: ['test/global-setup.ts'],
    // The files share that database; one at a time keeps counts they check their own.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
