// Moving around the site: the navigation bar and menus, Back, scroll positions, the reveal on
// scroll, and what hydrating keeps of the pre-rendered page.
import { expect, test } from './test.ts';
import { openApp } from './ready.ts';

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

test('every navigation starts at the top of the new page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Pond Builders Direct');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a page the router runs, choosing a state closes the dropdown', async ({ page }) => {
  // The router follows the link without a page load, so the site script closes the popover.
  await openApp(page, '/partners/join');
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

test('a moved address reached inside the app still goes where the route table says', async ({ page }) => {
  await openApp(page, '/partners/embed');
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
  for (const path of ['/partners/join', '/partners/sign-in']) {
    await openApp(page, path);
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
