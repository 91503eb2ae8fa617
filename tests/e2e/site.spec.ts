import { expect, test } from './test.ts';
import { formatLongDate } from '@pond/core';
import { readRunningStack } from '@pond/supabase/local';
import { forgetTestLeads, sql, whileDatabaseIsDown } from './db.ts';
import { fillQuote, humanPause, quoteForm } from './quote.ts';

test.afterAll(forgetTestLeads);

test('home → state → back, and the States dropdown lists 51 states', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find Trusted Pond');
  // A popover: in the HTML for crawlers and pages without JavaScript, shown only when opened.
  await expect(page.getByRole('list', { name: 'States' })).toBeHidden();
  const states = page.getByRole('button', { name: /States/ });
  await states.click();
  const list = page.getByRole('list', { name: 'States' });
  await expect(list.getByRole('link')).toHaveCount(51);
  // Spec §2.2: 15rem wide, scrolling, at most 24rem tall.
  expect(
    await list.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.width, style.maxHeight, style.overflowY];
    }),
  ).toEqual(['240px', '384px', 'auto']);
  await page.getByRole('list', { name: 'States' }).getByRole('link', { name: 'Texas' }).click();
  await expect(page).toHaveURL(/\/states\/tx$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders in Texas');
  await expect(page.getByRole('link', { name: /^Austin \(\d+\)$/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

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
  const form = await fillQuote(page, email);
  await humanPause(page);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await page.getByRole('button', { name: 'Let Pond Builders Direct match me instead' }).click();
  await expect(page.getByText('Request Submitted')).toBeVisible();
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
  expect(await sql('select 1 from public.lead_submissions where email = $1', [email])).toHaveLength(0);
  // The database is back: the same input goes through.
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await page.getByRole('button', { name: 'Let Pond Builders Direct match me instead' }).click();
  await expect(page.getByText('Request Submitted')).toBeVisible();
  expect(await sql('select 1 from public.lead_submissions where email = $1', [email])).toHaveLength(1);
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
  const response = await request.post('/rest/v1/lead_submissions', {
    headers: {
      apikey: stack!.anonKey,
      authorization: `Bearer ${stack!.anonKey}`,
      'x-forwarded-for': '203.0.113.9',
    },
    data: { name: 'Jo Banks', email, phone: '5125550100', project_type: 'Other', source: 'test:spoof' },
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
  expect(await sql('select 1 from public.lead_submissions where email = $1', [email])).toHaveLength(0);
  await humanPause(page);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await page.getByRole('button', { name: 'Let Pond Builders Direct match me instead' }).click();
  await expect(page.getByText('Request Submitted')).toBeVisible();
  expect(await sql('select 1 from public.lead_submissions where email = $1', [email])).toHaveLength(1);
});

test('spam defence: a filled honeypot field saves nothing', async ({ page }) => {
  const email = `robot-${Date.now()}@example.com`;
  await page.goto('/get-quotes');
  const form = await fillQuote(page, email);
  await humanPause(page);
  await form.locator('input[name="company_website"]').fill('https://spam.example', { force: true });
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(form.getByLabel('Email')).toHaveValue('');
  expect(await sql('select 1 from public.lead_submissions where email = $1', [email])).toHaveLength(0);
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

test('the hero word turns from Builders to Contractors after 3 seconds', async ({ page }) => {
  await page.goto('/');
  // The two words take turns in CSS: the one shown is the one at full opacity.
  const shown = () =>
    page
      .getByTestId('rotating-word')
      .locator('span')
      .evaluateAll((words) =>
        words.filter((word) => Number(getComputedStyle(word).opacity) > 0.99).map((word) => word.textContent),
      );
  await expect.poll(shown).toEqual(['Builders']);
  await expect.poll(shown, { timeout: 5_000 }).toEqual(['Contractors']);
});

test('the bar is transparent at the top and white, blurred and shadowed past 10 px', async ({ page }) => {
  await page.goto('/about');
  const bar = page.locator('header').first();
  const look = () =>
    bar.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, blur: style.backdropFilter, shadow: style.boxShadow };
    });
  expect(await look()).toEqual({ background: 'rgba(0, 0, 0, 0)', blur: 'none', shadow: 'none' });
  await page.evaluate(() => window.scrollTo(0, 11));
  // Background and shadow fade in over 0.2 s, so wait for where they settle.
  await expect.poll(look).toEqual({
    background: 'rgba(255, 255, 255, 0.9)',
    blur: 'blur(10px)',
    shadow: 'rgba(19, 35, 46, 0.1) 0px 2px 12px 0px',
  });
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

test('every navigation starts at the top of the new page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Pond Builders Direct');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a page the router runs, choosing a state closes the dropdown', async ({ page }) => {
  // The router follows the link without a page load, so the site script closes the popover.
  await page.goto('/pond-planner');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /States/ }).click();
  await page.getByRole('list', { name: 'States' }).getByRole('link', { name: 'Texas' }).click();
  await expect(page).toHaveURL(/\/states\/tx$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders in Texas');
  await expect(page.getByRole('list', { name: 'States' })).toBeHidden();
});

test('what is in view as the page arrives shows at once; what is below fades in as it scrolls into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto('/');
  const reveals = page.locator('[data-reveal]');
  // Read as soon as the first is shown: a fade would still be under way (0.5 s), so opacity 1 then
  // means it showed without one.
  await expect(page.locator('[data-reveal].revealed').first()).toBeAttached();
  const arrived = await reveals.evaluateAll((elements) =>
    elements.map((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        where: bottom <= innerHeight - 50 ? 'in view' : top >= innerHeight ? 'below' : 'at the edge',
        opacity: style.opacity,
        fades: style.transitionDuration !== '0s',
      };
    }),
  );
  const inView = arrived.filter((element) => element.where === 'in view');
  const below = arrived.filter((element) => element.where === 'below');
  expect(inView.length).toBeGreaterThan(0);
  expect(below.length).toBeGreaterThan(0);
  for (const element of inView) expect(element).toEqual({ where: 'in view', opacity: '1', fades: false });
  for (const element of below) expect(element.opacity).toBe('0');
  await reveals.last().scrollIntoViewIfNeeded();
  await expect.poll(() => reveals.last().evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(await reveals.last().evaluate((element) => getComputedStyle(element).transitionDuration)).not.toBe(
    '0s',
  );
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

test('a hero video that cannot play leaves its poster and is only logged', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/media/hero-pond.mp4', (route) => route.fulfill({ status: 404 }));
  await page.goto('/');
  await page.mouse.move(10, 10);
  await expect
    .poll(() => warnings.some((text) => text.startsWith('The hero video could not play')))
    .toBe(true);
  await expect(page.locator('video[poster]')).toBeVisible();
});

test('videos play from the first input on and only while on screen; the promo below the fold loads nothing until reached', async ({
  page,
}) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media') videoRequests.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  const hero = page.locator('video[poster]');
  const promo = page.getByRole('complementary', { name: 'Pond fountains' }).locator('video');
  const paused = (video: typeof hero) => video.evaluate((element: HTMLVideoElement) => element.paused);
  // Until the visitor does something, the poster: no frames to decode, no bytes.
  await page.waitForTimeout(500);
  expect(await paused(hero)).toBe(true);
  expect(videoRequests).toEqual([]);
  await page.mouse.move(20, 20);
  await expect.poll(() => paused(hero)).toBe(false);
  const promoRequests = () => videoRequests.filter((url) => url.includes('fountain-promo'));
  expect(await paused(promo)).toBe(true);
  expect(promoRequests()).toEqual([]);
  await promo.scrollIntoViewIfNeeded();
  await expect.poll(() => paused(promo)).toBe(false);
  expect(promoRequests().length).toBeGreaterThan(0);
  await expect.poll(() => paused(hero)).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the videos keep their still frame', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.mouse.move(20, 20);
    await page.getByRole('complementary', { name: 'Pond fountains' }).scrollIntoViewIfNeeded();
    // Long enough for a video that was going to play to have started (it starts within milliseconds).
    await page.waitForTimeout(1_000);
    const paused = await page
      .locator('video')
      .evaluateAll((videos: HTMLVideoElement[]) => videos.map((v) => v.paused));
    expect(paused).toEqual([true, true]);
  });
});

test('a moved address reached inside the app still goes where the route table says', async ({ page }) => {
  await page.goto('/pond-planner');
  await page.waitForLoadState('networkidle');
  // As a static host without redirect rules would hand it over: no 301, the browser's router decides.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/states/austin-tx');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/states\/tx\/austin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders In Austin, Texas');
});

test('hydrating adds no styles of its own: the browser reuses the pre-rendered rules, class for class', async ({
  page,
}) => {
  for (const path of ['/pond-planner', '/pond-calculator']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const unknown = await page.evaluate(async (address) => {
      const html = await (await fetch(address)).text();
      const prerendered = /<style data-styled[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const live = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]'))
        .flatMap((style) => Array.from(style.sheet?.cssRules ?? []))
        .map((rule) => rule.cssText);
      // A class in the live sheet that the pre-render never wrote is a second copy made while hydrating.
      const classes = new Set(
        live.flatMap((text) => [...text.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1])),
      );
      return [...classes].filter((name) => !prerendered.includes(`.${name}`));
    }, path);
    expect(unknown, path).toEqual([]);
  }
});
