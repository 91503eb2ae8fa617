// The homeowner's mail about their request: its signed links confirm and withdraw it, when the
// homeowner presses the button (not when the page opens), and an altered link does nothing.
import { forgetTestLeads, mailTo, sql } from './db.ts';
import { requestOf, sentRequestMail } from './fixtures/routing.ts';
import { expect, test } from './test.ts';

test.afterAll(forgetTestLeads);

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
