import type { Page } from '@playwright/test';
import { PARTNER_URL } from './servers.ts';

// What the partner demo page (`pnpm partner:demo`) records for the journeys: the CSP violations
// it saw and the kit's events it heard.

/** An address on the partner's page. */
export const demo = (path: string) => `${PARTNER_URL}${path}`;

/** CSP violations the page saw, once its network is quiet (a late style or script would show). */
export async function cspViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { cspViolations: unknown[] }).cspViolations);
}

/** The kit's events the page heard, in order. */
export const pondEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { pondEvents: { name: string; detail: unknown }[] }).pondEvents);
