// Staff see every request at /admin/leads, a partner widget's routed the same way as ours, while
// nobody else reads any of it.
import { readRunningStack } from '@pond/supabase/local';
import { createStaffAccount, forgetTestAccounts, forgetTestLeads, mailTo, sql } from './db.ts';
import { requestOf } from './fixtures/routing.ts';
import { humanPause } from './quote.ts';
import { PARTNER_URL, SITE_URL } from './servers.ts';
import { openApp } from './ready.ts';
import { signIn } from './staff.ts';
import { expect, test, type Page } from './test.ts';

test.afterAll(async () => {
  await forgetTestLeads();
  await forgetTestAccounts();
});

async function signInToInbox(page: Page, account: { email: string; password: string }) {
  await signIn(page, account, '/admin/leads');
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
}

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
