import { sql } from './db.ts';
import { expect, test } from './test.ts';
import { MAILBOX_URL, SITE_URL } from './servers.ts';

// Mail that looks like mail. The local mailbox previews every template with sample data,
// its HTML in a sandboxed frame beside the text; each reads at a phone's 320 px without sideways
// scrolling, with the brand's logo loaded from the site.

test('every mail template reads at 320 px, with its logo, beside its plain text', async ({ page }) => {
  await page.goto(`${MAILBOX_URL}/previews?width=320`);
  const frames = page.locator('iframe');
  const count = await frames.count();
  // One per template the outbox accepts (its check constraint names them all).
  const [outbox] = await sql<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'outbox_template'`,
  );
  expect(count).toBe([...outbox!.def.matchAll(/'([a-z-]+)'::text/g)].length);
  expect(count).toBeGreaterThanOrEqual(16);
  for (let index = 0; index < count; index += 1) {
    const frame = frames.nth(index);
    await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    const inside = frame.contentFrame();
    await expect(inside.getByText('— Pond Builders Direct')).toBeVisible();
    const logo = inside.locator(`img[src="${SITE_URL}/mail-logo.png"]`);
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    const widths = await inside.locator('html').evaluate((html) => ({
      client: html.clientWidth,
      scroll: html.scrollWidth,
    }));
    expect(widths.client).toBeLessThanOrEqual(320);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // Its plain text sits beside it and carries the same sign-off.
    await expect(page.locator('article').nth(index).locator('pre')).toContainText('— Pond Builders Direct');
  }
});
