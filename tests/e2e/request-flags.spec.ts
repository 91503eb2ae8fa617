// A request a builder could not use: the builder flags it from the inbox (bad input refused beside the
// field), staff confirm it with a reason, and it leaves the builder's response figures.
import { REQUEST_FLAG_MESSAGES } from '@pond/core';
import { violations } from './axe.ts';
import { createStaffAccount, sql } from './db.ts';
import { signInAsBuilderOf } from './builder-sign-in.ts';
import { addAustinListings, forgetListings, stamp } from './fixtures/builders.ts';
import { fitsAPhone } from './phone.ts';
import { signIn } from './staff.ts';
import { expect, test } from './test.ts';

let listing = '';
const homeowners = Array.from({ length: 6 }, (_, n) => `flag-${n}-${stamp}@claim-ponds.example`);

test.beforeAll(async () => {
  [listing] = (await addAustinListings([{ name: 'Flagging Ponds' }])) as [string];
  // Six requests that chose the builder, each marked contacted an hour after.
  for (const [n, email] of homeowners.entries()) {
    const [lead] = await sql<{ id: string }>(
      `insert into public.lead_submissions (name, email, phone, project_type, city, state, created_at)
       values ($1, $2, '5125550142', 'Koi Pond Construction', 'Austin', 'TX', now() - interval '3 days')
       returning id::text`,
      [`Flag Homeowner ${n}`, email],
    );
    await sql(
      `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, chosen_at, contacted_at)
       values ($1, $2, 1, 'The flags journey chose this builder', 'email', now() - interval '3 days',
               now() - interval '3 days' + interval '1 hour')`,
      [lead!.id, listing],
    );
  }
});

test.afterAll(() => forgetListings([listing]));

test('a builder flags a request they could not reach; staff confirm it, and it leaves the builder’s response figures', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsBuilderOf(page, listing, `flagging-${stamp}@claim-ponds.example`);
  await page.goto('/builders/dashboard/requests');
  await expect(page.getByText('(6 requests marked contacted)')).toBeVisible();

  const request = page.getByRole('article', { name: 'Request from Flag Homeowner 0' });
  await request.getByText('Could not use this request?').click();
  const form = request.getByRole('form', { name: 'Flag this request for our staff' });
  // Bad input: no reason chosen is refused beside the field.
  await form.getByRole('button', { name: 'Flag for Our Staff' }).click();
  await expect(request.getByText(REQUEST_FLAG_MESSAGES.reason)).toBeVisible();
  await form.getByLabel('What was wrong').selectOption('could_not_reach');
  await form.getByLabel('What happened (optional)').fill('The number rings out; two mails bounced.');
  await form.getByRole('button', { name: 'Flag for Our Staff' }).click();
  await expect(request.getByText(/waiting for our staff/)).toBeVisible();
  // Open, it still counts.
  await expect(page.getByText('(6 requests marked contacted)')).toBeVisible();
  await fitsAPhone(page);

  const desk = await (await page.context().browser()!.newContext()).newPage();
  await signIn(desk, await createStaffAccount(), '/admin/flags');
  const flag = desk.getByRole('article', {
    name: `Flagging Ponds ${stamp}: Could not reach them (a wrong number, a mail that bounced)`,
  });
  await expect(flag).toContainText('The number rings out; two mails bounced.');
  const decide = flag.getByRole('form', { name: `Decide the flag of Flagging Ponds ${stamp}` });
  await decide.getByLabel('Why (the builder reads it)').fill('short');
  await decide.getByRole('button', { name: 'Confirm' }).click();
  await expect(flag.getByText(REQUEST_FLAG_MESSAGES.decisionReason)).toBeVisible();
  await decide.getByLabel('Why (the builder reads it)').fill('We called: the number is not in service.');
  await decide.getByRole('button', { name: 'Confirm' }).click();
  await expect(flag.getByRole('status')).toContainText('Confirmed by');
  expect(await violations(desk)).toEqual([]);
  await fitsAPhone(desk);

  await page.reload();
  await expect(page.getByText('(5 requests marked contacted)')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Request from Flag Homeowner 0' }).getByText(/our staff agreed/),
  ).toBeVisible();
});
