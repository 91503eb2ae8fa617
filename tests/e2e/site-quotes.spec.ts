// Quote requests from the site's own pages: where they land, the spec's messages, failures that
// keep the input, and the spam and rate-limit defences.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { readRunningStack } from '@pond/supabase/local';
import { forgetTestLeads, sql, whileDatabaseIsDown } from './db.ts';
import { fillQuote, humanPause, quoteForm, sendForMatching } from './quote.ts';

test.afterAll(forgetTestLeads);

/** The requests saved from this address. */
const saved = (email: string) => sql('select 1 from public.lead_submissions where email = $1', [email]);

/** Sends the filled form, lets us match the builders, and sees the request saved once. */
async function sendAndSee(page: Page, email: string) {
  await sendForMatching(page);
  expect(await saved(email)).toHaveLength(1);
}

test('a quote from the home page lands in the database with its source', async ({ page }) => {
  const email = `home-${Date.now()}@example.com`;
  await page.goto('/');
  const form = await fillQuote(page, email);
  await humanPause(page);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  // Spec §8's toast once the request is on its way: here, handed to our staff to match.
  await page.getByRole('button', { name: 'Let Pond Builders Direct match me instead' }).click();
  await expect(
    page.getByText(
      "We've received your request and will connect you with top pond professionals in your area soon.",
    ),
  ).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  const rows = await sql<{ source: string; project_type: string }>(
    'select source, project_type from public.lead_submissions where email = $1',
    [email],
  );
  expect(rows).toEqual([{ source: '/', project_type: 'Koi Pond Construction' }]);
});

test('a quote from a state page carries the state', async ({ page }) => {
  const email = `state-${Date.now()}@example.com`;
  await page.goto('/states/fl');
  await fillQuote(page, email);
  await humanPause(page);
  await sendForMatching(page);
  expect(await sql('select source, state from public.lead_submissions where email = $1', [email])).toEqual([
    { source: '/states/fl', state: 'FL' },
  ]);
});

test('each validation message of §5 shows, then clears as the field is corrected', async ({ page }) => {
  await page.goto('/get-quotes');
  const form = await quoteForm(page);
  await form.getByLabel('Name').fill('J');
  await form.getByLabel('Email').fill('jo@');
  await form.getByLabel('Phone').fill('555');
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please select a project type',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Name').fill('Jo');
  await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);
});

test('with the database down a request says "Submission Failed", keeps the input and can be sent again', async ({
  page,
}) => {
  const email = `down-${Date.now()}@example.com`;
  await page.goto('/get-quotes');
  const form = await fillQuote(page, email);
  await humanPause(page);
  await whileDatabaseIsDown(async () => {
    await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
    await expect(page.getByText('Submission Failed')).toBeVisible();
    await expect(
      page.getByText('There was an error submitting your request. Please try again.'),
    ).toBeVisible();
  });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Project type')).toHaveValue('Koi Pond Construction');
  expect(await saved(email)).toHaveLength(0);
  // The database is back: the same input goes through.
  await sendAndSee(page, email);
});

test('with no connection at all the request fails the same way', async ({ page }) => {
  await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
  await page.goto('/get-quotes');
  const form = await fillQuote(page, `offline-${Date.now()}@example.com`);
  await humanPause(page);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(page.getByText('Submission Failed')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue(/^offline-\d+@example\.com$/);
});

test('a contractor profile shows its details and its own quote form', async ({ page }) => {
  const [contractor] = await sql<{ id: string; name: string; city: string; state: string; slug: string }>(
    `select id::text, name, city, state, slug from public.contractors where phone is not null and reviews > 0 order by name limit 1`,
  );
  await page.goto(
    `/states/${contractor!.state.toLowerCase()}/${contractor!.city.toLowerCase().replace(/\s+/g, '-')}/${contractor!.slug}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contractor!.name);
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Get Free Quotes From ${contractor!.name}` })).toBeVisible();
  await expect(page.getByLabel('Project type')).toHaveValue('Pond Design & Installation');
});

test('the rate limit counts the real network address, not one the visitor claims', async ({ request }) => {
  const stack = await readRunningStack('dev');
  const email = `spoof-${Date.now()}@example.com`;
  const headers = { apikey: stack!.anonKey, authorization: `Bearer ${stack!.anonKey}` };
  // A request carries the form's signed start, as the quote form's does.
  const start = (await (
    await request.post('/rest/v1/rpc/start_quote_form', { headers, data: {} })
  ).json()) as string;
  const response = await request.post('/rest/v1/lead_submissions', {
    headers: { ...headers, 'x-forwarded-for': '203.0.113.9' },
    data: {
      name: 'Jo Banks',
      email,
      phone: '5125550100',
      project_type: 'Other',
      source: 'test:spoof',
      form_token: start,
    },
  });
  expect(response.status()).toBe(201);
  const [row] = await sql<{ client_address: string }>(
    'select client_address from public.lead_submissions where email = $1',
    [email],
  );
  expect(row!.client_address).not.toContain('203.0.113.9');
  expect(row!.client_address).toMatch(/127\.0\.0\.1|::1/);
});

test('spam defence: a form sent faster than a person types is held back, then goes through', async ({
  page,
}) => {
  const email = `quick-${Date.now()}@example.com`;
  await page.goto('/get-quotes');
  const form = await fillQuote(page, email);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'That was quick! Please check your details, then send the form again.',
  );
  expect(await saved(email)).toHaveLength(0);
  await humanPause(page);
  await sendAndSee(page, email);
});

test('spam defence: a filled honeypot field saves nothing', async ({ page }) => {
  const email = `robot-${Date.now()}@example.com`;
  await page.goto('/get-quotes');
  const form = await fillQuote(page, email);
  await humanPause(page);
  await form.locator('input[name="company_website"]').fill('https://spam.example', { force: true });
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(form.getByLabel('Email')).toHaveValue('');
  expect(await saved(email)).toHaveLength(0);
});

test('the database refuses a sixth request in an hour from one email, and the form says why', async ({
  page,
}) => {
  const email = `limit-${Date.now()}@example.com`;
  for (let i = 0; i < 5; i++) {
    await sql(
      `insert into public.lead_submissions (name, email, phone, project_type, source) values ('Jo Banks', $1, '5125550100', 'Other', 'test:limit')`,
      [email],
    );
  }
  await page.goto('/get-quotes');
  const form = await fillQuote(page, email);
  await humanPause(page);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(page.getByText('Submission Failed')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(
    'Too many requests from this email address. Please try again in an hour.',
  );
  await expect(form.getByLabel('Email')).toHaveValue(email);
  expect(await sql('select 1 from public.lead_submissions where email = $1', [email])).toHaveLength(5);
});
