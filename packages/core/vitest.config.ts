import { defineConfig } from 'vitest/config';

// Coverage is read where this package's tests run alone (`pnpm --filter @pond/core test:coverage`,
// a step of `npm test`): Vitest takes coverage options only from the root config, so the root's run of
// every project does not apply these.
export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    // The parsers' fuzz tests run 10,000 generated cases each, whose time follows the machine and
    // what shares it (`npm test` runs this beside the type check): a limit here catches a hang, and
    // speed is the benchmarks' to judge. 3.3 s of the default 5 s was measured in that lane.
    testTimeout: 30_000,
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
