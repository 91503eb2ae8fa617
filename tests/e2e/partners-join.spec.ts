import { expect, test } from './test.ts';
import { createStaffAccount, forgetTestAccounts, mailTo, sql } from './db.ts';
import { fillQuote, humanPause } from './quote.ts';
import { signIn } from './staff.ts';

// Partners as customers (issue 24, part 1): a business applies on /partners/join, is mailed a
// confirmation, staff approve it on /admin/partners, and the partner is mailed its id.

const stamp = Date.now();
const email = `partner-${stamp}@example.com`;
const business = `Journey Gardens ${stamp}`;

test.afterAll(async () => {
  await forgetTestAccounts();
  await sql('delete from public.email_outbox where to_email like $1', [`%-${stamp}%@example.com`]);
  await sql('delete from public.partner_applications where email like $1', [`%-${stamp}%@example.com`]);
  await sql('delete from public.partners where email like $1', [`%-${stamp}%@example.com`]);
  await sql('delete from public.lead_submissions where email like $1', [`%-${stamp}%@example.com`]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}%@example.com`]);
});

test('a business applies, is told what is wrong, then sends it and gets the confirmation mail', async ({
  page,
}) => {
  await page.goto('/partners');
  await page.getByRole('link', { name: 'Apply to be a partner' }).click();
  await expect(page).toHaveURL(/\/partners\/join$/);
  await page.waitForLoadState('networkidle');
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
  await page.goto('/admin/partners');
  await page.waitForLoadState('networkidle');
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
  const partnerId = `journey-gardens-${stamp}`;
  await page.goto('/partners');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/partners\/sign-in$/);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Check your email for a sign-in link. It works once, within an hour.',
  );
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailTo(email)).find(
        (m) => m.subject === 'Your sign-in link for Pond Builders Direct',
      );
      link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  expect(new URL(link).pathname).toBe('/partners/dashboard');

  await page.goto(link);
  await expect(page).toHaveURL(/\/partners\/dashboard$/);
  await expect(page.getByText(`partner id ${partnerId}`)).toBeVisible();
  await expect(page.getByText('No quote requests yet.')).toBeVisible();

  // A homeowner asks for quotes on our site, sent there by the partner's widget.
  const homeowner = `partner-homeowner-${stamp}@example.com`;
  const visitor = await page.context().newPage();
  await visitor.goto(`/get-quotes?partner=${partnerId}`);
  const form = await fillQuote(visitor, homeowner);
  await humanPause(visitor);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await visitor.getByRole('button', { name: 'Let Pond Builders Direct match me instead' }).click();
  await expect(visitor.getByText('Request Submitted')).toBeVisible();
  await visitor.close();

  const answers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/rest/v1/')) answers.push(await response.text().catch(() => ''));
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quote requests (1)' })).toBeVisible();
  const row = page
    .getByRole('region', { name: /^Quote requests/ })
    .getByRole('row')
    .nth(1);
  await expect(row).toContainText('Koi Pond Construction');
  await expect(row).toContainText('our pages');
  const shown = await page.locator('main').innerText();
  for (const secret of ['Jo Banks', homeowner, '(512) 555-0100', 'A 10 x 8 ft koi pond.']) {
    expect(shown).not.toContain(secret);
    for (const answer of answers) expect(answer).not.toContain(secret);
  }
  expect(answers.length).toBeGreaterThan(0);

  // The link worked once: used again, it signs no one in.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto(link);
  await expect(page).toHaveURL(/\/partners\/sign-in\?link=expired$/);
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link has expired or was already used. Ask for a new one below.',
  );
});
