import { readFile } from 'node:fs/promises';
import { expect, test } from './test.ts';
import { mailTo, sql } from './db.ts';
import { approvedPartner } from './partner-account.ts';
import { fitsAPhone } from './phone.ts';
import { requestSignInLink, signInWithLink } from './partner-sign-in.ts';
import { PARTNER_URL } from './servers.ts';

// A partner's monthly statement, mailed with its CSV, downloads again from the dashboard as
// the same file, byte for byte (both written from @pond/core's STATEMENT_COLUMNS).

const stamp = Date.now();
const partnerId = `stmt-${stamp}`;
const email = `stmt-${stamp}@example.com`;

test.afterAll(async () => {
  await sql('delete from public.lead_submissions where partner = $1', [partnerId]);
  await sql('delete from public.widget_loads where partner = $1', [partnerId]);
  await sql('delete from public.partner_applications where email = $1', [email]);
  await sql('delete from public.partners where id = $1', [partnerId]);
  await sql('delete from auth.users where email = $1', [email]);
});

test('the statement downloaded from the dashboard is the mailed CSV, byte for byte, whatever changed since', async ({
  page,
}) => {
  await approvedPartner({
    businessName: `Statement Ponds ${stamp}`,
    contactName: 'Stella Statement',
    email,
    website: PARTNER_URL,
    id: partnerId,
    provenSite: true,
  });
  // October 2026: a request from the proven site with a campaign, one from elsewhere, and loads.
  for (const [origin, campaign] of [
    [PARTNER_URL, 'spring-sale'],
    ['https://copycat.example', null],
  ] as const)
    // As a browser on that origin sends it: the database records the origin from the request's headers.
    await sql(
      `with sent_from as (select set_config('request.headers', json_build_object('origin', $4::text)::text, true))
       insert into public.lead_submissions (name, email, phone, project_type, location, source, partner, campaign,
                                            created_at)
       select 'Stan Homeowner', $1, '512-555-0100', 'Koi Pond Construction', 'Austin, TX', 'widget:pond-quote-form',
              $2, $3, '2026-10-15T12:00:00Z' from sent_from`,
      [`stmt-home-${stamp}@example.com`, partnerId, campaign, origin],
    );
  await sql(
    `insert into public.widget_loads (day, origin, partner, widget, kit_version, loads)
     values ('2026-10-03', $1, $2, 'pond-quote-form', '1.11.0', 40)`,
    [PARTNER_URL, partnerId],
  );
  // The first of the month's run, asked for by hand: the site's job worker sends it.
  await sql(`select graphile_worker.add_job('monthly_statements', '{"month": "2026-10"}'::json)`);
  let mailed = '';
  await expect
    .poll(async () => {
      const statement = (await mailTo(email)).find((mail) =>
        mail.subject.includes('statement for October 2026'),
      );
      mailed = statement?.attachments[0]?.content ?? '';
      return mailed;
    })
    .toContain('spring-sale');

  // After it was sent, the month changes: a request is withdrawn. The statement stays what was sent.
  await sql('update public.lead_submissions set withdrawn_at = now() where partner = $1', [partnerId]);

  await signInWithLink(page, await requestSignInLink(page, email));
  const statements = page.getByRole('region', { name: 'Monthly statements' });
  // The dashboard with its figures and statements, filled, fits a 320 px phone.
  await expect(statements).toBeVisible();
  await fitsAPhone(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    statements.getByRole('button', { name: 'Download the October 2026 statement (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`pond-statement-${partnerId}-2026-10.csv`);
  const downloaded = await readFile((await download.path())!);
  expect(downloaded.equals(Buffer.from(mailed, 'utf8'))).toBe(true);
  expect(downloaded.toString('utf8').split('\n')[0]).toBe(
    'month,site,attributed,campaign,widget_loads,requests,confirmed,reached_builders,withdrawn,plans',
  );
});
