import { randomUUID } from 'node:crypto';
import { sql, whileDatabaseIsDown } from './db.ts';
import { expect, test, type APIRequestContext } from './test.ts';

// The directory as the database has it now. Data pages are rendered by the host's Worker
// on request, cached with tags for what they show, and purged through the job queue when builders
// change; nothing here runs a build. Freshness is asserted within 5 seconds.

const FRESH_WITHIN_MS = 5_000;

/** Polls an address until its HTML satisfies `ready`; returns how long that took. */
async function until(
  request: APIRequestContext,
  address: string,
  ready: (status: number, html: string) => boolean,
): Promise<number> {
  const started = Date.now();
  await expect
    .poll(
      async () => {
        const response = await request.get(address, { maxRedirects: 0 });
        return ready(response.status(), await response.text());
      },
      { timeout: FRESH_WITHIN_MS * 3, intervals: [100] },
    )
    .toBe(true)
    // Too slow is the caller's to report, with the time it took.
    .catch(() => {});
  return Date.now() - started;
}

/** The framework's own scripts on a page: React Router's modules and its context (none on content pages). */
function frameworkScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*(src="\/assets\/[^"]+"|>window\.__reactRouter)/g)].map((m) => m[0]);
}

const aBuilderId = async () =>
  (await sql<{ id: string }>(`select id::text from public.contractors order by id limit 1`))[0]!.id;

const cached = async (request: APIRequestContext, address: string) =>
  (await request.get(address)).headers()['x-pond-cache'];

const added: string[] = [];
const restore: { id: string; phone: string | null }[] = [];
test.afterAll(async () => {
  for (const { id, phone } of restore)
    await sql('update public.contractors set phone = $2 where id = $1', [id, phone]);
  if (added.length) await sql('delete from public.contractors where id = any($1::uuid[])', [added]);
});

test('a builder’s new phone number is on its profile, its city page and the city’s search within 5 s, without a build', async ({
  request,
}) => {
  const [builder] = await sql<{ id: string; name: string; phone: string | null }>(
    `select id::text, name, phone from public.contractors where city = 'Austin' and state = 'TX' order by rating desc nulls last, reviews desc nulls last, name limit 1`,
  );
  restore.push({ id: builder!.id, phone: builder!.phone });
  const cityHtml = await (await request.get('/states/tx/austin')).text();
  const profile = new RegExp(`href="(/states/tx/austin/[a-z0-9-]+-${builder!.id})"`).exec(cityHtml)![1]!;
  const search = '/pond-builders-near-me?q=Austin%2C+TX';
  // Every page is in the edge cache before the change.
  for (const address of [profile, '/states/tx/austin', search]) {
    await request.get(address);
    expect(await cached(request, address), address).toBe('hit');
  }
  const digits = `512555${String(Date.now()).slice(-4)}`;
  const phone = `(512) 555-${digits.slice(-4)}`;
  await sql('update public.contractors set phone = $2 where id = $1', [builder!.id, phone]);
  for (const address of [profile, '/states/tx/austin', search]) {
    const took = await until(
      request,
      address,
      (status, html) => status === 200 && html.includes(`tel:${digits}`),
    );
    console.log(`${address}: the new number after ${took} ms`);
    expect(took, `${address} shows the new number`).toBeLessThan(FRESH_WITHIN_MS);
  }
});

test('a builder in a new city gets a full city page and profile, the state page and the sitemap list them, and removing it answers 404', async ({
  request,
}) => {
  const name = `Chinati Water Gardens ${randomUUID().slice(0, 4)}`;
  // The Texas page and the sitemap are cached before the builder arrives.
  await request.get('/states/tx');
  await request.get('/sitemaps/tx.xml');
  expect(await (await request.get('/states/tx')).text()).not.toContain('/states/tx/marfa"');
  const [row] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, postal_code, phone, rating, reviews)
     values ($1, 'Marfa', 'TX', '79843', '(432) 555-0142', 4.9, 12) returning id::text`,
    [name],
  );
  const id = row!.id;
  added.push(id);
  const profile = `/states/tx/marfa/${name.toLowerCase().replaceAll(' ', '-')}-${id}`;

  const listed = await until(request, '/states/tx', (_, html) => html.includes('href="/states/tx/marfa"'));
  expect(listed, 'the Texas page lists Marfa').toBeLessThan(FRESH_WITHIN_MS);

  const city = await request.get('/states/tx/marfa');
  expect(city.status()).toBe(200);
  const cityHtml = await city.text();
  expect(cityHtml).toContain('<title>Pond Builders in Marfa, Texas');
  expect(cityHtml).toContain(name);
  expect(cityHtml).toContain('"@type":"ItemList"');
  expect(frameworkScripts(cityHtml)).toEqual([]);

  const page = await request.get(profile);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain(`<title>${name} | Pond Builder in Marfa, TX`);
  expect(html).toContain('"@type":"HomeAndConstructionBusiness"');
  expect(html).toContain('79843');
  expect(frameworkScripts(html)).toEqual([]);

  // The sitemap index names the state's files; they list the city page and the profile.
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  const files = [...index.matchAll(/<loc>([^<]+\/sitemaps\/tx[^<]*)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(files).toContain('/sitemaps/tx.xml');
  const listing = await until(request, '/sitemaps/tx.xml', (_, xml) => xml.includes('/states/tx/marfa<'));
  expect(listing).toBeLessThan(FRESH_WITHIN_MS);
  const builderFiles = await Promise.all(
    files.filter((file) => file.includes('-builders-')).map(async (file) => (await request.get(file)).text()),
  );
  expect(builderFiles.some((xml) => xml.includes(`${profile}<`))).toBe(true);

  await sql('delete from public.contractors where id = $1', [id]);
  const gone = await until(request, profile, (status) => status === 404);
  expect(gone, 'the removed builder’s profile answers 404').toBeLessThan(FRESH_WITHIN_MS);
  expect(await (await request.get(profile)).text()).toContain('Contractor Not Found');
});

test('with the database away, a cached profile still answers 200 and an uncached one 503 with a friendly page', async ({
  request,
}) => {
  const [first, second] = await sql<{ id: string; name: string; city: string; state: string }>(
    `select id::text, name, city, state from public.contractors
      where (state, city) = (select state, city from public.contractors where state = 'TX' and city <> 'Austin'
                              group by state, city having count(*) >= 2 order by city limit 1)
      order by id limit 2`,
  );
  const profileOf = (builder: typeof first) =>
    `/pond-contractors/${builder!.city.toLowerCase().replaceAll(' ', '-')}-${builder!.state.toLowerCase()}/${builder!.id}`;
  // Whatever ran before, the second builder's pages leave the cache (its change purges them) …
  const [changed] = await sql<{ at: Date }>('select now() as at');
  await sql('update public.contractors set updated_at = now() where id = $1', [second!.id]);
  // Purged: the purge that change queued is no longer to run (a failed one of another test aside).
  await expect
    .poll(() =>
      sql(
        `select 1 from graphile_worker.jobs
          where task_identifier = 'purge_pages' and attempts < max_attempts and created_at >= $1`,
        [changed!.at],
      ),
    )
    .toHaveLength(0);
  // … and the first builder's profile is in it.
  await request.get(profileOf(first));
  expect(await cached(request, profileOf(first))).toBe('hit');
  await whileDatabaseIsDown(async () => {
    const stillThere = await request.get(profileOf(first));
    expect(stillThere.status()).toBe(200);
    expect(await stillThere.text()).toContain(first!.name.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));

    const away = await request.get(profileOf(second));
    expect(away.status()).toBe(503);
    expect(away.headers()['retry-after']).toBe('60');
    expect(away.headers()['cache-control']).toBe('no-store');
    const html = await away.text();
    expect(html).toContain('We&#x27;ll be right back');
    expect(html).not.toContain('Page Not Found');
  });
  // Back: the page renders again (the 503 was never cached).
  expect((await request.get(profileOf(second))).status()).toBe(200);
});

test('the directory search works with JavaScript off: results in the HTML the Worker rendered, a GET form, page links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [q, city] of [
    ['Austin, TX', 'austin'],
    ['Dallas, TX', 'dallas'],
  ] as const) {
    await page.goto(`/pond-builders-near-me?q=${encodeURIComponent(q)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pond Builders in ${q}`);
    await expect(page.getByText(/^Showing 1–9 of \d+ pond builders/)).toBeVisible();
    const links = page.locator(`article h3 a[href^="/states/tx/${city}/"]`);
    expect(await links.count()).toBe(9);
  }
  // A plain GET form searches, and the pages are links.
  await expect(page.getByRole('search', { name: 'Filter pond builders' })).toBeHidden();
  const search = page.getByRole('search', { name: 'Search pond builders' });
  await search.getByLabel('Location').fill('Houston, TX');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=Houston%2C\+TX/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders in Houston, TX');
  await page.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Showing 10–18 of/)).toBeVisible();
  await context.close();
});

test('an address with a trailing slash is sent to its canonical for good, and data pages ship no framework', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/states/tx/', '/states/tx'],
    ['/states/tx/austin/', '/states/tx/austin'],
    ['/about/', '/about'],
    ['/pond-builders-near-me/?q=Austin', '/pond-builders-near-me?q=Austin'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    const location = new URL(response.headers().location!, 'http://x');
    expect(location.pathname + location.search, from).toBe(to);
  }
  for (const address of ['/states/tx', '/states/tx/austin', '/states/tx/austin/x-' + (await aBuilderId())]) {
    const html = await (await request.get(address)).text();
    expect(frameworkScripts(html), address).toEqual([]);
    expect(html, address).not.toContain("'unsafe-inline'");
  }
});
