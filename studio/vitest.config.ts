import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'studio',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    testTimeout: 30_000,
  },
});
