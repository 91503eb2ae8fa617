import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './test.ts';
import { sql } from './db.ts';
import { approvedPartner } from './partner-account.ts';
import { demo } from './partner-page.ts';
import { requestSignInLink, signInWithLink } from './partner-sign-in.ts';
import { humanPause, sendForMatching } from './quote.ts';
import { PARTNER_URL } from './servers.ts';

// A partner adds a webhook endpoint on its dashboard, sees its secret once, and hears of a
// quote sent from its proven site, signed; the dashboard lists the delivery with the answer it got.

const stamp = Date.now();
const partnerId = `hooks-${stamp}`;
const email = `hooks-${stamp}@example.com`;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    res.writeHead(204).end();
  });
});

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await sql('delete from public.lead_submissions where partner = $1', [partnerId]);
  await sql('delete from public.partner_applications where email = $1', [email]);
  await sql('delete from public.partners where id = $1', [partnerId]);
  await sql('delete from auth.users where email = $1', [email]);
});

test('a partner adds a webhook, sees its secret once, and a quote from its proven site arrives signed', async ({
  page,
}) => {
  await approvedPartner({
    businessName: `Hook Ponds ${stamp}`,
    contactName: 'Hana Hook',
    email,
    website: PARTNER_URL,
    id: partnerId,
    provenSite: true,
  });
  await signInWithLink(page, await requestSignInLink(page, email));
  await expect(page.getByText(`partner id ${partnerId}`)).toBeVisible();

  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pond`;
  const form = page.getByRole('form', { name: 'Webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill('http://example.com/hooks');
  await form.getByRole('button', { name: 'Add Endpoint' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter an https:// address (plain http only on localhost, for testing)',
  );
  await form.getByLabel('Endpoint URL').fill(endpoint);
  await form.getByRole('button', { name: 'Add Endpoint' }).click();
  const shown = page.getByRole('status').filter({ hasText: 'Your signing secret' });
  await expect(shown).toContainText('Copy it now: it is not shown again.');
  const secret = (await shown.locator('code').innerText()).trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Webhook endpoint' }).getByLabel('Endpoint URL')).toHaveValue(
    endpoint,
  );
  expect(await page.locator('main').innerText()).not.toContain(secret);

  // A homeowner asks for quotes in the partner's widget on its proven site.
  const widgetPage = await page.context().newPage();
  await widgetPage.goto(demo(`/?partner=${partnerId}`));
  const widget = widgetPage.locator('pond-quote-form');
  await widget.getByLabel('Name').fill('Webb Hooker');
  await widget.getByLabel('Email').fill(`hook-home-${stamp}@example.com`);
  await widget.getByLabel('Phone').fill('(512) 555-0199');
  await humanPause(widgetPage);
  await sendForMatching(widget);
  await widgetPage.close();

  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
  const [delivery] = received;
  const event = JSON.parse(delivery!.body) as { id: string; type: string; data: Record<string, unknown> };
  expect(event).toMatchObject({
    type: 'request.created',
    data: { widget: 'pond-quote-form', attributed: true, confirmed: false, verified: true },
  });
  // Standard Webhooks: checked with the package partners are told to use.
  expect(delivery!.headers['webhook-id']).toBe(event.id);
  expect(() =>
    new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>),
  ).not.toThrow();
  expect(() =>
    new Webhook(secret).verify(`${delivery!.body} `, delivery!.headers as Record<string, string>),
  ).toThrow();
  expect(delivery!.body).not.toContain('Webb Hooker');
  expect(delivery!.body).not.toContain(`hook-home-${stamp}`);

  await page.reload();
  const deliveries = page.getByRole('table', { name: 'Recent deliveries' });
  await expect(deliveries.getByRole('row').filter({ hasText: event.id })).toContainText('request.created');
  await expect(deliveries.getByRole('row').filter({ hasText: event.id })).toContainText('Delivered');
  await expect(deliveries.getByRole('row').filter({ hasText: event.id })).toContainText('HTTP 204');

  // An endpoint made before Standard Webhooks keeps the previous signature for one release, and its
  // dashboard says until when; rotating the secret moves it to the standard at once.
  await sql(`update public.partner_webhooks set signing = 'pond-v1' where partner_id = $1`, [partnerId]);
  await page.reload();
  await expect(page.getByRole('note')).toContainText('Until February 1, 2027');

  // A new secret replaces the old one, shown once.
  await page.getByRole('button', { name: 'Rotate Secret' }).click();
  const rotated = (
    await page.getByRole('status').filter({ hasText: 'Your signing secret' }).locator('code').innerText()
  ).trim();
  expect(rotated).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  expect(rotated).not.toBe(secret);
  await expect(page.getByRole('note')).toHaveCount(0);
  expect(await sql('select signing from public.partner_webhooks where partner_id = $1', [partnerId])).toEqual(
    [{ signing: 'standard' }],
  );
});
