// From quotes to a hire on the homeowner's project page: two builders quote with line items in their
// inboxes, the homeowner compares them side by side, asks one a question and reads the answer, and
// chooses; the other builder hears why. The project page is finished HTML: the homeowner's browser
// here runs no script at all.
import { QUOTE_FILE_MESSAGES } from '@pond/core';
import { sql, mailTo } from './db.ts';
import { signInAsBuilderOf } from './builder-sign-in.ts';
import { addAustinListings, forgetListings, stamp } from './fixtures/builders.ts';
import { fitsAPhone } from './phone.ts';
import { expect, test, type Page } from './test.ts';

const lotusEmail = `lotus-${stamp}@claim-ponds.example`;
const reedEmail = `reed-${stamp}@claim-ponds.example`;
const homeowner = `hana-${stamp}@claim-ponds.example`;
let lotus = '';
let reed = '';
let lead = '';
let projectUrl = '';

test.beforeAll(async () => {
  [lotus, reed] = (await addAustinListings([
    { name: 'Lotus Ponds', email: lotusEmail },
    { name: 'Reed Ponds', email: reedEmail },
  ])) as [string, string];
  const [row] = await sql<{ id: string }>(
    `insert into public.lead_submissions (name, email, phone, project_type, message, city, state)
     values ('Hana Banks', $1, '(512) 555-0177', 'Koi Pond Construction', 'A 12 x 8 ft koi pond.', 'Austin', 'TX')
     returning id`,
    [homeowner],
  );
  lead = row!.id;
  await sql(
    `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, reached_at)
     values ($1, $2, 1, 'I agree to be contacted', 'email', now()), ($1, $3, 2, 'I agree to be contacted', 'email', now())`,
    [lead, lotus, reed],
  );
  const [link] = await sql<{ expires: string; signature: string }>(
    'select expires::text, signature from private.withdraw_link($1)',
    [lead],
  );
  projectUrl = `/withdraw-request?request=${lead}&expires=${link!.expires}&signature=${link!.signature}`;
});

test.afterAll(() => forgetListings([lotus, reed]));

/** The builder's card for this request in their inbox. */
const requestCard = (page: Page) => page.getByRole('article', { name: 'Request from Hana Banks' });

test('two quotes with line items, compared side by side; a question answered on the page; the homeowner chooses and the other builder hears why', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const reedPage = await (await browser.newContext()).newPage();
  await signInAsBuilderOf(page, lotus, lotusEmail);
  await signInAsBuilderOf(reedPage, reed, reedEmail);

  // Items that do not add up are refused beside them, and nothing is stored.
  await page.goto(`/builders/dashboard/requests#request-${lead}`);
  const card = requestCard(page);
  await card.getByLabel('Total in dollars').fill('18000');
  await card.getByText('Line items (optional').click();
  await card.getByLabel('Excavation').fill('6,000');
  await card.getByLabel('Liner and underlayment').fill('4500');
  await card.getByLabel('Your own item 1').fill('Bog filter');
  await card.getByLabel('Amount').first().fill('8000');
  await card.getByRole('button', { name: 'Send the quote' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'The items add up to $18,500, not the total of $18,000. Make them equal, or leave the items out.',
  );
  expect(await sql('select 1 from public.request_quotes where lead_id = $1', [lead])).toEqual([]);
  await card.getByLabel('Total in dollars').fill('18500');
  await card.getByLabel('Valid until (optional)').fill(`${new Date().getUTCFullYear() + 1}-01-31`);
  await card.getByRole('button', { name: 'Send the quote' }).click();
  await expect(card.getByRole('status')).toContainText('Quoted ($18,500)');
  await fitsAPhone(page);

  // The quote's own PDF: a file that is not one is refused beside the field; a PDF is kept.
  const pdfForm = card.getByRole('form', { name: 'Your quote’s PDF' });
  await pdfForm.getByLabel(QUOTE_FILE_MESSAGES.label).setInputFiles({
    name: 'quote.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ not a PDF at all'),
  });
  await pdfForm.getByRole('button', { name: 'Attach the PDF' }).click();
  await expect(pdfForm.getByText(QUOTE_FILE_MESSAGES.notPdf)).toBeVisible();
  await pdfForm.getByLabel(QUOTE_FILE_MESSAGES.label).setInputFiles({
    name: 'quote.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await pdfForm.getByRole('button', { name: 'Attach the PDF' }).click();
  await expect(pdfForm.getByText(QUOTE_FILE_MESSAGES.attached)).toBeVisible();

  await reedPage.goto(`/builders/dashboard/requests#request-${lead}`);
  const reedCard = requestCard(reedPage);
  await reedCard.getByLabel('Total in dollars').fill('16000');
  await reedCard.getByText('Line items (optional').click();
  await reedCard.getByLabel('Excavation').fill('10000');
  await reedCard.getByLabel('Pump').fill('6000');
  await reedCard.getByRole('button', { name: 'Send the quote' }).click();
  await expect(reedCard.getByRole('status')).toContainText('Quoted ($16,000)');

  // The homeowner's browser runs no script: the page and its forms are HTML.
  const home = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await home.goto(projectUrl);
  const table = home.getByRole('table', { name: 'Compare the quotes' });
  const row = (label: string) =>
    table.getByRole('row').filter({ has: home.getByRole('rowheader', { name: label, exact: true }) });
  await expect(row('Total')).toHaveText(/Total\s*\$18,500\s*\$16,000/);
  await expect(row('Excavation')).toHaveText(/Excavation\s*\$6,000\s*\$10,000/);
  // An item a quote leaves out is shown missing, not as $0.
  await expect(row('Pump')).toHaveText(/Pump\s*Not listed\s*\$6,000/);
  await expect(row('Bog filter')).toHaveText(/Bog filter\s*\$8,000\s*Not listed/);
  await expect(row('Valid until')).toContainText(`January 31, ${new Date().getUTCFullYear() + 1}`);
  await fitsAPhone(home);

  // Lotus's PDF opens from the page at its signed address: never cached, sandboxed; unsigned, nothing.
  const pdfLink = home.getByRole('link', { name: QUOTE_FILE_MESSAGES.open });
  await expect(pdfLink).toHaveCount(1);
  const pdfUrl = new URL((await pdfLink.getAttribute('href'))!, home.url());
  const pdf = await home.request.get(pdfUrl.href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['cache-control']).toBe('private, no-store');
  expect(pdf.headers()['content-security-policy']).toBe('sandbox');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await home.request.get(new URL(pdfUrl.pathname, pdfUrl).href)).status()).toBe(404);

  // A question with HTML in it is refused beside the field; plain text goes to the builder.
  const lotusItem = home
    .getByRole('list', { name: 'Builders you chose' })
    .getByRole('listitem')
    .filter({ hasText: `Lotus Ponds ${stamp}` });
  const thread = lotusItem.getByRole('region', { name: `Your conversation with Lotus Ponds ${stamp}` });
  await thread.getByLabel('Your message').fill('Is the <b>pump</b> included?');
  await thread.getByRole('button', { name: 'Send message' }).click();
  await expect(home.getByText('Write plain text: messages cannot contain HTML tags')).toBeVisible();
  const again = home.getByRole('region', { name: `Your conversation with Lotus Ponds ${stamp}` });
  await again.getByLabel('Your message').fill('Is the pump included? See https://example.com/plan');
  await again.getByRole('button', { name: 'Send message' }).click();
  await expect(again).toContainText('You, ');
  await expect(again).toContainText('Is the pump included? See https://example.com/plan');
  await expect(again.getByRole('link')).toHaveCount(0);

  // The builder is mailed a link (not the text), and answers in their inbox.
  await expect
    .poll(async () => (await mailTo(lotusEmail)).map((mail) => mail.subject))
    .toContain('Hana wrote to you about their pond project');
  const told = (await mailTo(lotusEmail)).find(
    (mail) => mail.subject === 'Hana wrote to you about their pond project',
  )!;
  expect(told.text).not.toContain('Is the pump included');
  // The mail's link, opened as a mail program does: a new tab of the builder's browser.
  const fromMail = await page.context().newPage();
  await fromMail.goto(
    /https?:\/\/\S+\/builders\/dashboard\/requests#request-\S+/
      .exec(told.text)![0]
      .replace(/^https?:\/\/[^/]+/, ''),
  );
  const inbox = requestCard(fromMail).getByRole('region', { name: 'Your conversation with the homeowner' });
  await expect(inbox).toContainText('Is the pump included?');
  await inbox.getByLabel('Your message').fill('Yes: the Bog filter line includes the pump.');
  await inbox.getByRole('button', { name: 'Send message' }).click();
  await expect(inbox).toContainText('You, ');
  await expect
    .poll(async () => (await mailTo(homeowner)).map((mail) => mail.subject))
    .toContain(`Lotus Ponds ${stamp} wrote to you about your pond project`);
  await home.reload();
  await expect(
    home.getByRole('region', { name: `Your conversation with Lotus Ponds ${stamp}` }),
  ).toContainText('Yes: the Bog filter line includes the pump.');

  // The homeowner chooses Lotus, saying why; Reed is told, with that reason.
  const choose = home.getByRole('form', { name: `Choose Lotus Ponds ${stamp}` });
  await choose.getByLabel('Tell the others why (optional)').selectOption('price');
  await choose.getByRole('button', { name: 'Choose this builder' }).click();
  await expect(home.getByText('You chose this builder')).toBeVisible();
  await expect(home.getByRole('button', { name: 'Choose this builder' })).toHaveCount(0);
  await expect
    .poll(async () => (await mailTo(reedEmail)).map((mail) => mail.subject))
    .toContain('Hana did not choose you this time');
  expect(
    (await mailTo(reedEmail)).find((mail) => mail.subject === 'Hana did not choose you this time')!.text,
  ).toContain('Their reason: Price.');
  await expect
    .poll(async () => (await mailTo(lotusEmail)).map((mail) => mail.subject))
    .toContain('Hana chose you for their pond project');
  await page.reload();
  await expect(requestCard(page).getByText('The homeowner chose you.')).toBeVisible();
  // The builder's own funnel: this month, one request, quoted, and chosen by the homeowner.
  const funnel = page.getByRole('table', { name: 'Your requests by month' });
  const thisMonth = funnel.getByRole('row').nth(1);
  await expect(thisMonth.getByRole('cell').nth(0)).toHaveText(/^1/);
  await expect(thisMonth.getByRole('cell').nth(4)).toHaveText(/^1/);
  await fitsAPhone(home);
});

test('a request nobody answered in two business days is offered to another builder, who receives it', async ({
  browser,
}) => {
  const spareEmail = `spare-${stamp}@claim-ponds.example`;
  const town = `Spareton ${stamp}`;
  const [spare] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, postal_code) values ($1, $2, 'VT', '05401') returning id`,
    [`Spare Ponds ${stamp}`, town],
  );
  await sql('insert into public.contractor_emails (contractor_id, email) values ($1, $2)', [
    spare!.id,
    spareEmail,
  ]);
  const waitingHome = `wait-${stamp}@claim-ponds.example`;
  const [row] = await sql<{ id: string }>(
    `insert into public.lead_submissions (name, email, phone, project_type, city, state, routed_at)
     values ('Wes Waiting', $1, '(802) 555-0190', 'Pond Repair & Renovation', $2, 'VT', now()) returning id`,
    [waitingHome, town],
  );
  // Chosen a week ago by the database's clock: Lotus never marked it contacted.
  await sql(
    `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, chosen_at, reached_at)
     values ($1, $2, 1, 'I agree to be contacted', 'email', now() - interval '7 days', now() - interval '7 days')`,
    [row!.id, lotus],
  );
  // The hourly job's work, as the worker runs it.
  await sql('select private.queue_waiting_offers()');
  await expect
    .poll(async () => (await mailTo(waitingHome)).map((mail) => mail.subject))
    .toContain('Your pond request is still waiting: other builders can have it');
  const told = (await mailTo(waitingHome)).find((mail) =>
    mail.subject.startsWith('Your pond request is still waiting'),
  )!;
  const home = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await home.goto(
    /https?:\/\/\S+\/withdraw-request\?\S+/.exec(told.text)![0].replace(/^https?:\/\/[^/]+/, ''),
  );
  const offer = home.getByRole('form', { name: 'Other builders who take requests near you' });
  await expect(offer).toContainText(`Spare Ponds ${stamp}`);
  await expect(offer).not.toContainText(`Lotus Ponds ${stamp}`);
  await fitsAPhone(home);
  await offer.getByRole('button', { name: /^Send my request to \d more builders?$/ }).click();
  await expect(home.getByRole('list', { name: 'Builders you chose' })).toContainText(`Spare Ponds ${stamp}`);
  await expect
    .poll(async () => (await mailTo(spareEmail)).map((mail) => mail.subject))
    .toContain('New pond project request from Wes Waiting: Pond Repair & Renovation');
  // The offer is spent on this builder; the page no longer offers them.
  await expect(home.getByRole('form', { name: 'Other builders who take requests near you' })).toHaveCount(0);
  await sql('delete from public.lead_submissions where id = $1', [row!.id]);
  await sql('delete from public.contractors where id = $1', [spare!.id]);
});
