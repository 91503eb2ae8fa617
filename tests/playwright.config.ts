import { defineConfig } from '@playwright/test';

const port = 3100;

// Debian's Chromium (Playwright cannot download its own browser here); the site is built and served
// exactly as `npm start` does, against the local stack.
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // The JSON report lets the closing 'N passed, N failed' line of `pnpm test` count these tests too.
  reporter: process.env.POND_E2E_REPORT
    ? [['list'], ['json', { outputFile: process.env.POND_E2E_REPORT }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'pnpm --filter @pond/site start',
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The journeys check rows in the local stack and the seed content: blank (not unset), so a
    // developer's .env.local cannot point this run at a hosted project.
    env: {
      PORT: String(port),
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      SUPABASE_SERVICE_ROLE_KEY: '',
      SANITY_PROJECT_ID: '',
      SANITY_DATASET: '',
    },
    stdout: 'pipe',
  },
});
