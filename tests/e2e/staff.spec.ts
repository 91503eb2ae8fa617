import { expect, test, type Page } from './test.ts';
import { createStaffAccount, forgetTestAccounts, sql } from './db.ts';
import { SITE_URL } from './servers.ts';
import { holdRequests } from './hold.ts';
import { signIn } from './staff.ts';
import { hydrated, openApp } from './ready.ts';

// Staff import behind a real sign-in: Supabase Auth's password sign-in through
// supabase-js, served by the local stack; row-level security is what stops anyone else.
test.afterAll(async () => {
  await forgetTestAccounts();
  await sql(`delete from public.contractors where name like 'Staff Journey %'`);
});

const tool = (page: Page) => page.getByLabel('Contractors (a JSON array of contractor objects)');

test('an anonymous visitor sees only the sign-in form, and the database refuses their direct insert', async ({
  page,
}) => {
  await openApp(page, '/admin/import');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(tool(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import Contractors' })).toHaveCount(0);
  await expect(page.getByText('With SQL in the database dashboard')).toHaveCount(0);
  // The pre-rendered page never held the tool either.
  const html = await (await page.request.get('/admin/import')).text();
  expect(html).not.toContain('Import Contractors');

  // Straight to the database API with the page's own anon key, as anyone could.
  const anonKey = await page.evaluate(async () => {
    // Every script the page loaded, those its route loaders imported as they ran included.
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js'));
    for (const url of scripts) {
      const match = /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(await (await fetch(url)).text());
      if (match) return match[0];
    }
    return null;
  });
  expect(anonKey).not.toBeNull();
  const insert = await page.request.post(`${SITE_URL}/rest/v1/contractors`, {
    headers: { apikey: anonKey!, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    data: { name: 'Staff Journey Intruder', city: 'Austin', state: 'TX', slug: 'intruder' },
  });
  expect(insert.status()).toBe(401);
  expect((await insert.json()).code).toBe('42501');
  expect(await sql(`select 1 from public.contractors where name = 'Staff Journey Intruder'`)).toEqual([]);
});

test('a wrong password is refused without saying which part was wrong; a non-staff account gets no tool', async ({
  page,
}) => {
  const staff = await createStaffAccount();
  await signIn(page, { email: staff.email, password: 'not the right password' });
  await expect(page.getByRole('alert')).toHaveText('That email and password do not match an account.');
  await expect(tool(page)).toHaveCount(0);

  const homeowner = await createStaffAccount('homeowner');
  await signIn(page, homeowner);
  await expect(page.getByRole('alert')).toContainText(
    `You are signed in as ${homeowner.email}, which is not a staff account.`,
  );
  await expect(tool(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});

test('staff sign in, stay signed in across a reload, preview and import JSON and CSV, and sign out cleanly', async ({
  page,
}) => {
  const staff = await createStaffAccount();
  await signIn(page, staff);
  await expect(page.getByText(`Signed in as ${staff.email} (staff)`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Signed in as ${staff.email} (staff)`)).toBeVisible();

  const importButton = page.getByRole('button', { name: 'Import Contractors' });
  await expect(importButton).toBeDisabled();
  await tool(page).fill(
    JSON.stringify([
      {
        id: 'dropped',
        name: 'Staff Journey Koi Works',
        city: 'Boise',
        state: 'Idaho',
        rating: 4.6,
        reviews: 12,
      },
      { name: 'Staff Journey Water Gardens', city: 'Boise', state: 'ID' },
      { name: 'Staff Journey No City', state: 'ID' },
    ]),
  );
  // The dry run lists each row's problems before anything is written.
  const preview = page.getByRole('region', { name: 'Preview (nothing written yet)' });
  await expect(preview).toContainText('3 rows: 2 ready to import, 1 with problems.');
  await expect(preview).toContainText('Row 3: City is required');
  expect(await sql(`select 1 from public.contractors where name like 'Staff Journey %'`)).toEqual([]);

  // The import is held until the button has been seen while it runs.
  const { hold, release } = holdRequests();
  await page.route('**/rest/v1/rpc/import_contractors', hold);
  await importButton.click();
  await expect(page.getByRole('button', { name: 'Importing...' })).toBeDisabled();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Import Complete' })).toContainText(
    'Successfully imported 2 contractors. Failed: 1',
  );
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toContainText('2 added');
  await expect(results).toContainText('Row 3: City is required');
  expect(
    await sql(
      `select name, state, rating::float8 as rating from public.contractors where name like 'Staff Journey %' order by name`,
    ),
  ).toEqual([
    { name: 'Staff Journey Koi Works', state: 'ID', rating: 4.6 },
    { name: 'Staff Journey Water Gardens', state: 'ID', rating: null },
  ]);

  // A CSV file: loaded into the box as JSON, checked, imported; a listed builder is updated, not doubled.
  await page.getByLabel(/Or load a JSON or CSV file/).setInputFiles({
    name: 'contractors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Name,City,State,Phone\nStaff Journey CSV Ponds,Austin,TX,(512) 555-0142\nStaff Journey Koi Works,Boise,ID,(208) 555-0100\n,Austin,TX,\n',
    ),
  });
  await expect(tool(page)).toHaveValue(/Staff Journey CSV Ponds/);
  await expect(preview).toContainText('3 rows: 2 ready to import, 1 with problems.');
  await importButton.click();
  await expect(results).toContainText('1 added');
  await expect(results).toContainText('1 updated');
  await expect(results).toContainText('Row 3: Name is required');
  expect(
    await sql(`select count(*)::int as n from public.contractors where name like 'Staff Journey %'`),
  ).toEqual([{ n: 3 }]);

  // Not JSON: the spec's message, nothing sent.
  await tool(page).fill('{"name": "not an array"}');
  await expect(preview).toContainText('Data must be an array of contractor objects');
  await importButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Import Failed' })).toContainText(
    'Data must be an array of contractor objects',
  );

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(tool(page)).toHaveCount(0);
});
