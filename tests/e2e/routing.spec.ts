import { contractorUrl } from '@pond/core';
import { readRunningStack } from '@pond/supabase/local';
import { expect, test, type Page } from './test.ts';
import { createStaffAccount, forgetTestAccounts, forgetTestLeads, mailTo, sql } from './db.ts';
import { fillQuote, humanPause } from './quote.ts';
import { PARTNER_URL, SITE_URL } from './servers.ts';
import { signIn } from './staff.ts';
import { openApp } from './ready.ts';

// Leads reach people: the homeowner chooses up to three builders, the job worker
// mails them and confirms to the homeowner (read from the local mail catcher), a signed link
// withdraws, and staff see it all at /admin/leads while nobody else reads any of it.
test.afterAll(async () => {
  await forgetTestLeads();
  await forgetTestAccounts();
});

const requestOf = async (email: string) => {
  const [lead] = await sql<{ id: string }>('select id from public.lead_submissions where email = $1', [
    email,
  ]);
  return lead!.id;
};

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

async function signInToInbox(page: Page, account: { email: string; password: string }) {
  await signIn(page, account, '/admin/leads');
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
}

/** A quote request from /get-quotes near Austin, sent; the choice of builders is then on screen. */
async function requestQuoteNearAustin(page: Page, email: string) {
  await page.goto('/get-quotes');
  await fillQuote(page, email);
  await page.getByLabel('Location (optional)').fill('Austin, TX');
  return sendQuote(page);
}

/** The quote form on this page, filled, sent; the choice of builders is then on screen. */
async function sendQuote(page: Page) {
  await humanPause(page);
  await page.getByRole('button', { name: 'Get My Free Quotes' }).click();
  const choice = page.getByRole('region', { name: 'Choose who hears from you' });
  await expect(choice).toBeVisible();
  return choice;
}

/** A request near Austin sent to the builders first offered; its one mail to the homeowner has arrived. */
async function sentRequestMail(page: Page, email: string) {
  const choice = await requestQuoteNearAustin(page, email);
  await choice.getByRole('button', { name: /^Send my request to/ }).click();
  await expect(choice.getByRole('status')).toBeVisible();
  await expect.poll(async () => (await mailTo(email)).length).toBe(1);
  return (await mailTo(email))[0]!.text;
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
  await expect(choice.locator('label').first()).toContainText(builder.name);
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
  expect(await response.text()).toContain('lead_route_slot');
  expect(await sql('select 1 from public.lead_routes where lead_id = $1', [lead])).toEqual([]);
});

test('"Yes, this was me" in the confirmation mail confirms the request; opening it alone or an altered one does nothing', async ({
  page,
}) => {
  const email = `confirm-${Date.now()}@example.com`;
  const text = await sentRequestMail(page, email);
  const link = /Yes, this was me (https?:\/\/\S+\/confirm-request\?\S+)/.exec(text)![1]!;
  const lead = await requestOf(email);
  const confirmedAt = async () =>
    (
      await sql<{ confirmed_at: Date | null }>(
        'select confirmed_at from public.lead_submissions where id = $1',
        [lead],
      )
    )[0]!.confirmed_at;

  // A withdraw link's signature on the confirm page confirms nothing.
  const withdraw = new URL(/https?:\/\/\S+\/withdraw-request\?\S+/.exec(text)![0]);
  const forged = new URL(link);
  forged.searchParams.set('signature', withdraw.searchParams.get('signature')!);
  await page.goto(forged.pathname + forged.search);
  await page.getByRole('button', { name: 'Yes, this was me' }).click();
  await expect(page.getByRole('alert')).toHaveText(/This confirmation link is not valid/);
  expect(await confirmedAt()).toBeNull();

  await page.goto(new URL(link).pathname + new URL(link).search);
  expect(await confirmedAt()).toBeNull();
  await page.getByRole('button', { name: 'Yes, this was me' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you: your request is confirmed.');
  expect(await confirmedAt()).not.toBeNull();
});

test('the withdraw link in the mail withdraws the request; an altered one does nothing', async ({ page }) => {
  const email = `withdraw-${Date.now()}@example.com`;
  const link = /https?:\/\/\S+\/withdraw-request\?\S+/.exec(await sentRequestMail(page, email))![0];
  const lead = await requestOf(email);

  const url = new URL(link);
  const signature = url.searchParams.get('signature')!;
  url.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
  await page.goto(url.pathname + url.search);
  // Said on arrival: the request's page shows nothing of it, and offers nothing to press.
  await expect(page.getByRole('alert')).toHaveText(/This withdraw link is not valid/);
  await expect(page.getByRole('button', { name: 'Withdraw my request' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Builders you chose' })).toHaveCount(0);
  expect((await sql('select withdrawn_at from public.lead_submissions where id = $1', [lead]))[0]).toEqual({
    withdrawn_at: null,
  });

  await page.goto(new URL(link).pathname + new URL(link).search);
  // Opening the link alone (as mail scanners do) changes nothing; the button does.
  expect((await sql('select withdrawn_at from public.lead_submissions where id = $1', [lead]))[0]).toEqual({
    withdrawn_at: null,
  });
  await page.getByRole('button', { name: 'Withdraw my request' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your request is withdrawn. Nobody else will receive it.',
  );
  // Opened again, the request's page says it is withdrawn, with nothing left to press.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(
    'Your request is withdrawn. Nobody else will receive it.',
  );
  await expect(page.getByRole('button', { name: 'Withdraw my request' })).toHaveCount(0);
  const [after] = await sql<{ withdrawn_at: Date | null; status: string }>(
    'select withdrawn_at, status from public.lead_inbox where id = $1',
    [lead],
  );
  expect(after!.withdrawn_at).not.toBeNull();
  expect(after!.status).toBe('withdrawn');
  expect(
    await sql(
      `select 1 from public.email_outbox
        where lead_id = $1 and template <> 'lead-withdrawn' and status in ('queued', 'sending')`,
      [lead],
    ),
  ).toEqual([]);
  // The homeowner is told by mail, in HTML and text, with the request's page linked in both.
  await expect
    .poll(async () => (await mailTo(email)).map((mail) => mail.subject))
    .toEqual([expect.any(String), 'Your pond project request is withdrawn']);
  const withdrawn = (await mailTo(email))[1]!;
  expect(withdrawn.text).toContain('is withdrawn. It will not go to anyone else');
  // A link to the same request's page (signed afresh), the same in both parts.
  const again = /See my request (https?:\/\/\S+)/.exec(withdrawn.text)?.[1] ?? '';
  expect(new URL(again).searchParams.get('request')).toBe(lead);
  expect(withdrawn.html).toContain(`href="${again.replaceAll('&', '&amp;')}"`);
});

test("a partner widget's quote routes the same way and shows in staff's inbox and partner report", async ({
  page,
}) => {
  const email = `partner-route-${Date.now()}@example.com`;
  await page.goto(`${PARTNER_URL}/`);
  const form = page.locator('pond-quote-form');
  await form.getByLabel('Name').fill('Pat Partner');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(512) 555-0199');
  await humanPause(page);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  const choice = form.getByRole('region', { name: 'Choose who hears from you' });
  await expect(choice.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await choice.getByRole('button', { name: 'Send my request to 3 builders' }).click();
  await expect(choice.getByRole('status')).toContainText('Sent to');
  const lead = await requestOf(email);
  expect(await sql('select 1 from public.lead_routes where lead_id = $1', [lead])).toHaveLength(3);
  await expect.poll(async () => (await mailTo(email)).length).toBe(1);

  const staff = await createStaffAccount();
  await signInToInbox(page, staff);
  await page.getByLabel('Partner', { exact: true }).fill('riverside-garden');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByRole('table', { name: 'Quote requests' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('routed');
  await expect(row).toContainText('riverside-garden');
  const report = page.getByRole('table', { name: 'Partner report' });
  await expect(report.getByRole('row').filter({ hasText: 'riverside-garden' }).first()).toContainText(
    PARTNER_URL,
  );

  // The filters live in the address: a reload (or a shared link) shows the same requests.
  await expect(page).toHaveURL(/\/admin\/leads\?(.+&)?partner=riverside-garden/);
  await page.reload();
  await expect(page.getByLabel('Partner', { exact: true })).toHaveValue('riverside-garden');
  await expect(row).toContainText('routed');

  // The request's detail has its own address: its three builders, and staff record that one of them
  // made contact.
  await row.getByRole('link', { name: /^Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead}\\?(.+&)?partner=riverside-garden`));
  const detail = page.getByRole('region', { name: 'Request of Pat Partner' });
  await page.reload();
  await expect(detail.getByRole('button', { name: /^Mark contacted/ })).toHaveCount(3);
  await expect(detail).toContainText('lead-confirmation');
  await detail
    .getByRole('button', { name: /^Mark contacted/ })
    .first()
    .click();
  await expect
    .poll(
      async () =>
        (
          await sql('select 1 from public.lead_routes where lead_id = $1 and contacted_at is not null', [
            lead,
          ])
        ).length,
    )
    .toBe(1);
  await expect(row).toContainText('contacted');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv as Buffer[]).toString('utf8');
  expect(text.split('\n')[0]).toContain('received_at,status,name,email');
  expect(text).toContain(email);
});

test('an anonymous visitor reads none of it: not the inbox page, not the tables through /rest/v1', async ({
  page,
}) => {
  await openApp(page, '/admin/leads');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  const stack = (await readRunningStack('dev'))!;
  // A routed request of its own, so there is something not to read.
  const [lead] = await sql<{ id: string; choice_token: string }>(
    `insert into public.lead_submissions (name, email, phone, project_type, source, choice_token)
     values ('Anon Check', $1, '512-555-0100', 'Other', '/get-quotes', gen_random_uuid()) returning id, choice_token`,
    [`anon-${Date.now()}@example.com`],
  );
  await sql(
    `select public.choose_builders($1, $2, array(select contractor_id from public.contractor_emails limit 2), 'builder-choice-2026-11')`,
    [lead!.id, lead!.choice_token],
  );
  for (const table of [
    'lead_routes',
    'lead_submissions',
    'email_outbox',
    'contractor_emails',
    'lead_inbox',
    'partner_report',
  ]) {
    const response = await page.request.get(`${SITE_URL}/rest/v1/${table}?select=*`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
    });
    const body = await response.text();
    expect(response.ok() ? JSON.parse(body) : [], `${table}: ${body}`).toEqual([]);
  }
});
