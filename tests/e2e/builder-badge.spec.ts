import { randomUUID } from 'node:crypto';
import { PATHS } from '@pond/core';
import { violations } from './axe.ts';
import { signInAsBuilderOf } from './builder-sign-in.ts';
import { sql } from './db.ts';
import { cspViolations, demo } from './partner-page.ts';
import { humanPause } from './quote.ts';
import { PARTNER_URL } from './servers.ts';
import { expect, test } from './test.ts';

// A builder's own website (the demo's /badge page on another origin, under a strict CSP): the badge
// shows the builder with our checks and our own rating, and its button asks that builder alone for a
// quote, in a dialog, by keyboard, at 320 px. The builder's dashboard gives the snippet and counts.

const suffix = randomUUID().slice(0, 6);
let builder = '';
const name = `Badge Ponds ${suffix}`;

test.beforeAll(async () => {
  const [row] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, postal_code, phone, rating, reviews, verified_rating, verified_reviews, credentials)
     values ($1, 'Austin', 'TX', '78701', '(512) 555-0160', 4.9, 212, 4.5, 4, '{aquascape_cac}') returning id::text`,
    [name],
  );
  builder = row!.id;
  await sql(`insert into public.contractor_emails (contractor_id, email) values ($1, $2)`, [
    builder,
    `office-${suffix}@badge-ponds.example`,
  ]);
});

test.afterAll(async () => {
  await sql('delete from public.lead_submissions where contractor_id = $1', [builder]);
  await sql('delete from public.contractors where id = $1', [builder]);
});

test('the badge asks its builder alone for a quote in a dialog at 320 px, by keyboard; the request is marked as from their site and credits no partner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(demo(`/badge?contractor=${builder}`));
  const badge = page.locator('pond-builder-badge');
  await expect(badge.getByRole('link', { name })).toHaveAttribute(
    'href',
    new RegExp(`/states/tx/austin/.*${builder}$`),
  );
  await expect(badge.getByText('Listed on Pond Builders Direct')).toBeVisible();
  await expect(badge.getByText('Certified Aquascape Contractor')).toBeVisible();
  // Our own rating, never the imported 4.9 from 212 reviews elsewhere.
  await expect(badge.getByText('★ 4.5 from 4 verified reviews')).toBeVisible();
  await expect(badge.getByText(/4\.9|212/)).toHaveCount(0);
  const box = (await badge.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);

  // Keyboard only: Tab to the button, Enter, and the form opens in a dialog.
  const button = badge.getByRole('button', { name: 'Get a free quote' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Get a free quote from ${name}` });
  await expect(dialog.getByLabel('Name')).toBeVisible();
  const fits = (await dialog.boundingBox())!;
  expect(fits.x).toBeGreaterThanOrEqual(0);
  expect(fits.x + fits.width).toBeLessThanOrEqual(320);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jo Banks');
  await dialog.getByLabel('Email').focus();
  const email = `badge-${suffix}@example.com`;
  await page.keyboard.type(email);
  await dialog.getByLabel('Phone').focus();
  await page.keyboard.type('(512) 555-0100');
  await dialog.getByLabel('Project type').selectOption('Koi Pond Construction');
  await humanPause(page);
  await dialog.getByRole('button', { name: 'Get My Free Quotes' }).focus();
  await page.keyboard.press('Enter');

  // The choice offers this builder alone, and no match by our staff.
  await expect(dialog.getByText(`It goes to ${name} alone`)).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Let Pond Builders Direct match me instead' })).toHaveCount(
    0,
  );
  await dialog.getByRole('button', { name: 'Send my request to 1 builder' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(`Sent to ${name}.`)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  const [lead] = await sql<{ id: string; source: string; partner: string | null; page_origin: string }>(
    'select id::text, source, partner, page_origin from public.lead_submissions where email = $1',
    [email],
  );
  expect(lead).toMatchObject({ source: 'builder-site', partner: null, page_origin: PARTNER_URL });
  expect(
    await sql('select contractor_id::text as id from public.lead_routes where lead_id = $1', [lead!.id]),
  ).toEqual([{ id: builder }]);
  // Its load is counted for the builder, under the site's origin.
  await expect
    .poll(async () =>
      sql<{ origin: string; loads: number }>(
        'select origin, loads from private.builder_site_loads where contractor_id = $1',
        [builder],
      ),
    )
    .toEqual([{ origin: PARTNER_URL, loads: 1 }]);
  expect(await cspViolations(page)).toEqual([]);
});

test('the open badge dialog has no accessibility violations', async ({ browser }) => {
  // axe adds a <style> of its own, which the demo's strict CSP refuses: it judges in a context without it.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await page.goto(demo(`/badge?contractor=${builder}`));
  const badge = page.locator('pond-builder-badge');
  await expect(badge.getByRole('link', { name })).toBeVisible();
  expect(await violations(page, 'pond-builder-badge')).toEqual([]);
  await badge.getByRole('button', { name: 'Get a free quote' }).click();
  await expect(
    page.getByRole('dialog', { name: `Get a free quote from ${name}` }).getByLabel('Name'),
  ).toBeVisible();
  expect(await violations(page, 'pond-builder-badge')).toEqual([]);
  await context.close();
});

test('the builder’s dashboard gives the badge’s snippet from the kit and shows its loads and requests by site', async ({
  page,
}) => {
  // The badge on the builder's site at least once, whatever ran before.
  await page.goto(demo(`/badge?contractor=${builder}`));
  await expect(page.locator('pond-builder-badge').getByRole('link', { name })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await sql('select 1 from private.builder_site_loads where contractor_id = $1', [builder])).length,
    )
    .toBe(1);
  await signInAsBuilderOf(page, builder, `owner-${suffix}@badge-ponds.example`);
  await page.getByRole('link', { name: 'Your website' }).click();
  await expect(page.getByRole('heading', { name: 'Your Website' })).toBeVisible();
  const snippet = page.getByRole('region', { name: 'Your snippet' });
  await expect(snippet).toContainText(`<pond-builder-badge contractor-id="${builder}"></pond-builder-badge>`);
  await expect(snippet).toContainText(/integrity="sha384-/);
  await page.getByLabel('What to put on your website').selectOption('floating');
  await expect(snippet).toContainText(
    `<pond-quote-form builder-site contractor-id="${builder}" contractor-name="${name}" heading="Get a free quote from ${name}" mode="floating" button-text="Get a free quote"></pond-quote-form>`,
  );
  // Every load of the badge on the builder's site so far (each journey above loaded it), and its one request.
  const [counted] = await sql<{ loads: number; requests: number }>(
    `select (select loads from private.builder_site_loads where contractor_id = $1 and origin = $2) as loads,
            (select count(*)::int from public.lead_submissions where contractor_id = $1 and source = 'builder-site') as requests`,
    [builder, PARTNER_URL],
  );
  const row = page.getByRole('row', { name: new RegExp(PARTNER_URL) });
  await expect(row.getByRole('cell')).toHaveText([String(counted!.loads), String(counted!.requests)]);
  // On a phone the page fits, snippet and figures included.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The live preview is the real badge, which counts no load on our own site.
  await page.getByLabel('What to put on your website').selectOption('badge');
  await expect(page.locator('pond-builder-badge').getByRole('link', { name })).toBeVisible();
  expect(
    await sql<{ loads: number }>(
      'select sum(loads)::int as loads from private.builder_site_loads where contractor_id = $1',
      [builder],
    ),
  ).toEqual([{ loads: counted!.loads }]);

  // The request from the badge, in the builder's inbox, says where it came from.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(counted!.requests).toBeGreaterThan(0);
  await page.goto(PATHS.buildersRequests);
  const fromOwnSite = page.getByText('Sent to you alone from the quote button on your website');
  await expect(fromOwnSite).toHaveCount(counted!.requests);
  // On a phone too: the inbox fits, and the sentence is whole on the screen.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await fromOwnSite.first().scrollIntoViewIfNeeded();
  const box = (await fromOwnSite.first().boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});
