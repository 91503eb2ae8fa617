import type { Page } from '@playwright/test';
import { PARTNER_URL } from './servers.ts';
import { settled } from './ready.ts';

// What the partner demo page (`pnpm partner:demo`) records for the journeys: the CSP violations
// it saw and the kit's events it heard.

/** An address on the partner's page. */
export const demo = (path: string) => `${PARTNER_URL}${path}`;

/** CSP violations the page saw, once it has settled (its widgets drawn with their styles). */
export async function cspViolations(page: Page) {
  await settled(page);
  return page.evaluate(() => (window as unknown as { cspViolations: unknown[] }).cspViolations);
}

/** The kit's events the page heard, in order. */
export const pondEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { pondEvents: { name: string; detail: unknown }[] }).pondEvents);
