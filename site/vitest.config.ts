import { defineConfig } from 'vitest/config';

// Unit tests of the site's own helpers; journeys in a browser live in tests/.
export default defineConfig({
  test: {
    name: 'site',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'worker/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
