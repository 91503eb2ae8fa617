import type { Page } from '@playwright/test';

/** What the page logs from now on at these levels (a widget's warning about a bad attribute, say). */
export function consoleMessages(page: Page, types: readonly string[] = ['warning']): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (types.includes(message.type())) messages.push(message.text());
  });
  return messages;
}
