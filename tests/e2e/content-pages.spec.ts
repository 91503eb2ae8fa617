// Content pages are finished HTML and CSS. No framework, route or React chunk is fetched
// before the visitor scrolls or interacts; links, menus, accordions and the city filters work with
// JavaScript off; the quote form is the kit's element, acting as the site.
import { CONTENT_PAGES } from './pages.ts';
import { fillQuote, humanPause } from './quote.ts';
import { expect, test, type Page } from './test.ts';
import { settled } from './ready.ts';

const PHONE = { width: 412, height: 823 };

/** The addresses a page fetches while it loads and settles, with no input from the visitor. */
async function fetchedWhileIdle(page: Page, path: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  // Settled: loaded, the kit's loader has run, and no visitor input yet.
  await page.goto(path);
  await settled(page);
  return fetched;
}

const isFrameworkOrRouteChunk = (path: string) => /^\/assets\/.*\.js$/.test(path);
const isWidgetCode = (path: string) => /^\/widgets\/[^/]+\/(?!loader\.js$).+\.js$/.test(path);
/** The kit's own chunks came, and nothing of the framework or a route. */
const onlyTheKitCame = (fetched: string[], label?: string) => {
  expect(fetched.filter(isWidgetCode).length, label).toBeGreaterThan(0);
  expect(fetched.filter(isFrameworkOrRouteChunk), label).toEqual([]);
};

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const path of CONTENT_PAGES) {
    test(`${path} fetches no framework, route or widget code before the visitor scrolls`, async ({
      page,
    }) => {
      const fetched = await fetchedWhileIdle(page, path);
      expect(fetched.filter(isFrameworkOrRouteChunk)).toEqual([]);
      expect(fetched.filter(isWidgetCode)).toEqual([]);
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    });
  }

  test('a profile loads the quote form when it nears the viewport, and only the kit’s code', async ({
    page,
  }) => {
    await page.goto('/states/tx/austin');
    const profile = await page.locator('article h3 a').first().getAttribute('href');
    const fetched = await fetchedWhileIdle(page, profile!);
    expect(fetched.filter(isWidgetCode)).toEqual([]);
    await page.mouse.wheel(0, 400);
    await page.locator('pond-quote-form').scrollIntoViewIfNeeded();
    await expect(page.locator('pond-quote-form[data-ready]')).toHaveCount(1);
    onlyTheKitCame(fetched);
  });

  test('the planner and the calculator load their island on the first input, never the framework', async ({
    page,
  }) => {
    for (const [path, tag] of [
      ['/pond-calculator', 'pond-calculator'],
      ['/pond-planner', 'pond-planner'],
    ] as const) {
      const fetched = await fetchedWhileIdle(page, path);
      expect(fetched.filter(isWidgetCode), path).toEqual([]);
      await page.locator(tag).scrollIntoViewIfNeeded();
      await page.mouse.move(5, 5);
      await expect(page.locator(`${tag}[data-ready]`)).toHaveCount(1);
      onlyTheKitCame(fetched, path);
    }
  });

  test('the directory search upgrades in place on the first input, with the results it arrived with', async ({
    page,
  }) => {
    const fetched = await fetchedWhileIdle(page, '/pond-builders-near-me?q=Austin%2C+TX');
    const shown = await page.locator('article h3').allTextContents();
    expect(shown).toHaveLength(9);
    expect(fetched.filter(isWidgetCode)).toEqual([]);
    await page.mouse.move(5, 5);
    await expect(page.locator('pond-directory[data-ready]')).toHaveCount(1);
    // The same cards, now the widget's, and not asked of the database again.
    await expect(page.locator('pond-directory').getByRole('article')).toHaveCount(9);
    expect(await page.locator('pond-directory').getByRole('article').locator('h3').allTextContents()).toEqual(
      shown,
    );
    expect(fetched.filter((path) => path.startsWith('/rest/v1/'))).toEqual([]);
    onlyTheKitCame(fetched);
    // Its search lives in the address, and the page's heading and title follow it (on a phone the
    // filters are behind their button).
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Location' }).fill('Dallas, TX');
    await expect(page).toHaveURL(/\?q=Dallas%2C\+TX$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders in Dallas, TX');
    await expect(page).toHaveTitle('Pond Builders in Dallas, TX | Pond Builders Direct');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders in Austin, TX');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Austin, TX');
  });

  test('an application page still hydrates', async ({ page }) => {
    const fetched = await fetchedWhileIdle(page, '/partners/embed');
    expect(fetched.filter(isFrameworkOrRouteChunk).length).toBeGreaterThan(0);
  });
});

test('on a wide screen a quote form in view loads, on the first input, only the kit’s own chunks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const fetched = await fetchedWhileIdle(page, '/get-quotes');
  expect(fetched.filter(isWidgetCode)).toEqual([]);
  await page.mouse.move(200, 300);
  await expect(page.locator('pond-quote-form[data-ready]')).toHaveCount(1);
  onlyTheKitCame(fetched);
});

test('a link the visitor points at is prefetched: the speculation rules join on the first input, allowed by the page’s policy', async ({
  page,
}) => {
  await page.goto('/states/tx', { waitUntil: 'load' });
  const rules = page.locator('script[type="speculationrules"]');
  // Not while the page loads: a browser given them checks every link against them straight away.
  await expect(rules).toHaveCount(0);
  // Moderate eagerness: a pointer resting on a link for 200 ms starts the fetch.
  const prefetched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/states/tx/austin' &&
      response.request().headers()['sec-purpose'] === 'prefetch',
  );
  await page.locator('a[href="/states/tx/austin"]').first().hover();
  await expect(rules).toHaveCount(1);
  await prefetched;
  await page.locator('a[href="/states/tx/austin"]').first().click();
  await expect(page).toHaveURL(/\/states\/tx\/austin$/);
  expect(
    await page.evaluate(
      () =>
        (
          performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
            deliveryType: string;
          }
        ).deliveryType,
    ),
  ).toBe('navigational-prefetch');
});

test('a city page filters in place: the kit’s directory loads on the first search, not before', async ({
  page,
}) => {
  const fetched = await fetchedWhileIdle(page, '/states/tx/austin');
  const directoryCode = () => fetched.filter((path) => /^\/widgets\/[^/]+\/directory-/.test(path));
  expect(directoryCode()).toEqual([]);
  const filters = page.getByRole('search', { name: 'Filter pond builders' });
  await filters.getByLabel('Minimum rating').selectOption('4');
  await filters.getByRole('button', { name: 'Search' }).click();
  const directory = page.locator('pond-directory[data-ready]');
  await expect(directory).toHaveCount(1);
  expect(directoryCode().length).toBe(1);
  await expect(page).toHaveURL(/\/states\/tx\/austin$/);
  await expect(directory.getByRole('slider')).toHaveValue('4');
  // Profiles open here, in the same tab, as on the rest of our site.
  const card = directory.getByRole('article').first().locator('h3 a');
  await expect(card).toHaveAttribute('href', /^\/states\/tx\/austin\//);
  await expect(card).not.toHaveAttribute('target', '_blank');
  // Spec §5 holds in it as in the form: a city with its state goes to that city's page.
  await directory.getByRole('combobox', { name: 'Location' }).fill('Dallas, TX');
  await expect(page).toHaveURL(/\/states\/tx\/dallas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders In Dallas, Texas');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the States menu opens and its links lead to a state page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    const menu = page.getByRole('list', { name: 'States' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: /States/ }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(51);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: /States/ }).click();
    await menu.getByRole('link', { name: 'Oregon' }).click();
    await expect(page).toHaveURL(/\/states\/or$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pond Builders in Oregon');
  });

  test('the phone menu opens, States expands inline, and a link leads on', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/blog');
    const menu = page.getByRole('navigation', { name: 'Pond Builders Direct menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByText('States', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Vermont' })).toBeVisible();
    await menu.getByRole('link', { name: 'Pond Calculator' }).click();
    await expect(page).toHaveURL(/\/pond-calculator$/);
  });

  test('the FAQ opens one answer at a time, and the open one closes on a second click', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('details[name]');
    const first = faq.nth(0);
    const second = faq.nth(1);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open', '');
    await second.locator('summary').click();
    await expect(second).not.toHaveAttribute('open', '');
  });

  test('the city page lists its builders with links, and its filters search the directory', async ({
    page,
  }) => {
    await page.goto('/states/tx/austin');
    await expect(page.locator('article h3 a').first()).toHaveAttribute('href', /^\/states\/tx\/austin\/.+/);
    const filters = page.getByRole('search', { name: 'Filter pond builders' });
    await filters.getByLabel('Location').fill('Dallas, TX');
    await filters.getByLabel('Minimum rating').selectOption('4');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/pond-builders-near-me\?q=Dallas%2C\+TX&rating=4/);
  });
});

test('a profile’s quote form acts as the site: the page as its source, and the toast once builders are chosen, clear of the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/states/tx/austin');
  const profile = (await page.locator('article h3 a').first().getAttribute('href'))!;
  await page.goto(profile);
  const email = `site-element-${Date.now()}@example.com`;
  const form = await fillQuote(page, email);
  await humanPause(page);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  const choice = page.getByRole('region', { name: 'Choose who hears from you' });
  await expect(choice).toBeVisible();
  // Saved, but not sent to anyone yet: no 'Request Submitted' over the consent and the Send button.
  await expect(page.getByText('Request Submitted')).toHaveCount(0);
  const send = choice.getByRole('button', { name: /Send my request to/ });
  await send.click();
  const toast = page.locator('[data-toast="success"]');
  await expect(toast).toContainText('Request Submitted');
  await expect(toast).toContainText("They'll be in touch soon.");
  const submit = form.getByRole('button', { name: 'Get My Free Quotes' });
  const [toastBox, submitBox] = [await toast.boundingBox(), await submit.boundingBox()];
  const overlaps =
    toastBox!.x < submitBox!.x + submitBox!.width &&
    submitBox!.x < toastBox!.x + toastBox!.width &&
    toastBox!.y < submitBox!.y + submitBox!.height &&
    submitBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps).toBe(false);
  // Links in the form stay on our site, in the same tab.
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('target', '_blank');
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});

test('content pages allow no inline style but their own; application pages keep React’s', async ({
  request,
}) => {
  const styleSrc = async (path: string) => {
    const html = await (await request.get(path)).text();
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!;
    return /style-src ([^;]+)/.exec(policy)![1]!;
  };
  for (const path of [
    '/',
    '/states/tx/austin',
    '/blog/building-perfect-koi-pond',
    '/pond-calculator',
    '/no/such/page',
  ]) {
    const allowed = await styleSrc(path);
    expect(allowed, path).not.toContain("'unsafe-inline'");
    expect(allowed, path).toMatch(/'sha256-/);
  }
  expect(await styleSrc('/partners/embed')).toContain("'unsafe-inline'");
});

test('a content page writes each style rule once, in one style block', async ({ request }) => {
  for (const path of ['/', '/states/tx/austin', '/blog/building-perfect-koi-pond', '/about']) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(blocks, path).toHaveLength(1);
    const rules = blocks[0]!
      .split('/*!sc*/')
      .map((rule) => rule.trim())
      .filter((rule) => rule && !rule.startsWith('data-styled'));
    expect(rules.length, path).toBeGreaterThan(50);
    expect(new Set(rules).size, path).toBe(rules.length);
  }
});
