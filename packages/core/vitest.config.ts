import { defineConfig } from 'vitest/config';

// Coverage is read where this package's tests run alone (`pnpm --filter @pond/core test:coverage`,
// a step of `npm test`): Vitest takes coverage options only from the root config, so the root's run of
// every project does not apply these.
export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts'],
      reporter: ['text-summary', 'text'],
      // Every rule of the package is exercised by its own tests: the run fails below this.
      thresholds: { lines: 95 },
    },
  },
});
