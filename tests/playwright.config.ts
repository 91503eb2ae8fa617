import { defineConfig } from '@playwright/test';
import {
  MAIL_SMTP_PORT,
  MAIL_WEB_PORT,
  PARTNER_PORT,
  PARTNER_TOKEN_FILE,
  SITE_PORT,
  SITE_URL,
} from './e2e/servers.ts';

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
    baseURL: SITE_URL,
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
  webServer: [
    {
      // `npm test` builds the site beside its static checks and asks for the build to be served
      // (POND_E2E_SERVE_BUILD=1); alone, the journeys build it first, as `npm start` does.
      command:
        process.env.POND_E2E_SERVE_BUILD === '1'
          ? 'pnpm --filter @pond/site serve'
          : 'pnpm --filter @pond/site start',
      url: `${SITE_URL}/`,
      // The build pre-renders 3,500 pages: about a minute on 2 cores, with the database start.
      timeout: 300_000,
      reuseExistingServer: false,
      // Stopped as a process manager would: the server stops mail, the site and the database itself
      // (PostgreSQL runs in a process group of its own and would outlive a SIGKILL).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      // The journeys check rows in the local stack and the seed content: blank (not unset), so a
      // developer's .env.local cannot point this run at a hosted project.
      env: {
        PORT: String(SITE_PORT),
        SUPABASE_URL: '',
        SUPABASE_ANON_KEY: '',
        SUPABASE_SERVICE_ROLE_KEY: '',
        SANITY_PROJECT_ID: '',
        SANITY_DATASET: '',
        // The local mail catcher on ports of its own, read by the journeys (MAILBOX_URL).
        SMTP_URL: '',
        POND_MAIL_SMTP_PORT: String(MAIL_SMTP_PORT),
        POND_MAIL_WEB_PORT: String(MAIL_WEB_PORT),
        // The journeys fast-forward the browser's clock past the quote form's minimum fill time; the
        // database's clock runs at its own pace, so its check is off here (a database test covers it).
        POND_FORM_MIN_FILL_MS: '0',
        // Every journey's homeowner has the same phone number: the daily builder allowance is lifted here
        // (a database test covers it).
        POND_BUILDERS_PER_HOMEOWNER: '100000',
        // Every journey's claims, reviews and reports come from this one machine: the hourly limits of
        // acts per network are lifted here (a database test covers them).
        POND_ACTS_PER_HOUR: '100000',
      },
      stdout: 'pipe',
    },
    {
      // A partner's page on a second origin, embedding the kit from the site above.
      command: 'pnpm --filter @pond/widgets partner:demo',
      url: `http://localhost:${PARTNER_PORT}/no-widget`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        POND_PARTNER_PORT: String(PARTNER_PORT),
        POND_SITE_URL: SITE_URL,
        POND_PARTNER_TOKEN_FILE: PARTNER_TOKEN_FILE,
      },
    },
  ],
});
