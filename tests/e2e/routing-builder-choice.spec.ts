// Leads reach people: the homeowner chooses up to three builders (no more, whatever the page does),
// and the job worker mails each of them and confirms to the homeowner (read from the local mail
// catcher).
import { contractorUrl } from '@pond/core';
import { readRunningStack } from '@pond/supabase/local';
import { forgetTestLeads, mailTo, sql } from './db.ts';
import { requestOf, requestQuoteNearAustin, sendQuote } from './fixtures/routing.ts';
import { fillQuote } from './quote.ts';
import { SITE_URL } from './servers.ts';
import { expect, test } from './test.ts';

test.afterAll(forgetTestLeads);

/** A builder with an email address in a city with at least four builders. */
async function profileWithNeighbours() {
  const [builder] = await sql<{ id: string; name: string; city: string; state: string }>(
    `select c.id, c.name, c.city, c.state from public.contractors c
       join public.contractor_emails e on e.contractor_id = c.id
      where (select count(*) from public.contractors d where d.state = c.state and d.city_key = c.city_key) >= 4
      order by c.name limit 1`,
  );
  return builder!;
}

test('a quote from a profile goes to that builder and two more the homeowner confirms, and each gets one mail', async ({
  page,
}) => {
  const builder = await profileWithNeighbours();
  const email = `route-${Date.now()}@example.com`;
  await page.goto(contractorUrl(builder));
  await fillQuote(page, email);
  const choice = await sendQuote(page);
  const boxes = choice.getByRole('checkbox');
  await expect(boxes.first()).toBeChecked();
  await expect(choice.locator('label:has(input[type=checkbox])').first()).toContainText(builder.name);
  expect(await boxes.count()).toBeGreaterThan(3);
  await expect(choice.getByRole('checkbox', { checked: true })).toHaveCount(3);
  // A fourth cannot be ticked while three are chosen; swapping one out frees a place.
  await expect(boxes.nth(3)).toBeDisabled();
  await boxes.nth(2).uncheck();
  await boxes.nth(3).check();
  await expect(choice.getByRole('checkbox', { checked: true })).toHaveCount(3);
  // Nothing has gone to anyone before the homeowner confirms.
  const lead = await requestOf(email);
  expect(await sql('select 1 from public.lead_routes where lead_id = $1', [lead])).toEqual([]);

  await choice.getByRole('button', { name: 'Send my request to 3 builders' }).click();
  await expect(choice.getByRole('status')).toContainText('Sent to');
  const routes = await sql<{ contractor_id: string; slot: number; delivery: string; consent_text: string }>(
    'select contractor_id, slot, delivery, consent_text from public.lead_routes where lead_id = $1 order by slot',
    [lead],
  );
  expect(routes).toHaveLength(3);
  expect(routes[0]!.contractor_id).toBe(builder.id);
  expect(routes.every((route) => route.consent_text.startsWith('By confirming, you agree'))).toBe(true);

  const mailed = await sql<{ email: string }>(
    `select e.email from public.lead_routes r join public.contractor_emails e on e.contractor_id = r.contractor_id
      where r.lead_id = $1`,
    [lead],
  );
  expect(mailed.length).toBe(routes.filter((route) => route.delivery === 'email').length);
  await expect
    .poll(async () => (await mailTo(email)).length, { message: 'the confirmation reaches the homeowner' })
    .toBe(1);
  for (const { email: address } of mailed) {
    await expect
      .poll(async () => (await mailTo(address)).filter((m) => m.text.includes(email)).length)
      .toBe(1);
  }
  const [confirmation] = await mailTo(email);
  expect(confirmation!.text).toContain(builder.name);
  expect(confirmation!.text).toContain(`${SITE_URL}/withdraw-request?request=${lead}`);
});

test('the database refuses a fourth builder, whatever the page does', async ({ page }) => {
  const email = `fourth-${Date.now()}@example.com`;
  await requestQuoteNearAustin(page, email);
  const lead = await requestOf(email);
  // The page's own secret for this request, as its browser holds it.
  const [row] = await sql<{ choice_token: string }>(
    'select choice_token from public.lead_submissions where id = $1',
    [lead],
  );
  const token = row!.choice_token;
  const four = await sql<{ id: string }>(`select id from public.contractors where state = 'TX' limit 4`);
  const stack = (await readRunningStack('dev'))!;
  const response = await page.request.post(`${SITE_URL}/rest/v1/rpc/choose_builders`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
    data: {
      p_lead: lead,
      p_token: token,
      p_contractors: four.map((row) => row.id),
      p_consent_id: 'builder-choice-2026-11',
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain('lead_builder_count');
  expect(await sql('select 1 from public.lead_routes where lead_id = $1', [lead])).toEqual([]);
});
