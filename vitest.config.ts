import { defineConfig } from 'vitest/config';

// Each workspace package with tests brings its own vitest.config.ts; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ['{packages/*,widgets,site,studio,tests}/vitest.config.ts'],
  },
});
