import { expect, test as base } from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/**
 * Playwright's test with one promise kept in every journey: the site's Content-Security-Policy
 * refuses nothing (Chromium reports each refusal as a console error). Partner pages have no policy
 * of ours, so anything they report is theirs.
 */
export const test = base.extend<{ contentSecurityPolicyHolds: void }>({
  contentSecurityPolicyHolds: [
    async ({ context }, use) => {
      const refused: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          refused.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      await use();
      expect(refused, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
