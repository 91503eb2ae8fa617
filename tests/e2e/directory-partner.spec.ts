// The partner who sent the visitor is credited: a quote from a profile the partner's link opened, and
// the `<pond-directory>` on a partner's page whose links carry the partner.
import { forgetTestLeads, sql } from './db.ts';
import { aContractor, cards, location, open, places } from './fixtures/directory.ts';
import { fillQuote, humanPause } from './quote.ts';
import { PARTNER_URL } from './servers.ts';
import { expect, test } from './test.ts';

test.afterAll(forgetTestLeads);

test('a quote from a profile lands with the contractor, and with the partner whose widget sent the visitor', async ({
  page,
}) => {
  const contractor = await aContractor();
  const email = `profile-${Date.now()}@example.com`;
  await open(page, `/states/tx/austin/${contractor.id}?partner=riverside-garden`);
  const form = await fillQuote(page, email);
  await humanPause(page);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await page.getByRole('button', { name: /^Send my request to \d builders?$/ }).click();
  await expect(
    page.getByText(`We've received your request for ${contractor.name}. They'll be in touch soon.`),
  ).toBeVisible();
  const rows = await sql(
    'select contractor_id::text, contractor_name, partner from public.lead_submissions where email = $1',
    [email],
  );
  expect(rows).toEqual([
    { contractor_id: contractor.id, contractor_name: contractor.name, partner: 'riverside-garden' },
  ]);
});

test('<pond-directory> on a partner page searches and pages inside itself, and its links carry the partner', async ({
  page,
}) => {
  await open(page, `${PARTNER_URL}/directory`);
  const widget = page.locator('pond-directory');
  await expect(cards(widget)).toHaveCount(6);
  for (const place of await places(widget)) expect(place).toMatch(/^Austin, TX/);
  const profile = cards(widget).first().getByRole('link').first();
  await expect(profile).toHaveAttribute(
    'href',
    /^http:\/\/localhost:3100\/states\/tx\/austin\/.+\?partner=riverside-garden$/,
  );
  await expect(profile).toHaveAttribute('target', '_blank');

  await widget.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(widget.getByText(/^Showing 7–12 of/)).toBeVisible();
  await location(widget).fill('Dallas, TX');
  await expect(widget.getByText(/^Showing 1–6 of/)).toBeVisible();
  for (const place of await places(widget)) expect(place).toMatch(/^Dallas, TX/);
  // The partner's address never changes.
  expect(page.url()).toBe(`${PARTNER_URL}/directory`);

  // The link opens our profile in a new tab, and a quote sent there credits the partner.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), profile.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(tab.url()).searchParams.get('partner')).toBe('riverside-garden');
});
