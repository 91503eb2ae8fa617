// Partners as customers: a business applies on /partners/join, is mailed a
// confirmation, staff approve it on /admin/partners, and the partner is mailed its id.
// The partner then signs in by the mailed link, proves its site and reads its figures, which staff
// read too; a second partner sees none of it.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { createStaffAccount, mailTo, sql } from './db.ts';
import {
  business,
  email,
  forgetPartnerJourneys,
  proveDemoSite,
  sendAttributedRequests,
  stamp,
} from './fixtures/partners.ts';
import { PARTNER_URL, SITE_URL } from './servers.ts';
import { requestSignInLink, signInLinkMailedTo, signInWithLink } from './partner-sign-in.ts';
import { signIn } from './staff.ts';
import { approvedPartner } from './partner-account.ts';
import { hydrated, openApp } from './ready.ts';

test.afterAll(forgetPartnerJourneys);

/** Every answer the API gives this page from now on, as text: what a curious partner could read. */
function apiAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/rest/v1/')) answers.push(await response.text().catch(() => ''));
  });
  return answers;
}

test('a business applies, is told what is wrong, then sends it and gets the confirmation mail', async ({
  page,
}) => {
  await page.goto('/partners');
  await page.getByRole('link', { name: 'Apply to be a partner' }).click();
  await expect(page).toHaveURL(/\/partners\/join$/);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Partner application' });
  await form.getByLabel('Business name').fill(business);
  await form.getByLabel('Your name').fill('Dana Green');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Website addresses').fill('journey.example/shop\nnot a site');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByText('Please enter one to 5 website addresses, one per line')).toBeVisible();
  await expect(form.getByText('Please select the kind of business')).toBeVisible();
  await expect(form.getByText('Please choose at least one widget')).toBeVisible();
  await expect(form.getByLabel('Website addresses')).toBeFocused();

  await form.getByLabel('Website addresses').fill('journey.example/shop\nhttps://blog.journey.example/');
  await form.getByLabel('Kind of business').selectOption('garden-centre');
  await form.getByLabel('Quote form (<pond-quote-form>)').check();
  await form.getByLabel('Pond planner (<pond-planner>)').check();
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you! We have your application and sent you a confirmation email.',
  );
  expect(
    await sql('select websites, widgets, status from public.partner_applications where email = $1', [email]),
  ).toEqual([
    {
      websites: ['https://journey.example', 'https://blog.journey.example'],
      widgets: ['pond-planner', 'pond-quote-form'],
      status: 'pending',
    },
  ]);
  await expect
    .poll(async () => (await mailTo(email)).map((mail) => mail.subject))
    .toEqual([`We received your partner application for ${business}`]);
});

test('staff approve the application and the partner is mailed its id; anyone else sees no application', async ({
  page,
}) => {
  await openApp(page, '/admin/partners');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await (await page.request.get('/admin/partners')).text()).not.toContain(email);

  await signIn(page, await createStaffAccount(), '/admin/partners');
  const row = page.getByRole('region', { name: /^Applications/ }).getByRole('row', { name: business });
  await expect(row).toContainText(email);
  await row.getByRole('button', { name: 'Approve' }).click();
  const partnerId = `journey-gardens-${stamp}`;
  await expect(row).toContainText(`Approved`);
  await expect(row).toContainText(partnerId);
  await expect(
    page.getByRole('region', { name: /Partners/ }).getByRole('row', { name: business }),
  ).toContainText('Active');
  await expect
    .poll(async () =>
      (await mailTo(email)).find((mail) => mail.subject.includes('is a Pond Builders Direct partner')),
    )
    .toMatchObject({ text: expect.stringContaining(`Your partner id is: ${partnerId}`) });
});

test('the partner signs in with the link from the mail, once, and sees its dashboard without anyone’s contact details', async ({
  page,
}) => {
  // The longest journey: sign-in, four checks of the site, a quote and a plan from the demo, the figures.
  test.setTimeout(60_000);
  const partnerId = `journey-gardens-${stamp}`;
  await page.goto('/partners');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/partners\/sign-in$/);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Check your email for a sign-in link. It works once, within an hour.',
  );
  const link = await signInLinkMailedTo(email);
  expect(new URL(link).pathname).toBe('/partners/dashboard');

  // Opened by a mail scanner first: a page load alone spends nothing.
  const scanner = await page.context().browser()!.newPage();
  await scanner.goto(link);
  await expect(scanner.getByRole('button', { name: `Sign in as ${email}` })).toBeVisible();
  await scanner.close();
  await signInWithLink(page, link);
  await expect(page).toHaveURL(/\/partners\/dashboard$/);
  await expect(page.getByText(`partner id ${partnerId}`)).toBeVisible();
  await expect(page.getByText('No quote requests yet.')).toBeVisible();

  // The partner proves the demo's origin: a wrong or missing token file proves nothing.
  await proveDemoSite(page, partnerId);

  // A homeowner's quote, a plan and a quote from our own pages, each crediting the partner.
  const { homeowner, planner } = await sendAttributedRequests(page, partnerId);

  const answers = apiAnswers(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quote requests (3)' })).toBeVisible();
  const requests = page.getByRole('region', { name: /^Quote requests/ });
  await expect(requests.getByRole('row').filter({ hasText: 'pond-quote-form' })).toContainText('Yes');
  await expect(requests.getByRole('row').filter({ hasText: 'pond-planner' })).toContainText('Yes');
  await expect(requests.getByRole('row').filter({ hasText: 'our pages' })).toContainText(
    `No (from ${SITE_URL})`,
  );
  const figures = page.getByRole('region', { name: 'By month and widget' });
  // Month, widget, loads on the partner's sites and elsewhere, attributed requests, confirmed, reached
  // builders, withdrawn, plans, unattributed requests and plans: the widget loaded once on the proven
  // site and sent one attributed request, not confirmed yet.
  await expect(figures.getByRole('row').filter({ hasText: 'pond-quote-form' }).getByRole('cell')).toHaveText([
    /\d{4}$/,
    'pond-quote-form',
    '1',
    '0',
    '1',
    '0',
    '0',
    '0',
    '0',
    '0',
    '0',
  ]);
  // The planner loaded once and sent one attributed plan and its attributed request.
  await expect(figures.getByRole('row').filter({ hasText: 'pond-planner' }).getByRole('cell')).toHaveText([
    /\d{4}$/,
    'pond-planner',
    '1',
    '0',
    '1',
    '0',
    '0',
    '0',
    '1',
    '0',
    '0',
  ]);
  await expect(figures.getByRole('row').filter({ hasText: 'our pages' }).getByRole('cell').nth(9)).toHaveText(
    '1',
  );
  // By campaign, with the UTM values the widget read from the partner's page; filtered in the address.
  const spring = 'spring-sale · utm newsletter / email / june';
  await expect(requests.getByRole('row').filter({ hasText: 'pond-quote-form' })).toContainText(spring);
  const campaigns = page.getByRole('table', { name: 'By campaign' });
  await expect(campaigns.getByRole('row').filter({ hasText: spring }).getByRole('cell')).toHaveText([
    /\d{4}$/,
    spring,
    '1',
    '0',
    '0',
    '0',
    '0',
    '0',
    '0',
  ]);
  const campaignCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Campaigns CSV' }).click();
  expect(await readFile(await (await campaignCsv).path(), 'utf8')).toMatch(
    /^month,campaign,utm_source,utm_medium,utm_campaign,[^\n]*\n(.*\n)*[^,]*,spring-sale,newsletter,email,june,1,0,0,0,0,0,0\n/,
  );
  const filter = page.getByRole('form', { name: 'Campaign filter' });
  await filter.getByLabel('Campaign').selectOption('spring-sale');
  await filter.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/partners\/dashboard\?campaign=spring-sale$/);
  await expect(page.getByRole('heading', { name: 'Quote requests (1)' })).toBeVisible();
  await filter.getByLabel('Campaign').selectOption('No campaign');
  await filter.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('heading', { name: 'Quote requests (2)' })).toBeVisible();
  await expect(campaigns.getByRole('row').filter({ hasText: 'spring-sale' })).toHaveCount(0);
  await page.goto('/partners/dashboard');
  await expect(page.getByRole('heading', { name: 'Quote requests (3)' })).toBeVisible();

  // The same figures as a file, and the snippets with the partner's id filled in.
  const download = page.waitForEvent('download');
  await figures.getByRole('button', { name: 'Download CSV' }).click();
  const file = await readFile(await (await download).path(), 'utf8');
  expect(file).toMatch(
    /^month,widget,widget_loads,widget_loads_elsewhere,attributed_requests,confirmed_requests,/,
  );
  expect(file).toMatch(/,pond-quote-form,1,0,1,0,0,0,0,0,0\n/);
  expect(file).toMatch(/,pond-planner,1,0,1,0,0,0,1,0,0\n/);
  await expect(page.getByRole('region', { name: 'Your snippets' }).locator('pre')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Your snippets' }).locator('pre').first()).toContainText(
    `<pond-quote-form partner="${partnerId}"></pond-quote-form>`,
  );
  const shown = await page.locator('main').innerText();
  for (const secret of [
    'Jo Banks',
    homeowner,
    '(512) 555-0100',
    'A 10 x 8 ft koi pond.',
    'Lee Planner',
    planner,
  ]) {
    expect(shown).not.toContain(secret);
    for (const answer of answers) expect(answer).not.toContain(secret);
  }
  expect(answers.length).toBeGreaterThan(0);

  // The link worked once: used again, it signs no one in.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signInWithLink(page, link);
  await expect(page).toHaveURL(/\/partners\/sign-in\?link=expired$/);
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link has expired or was already used. Ask for a new one below.',
  );
});

test('staff see the partner’s campaign in the partner report, and filter requests and report by it', async ({
  page,
}) => {
  const partnerId = `journey-gardens-${stamp}`;
  await page.goto('/admin/leads');
  await signIn(page, await createStaffAccount(), '/admin/leads');
  const filters = page.getByRole('form', { name: 'Filter requests' });
  await filters.getByLabel('Partner').fill(partnerId);
  await filters.getByLabel('Campaign').fill('spring-sale');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/campaign=spring-sale/);
  const report = page.getByRole('table', { name: 'Partner report' });
  await expect(report.getByRole('row').filter({ hasText: partnerId })).toHaveCount(1);
  await expect(report.getByRole('row').filter({ hasText: partnerId })).toContainText(
    'spring-sale · utm newsletter / email / june',
  );
  await expect(page.getByText('campaign spring-sale')).toHaveCount(1);
});

test('a second partner signs in and sees none of the first one’s sites, requests or figures', async ({
  page,
}) => {
  const other = `partner-other-${stamp}@example.com`;
  await approvedPartner({
    businessName: `Other Ponds ${stamp}`,
    contactName: 'Olive Other',
    email: other,
    website: 'https://other.example',
  });

  const link = await requestSignInLink(page, other);
  const answers = apiAnswers(page);
  await signInWithLink(page, link);
  await expect(page.getByText(`partner id other-ponds-${stamp}`)).toBeVisible();
  await expect(page.getByText('No quote requests yet.')).toBeVisible();
  await expect(page.getByText('No site yet: add the first one below.')).toBeVisible();
  const shown = await page.locator('main').innerText();
  for (const text of [shown, ...answers]) {
    expect(text).not.toContain(`journey-gardens-${stamp}`);
    expect(text).not.toContain(PARTNER_URL);
  }
  expect(answers.length).toBeGreaterThan(0);
});
