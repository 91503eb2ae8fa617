// The pages themselves: the blog, the redirects and not-found rules, pre-rendered content without
// JavaScript, Copy Link, and the legal pages' dates.
import { expect, test } from './test.ts';
import { formatLongDate } from '@pond/core';

test('the blog article shows its headings, read time and related posts', async ({ page }) => {
  await page.goto('/blog/building-perfect-koi-pond');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Building the Perfect Koi Pond');
  await expect(page.locator('#how-deep-should-a-koi-pond-be')).toHaveText('How deep should a koi pond be?');
  await expect(page.getByText(/6 min read/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Read Article/ })).toHaveCount(1);
});

test('the not-found rules redirect with their toasts (spec §2.13)', async ({ page }) => {
  // A legacy city address with its state is the city page (route table); without one, the directory.
  await page.goto('/pond-contractors/austin-tx');
  await expect(page).toHaveURL(/\/states\/tx\/austin$/);
  await page.goto('/pond-contractors/austin');
  await expect(page).toHaveURL(/\/pond-builders-near-me$/);
  await expect(
    page.getByText('The URL format has changed. Redirecting to the contractors directory...'),
  ).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Oops! We can't find that page" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Los Angeles, CA' })).toHaveAttribute(
    'href',
    '/states/ca/los-angeles',
  );
});

test('the redirects of §2.1 land where the spec says', async ({ page }) => {
  for (const [from, to] of [
    ['/cities', '/pond-builders-near-me'],
    ['/find-contractors', '/pond-builders-near-me'],
    ['/sitemap', '/sitemap-html'],
    ['/services', '/'],
    ['/services/koi-ponds', '/'],
    ['/city/austin/TX', '/states/tx/austin'],
    ['/states/austin-tx', '/states/tx/austin'],
    ['/states/texas', '/states/tx'],
  ]) {
    await page.goto(from!);
    await expect(page).toHaveURL(new RegExp(`${to!.replace(/\//g, '\\/')}$`));
  }
});

test('pre-rendered pages carry their heading, content and JSON-LD without JavaScript', async ({
  request,
}) => {
  const html = await (await request.get('/blog/building-perfect-koi-pond')).text();
  expect(html).toContain('<h1');
  expect(html).toContain('How deep should a koi pond be?');
  expect(html).toContain('"@type":"Article"');
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain(
    '<link rel="canonical" href="https://www.pondbuildersdirect.com/blog/building-perfect-koi-pond"',
  );
  const state = await (await request.get('/states/tx')).text();
  expect(state).toMatch(/Austin<!-- --> \(<!-- -->\d+<!-- -->\)|Austin \(\d+\)/);
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
});

test('a profile link with a cut-off id goes to the city page with an error toast (spec §2.13)', async ({
  page,
}) => {
  await page.goto('/states/tx/austin/blue-lagoon-ponds-3f2b8c1e');
  await expect(page).toHaveURL(/\/states\/tx\/austin$/);
  await expect(
    page.getByText('The contractor ID appears to be incomplete. Redirecting to the state page.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders In Austin, Texas');
});

test('Copy Link puts the article address on the clipboard and says so; a page view is logged', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const views: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('page view')) views.push(message.text());
  });
  await page.goto('/blog/pond-maintenance-guide');
  await page
    .getByRole('group', { name: 'Share this article', exact: true })
    .getByRole('button', { name: 'Copy Link' })
    .click();
  await expect(page.getByText('The article link has been copied to your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/blog\/pond-maintenance-guide$/,
  );
  expect(views).toEqual(['page view /blog/pond-maintenance-guide']);
});

test('addresses that look like pages but are not answer 404 with the right page', async ({ page }) => {
  const post = await page.goto('/blog/no-such-post');
  expect(post!.status()).toBe(404);
  // The HTML itself says so, for readers and crawlers without JavaScript.
  expect(await post!.text()).toContain('<h1>Blog Post Not Found</h1>');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  for (const path of ['/states/zz', '/blog/category/no-such-category']) {
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! We can't find that page");
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
});

test('the legal pages and the sitemap say they were updated on the day the site was built', async ({
  request,
}) => {
  const day = (offset: number) => formatLongDate(new Date(Date.now() - offset));
  // The build ran minutes ago; yesterday too, in case it ran just before midnight UTC.
  const buildDays = [day(0), day(86_400_000)];
  for (const path of ['/privacy-policy', '/terms-of-service']) {
    const html = await (await request.get(path)).text();
    expect(buildDays.some((date) => html.includes(`Last updated: ${date}`))).toBe(true);
    expect(html).toMatch(/<a href="mailto:[^"@]+@[^"]+">/);
  }
  const sitemap = await (await request.get('/sitemap-html')).text();
  expect(buildDays.some((date) => sitemap.includes(`XML sitemap last updated: ${date}`))).toBe(true);
  const terms = await (await request.get('/terms-of-service')).text();
  expect(terms).toContain('[ARBITRATION LOCATION]');
  expect(terms).toContain('[GOVERNING LAW STATE]');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page has every FAQ answer in its HTML, opens them, and shows every section', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find Trusted Pond');
    await expect(
      page.getByText('Small garden ponds start from about $1,500', { exact: false }),
    ).toBeAttached();
    const answer = page.getByText('A small garden pond or pondless waterfall usually takes', {
      exact: false,
    });
    await expect(answer).toBeAttached();
    await page.locator('details', { has: answer }).locator('summary').click();
    await expect(answer).toBeVisible();
    const hidden = await page
      .locator('[data-reveal]')
      .evaluateAll(
        (elements) => elements.filter((element) => getComputedStyle(element).opacity !== '1').length,
      );
    expect(hidden).toBe(0);
  });
});
