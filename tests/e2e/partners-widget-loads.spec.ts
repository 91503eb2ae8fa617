// A partner's widgets are counted: one load per widget per page load, under the page's origin, and
// nothing for our own pages.
import { forgetPartnerJourneys, stamp } from './fixtures/partners.ts';
import { sql } from './db.ts';
import { demo } from './partner-page.ts';
import { PARTNER_URL, SITE_URL } from './servers.ts';
import { settled } from './ready.ts';
import { expect, test } from './test.ts';

test.afterAll(forgetPartnerJourneys);

test('each widget on a partner page is counted as one load per page load, under the page’s origin', async ({
  page,
}) => {
  const partner = `loads-${stamp}`;
  // Loads count for partners that exist, under a proven site's own origin.
  await sql(
    `insert into public.partners (id, business_name, contact_name, email) values ($1, 'Loads', 'Lo', $2)`,
    [partner, `${partner}@example.com`],
  );
  await sql(
    `insert into public.partner_sites (partner_id, origin, status, proven_at) values ($1, $2, 'proven', now())`,
    [partner, PARTNER_URL],
  );
  const loads = async () =>
    (
      await sql<{ n: number }>(
        `select coalesce(sum(loads), 0)::int as n from public.widget_loads
          where partner = $1 and origin = $2 and widget = 'pond-quote-form'`,
        [partner, PARTNER_URL],
      )
    )[0]?.n;
  await page.goto(demo(`/two?partner=${partner}`));
  await expect(page.locator('pond-quote-form[data-ready]')).toHaveCount(2);
  await expect.poll(loads).toBe(2);
  await page.reload();
  await expect(page.locator('pond-quote-form[data-ready]')).toHaveCount(2);
  await expect.poll(loads).toBe(4);
  // Our own pages and the embed builder's preview count nothing.
  const ours = () =>
    sql('select day, partner, widget, loads from public.widget_loads where origin = $1', [SITE_URL]);
  const before = await ours();
  await page.goto(`/pond-planner?partner=${partner}`);
  await page.goto('/partners/embed');
  await page.getByLabel('Partner id').fill(partner);
  await settled(page);
  expect(await ours()).toEqual(before);
  await expect.poll(loads).toBe(4);
});
