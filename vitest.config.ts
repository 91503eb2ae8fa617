import { defineConfig } from 'vitest/config';

// Each workspace package with tests brings its own vitest.config.ts; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'widgets/vitest.config.ts', 'site/vitest.config.ts', 'studio/vitest.config.ts', 'tests/vitest.config.ts'],
  },
});
