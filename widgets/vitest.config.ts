import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'widgets',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
