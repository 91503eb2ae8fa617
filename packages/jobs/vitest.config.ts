import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'jobs',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Its own local stack (profile 'mail-test'), beside the database tests' stack.
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
