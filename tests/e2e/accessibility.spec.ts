import { violations } from './axe.ts';
import { consoleMessages } from './console.ts';
import { layoutShift, watchLayoutShift } from './layout-shift.ts';
import { openIsland } from './islands.ts';
import { expect, test, type Page } from './test.ts';
import { createStaffAccount, forgetTestAccounts, forgetTestLeads, sql } from './db.ts';
import { APP_PAGES, CONTENT_PAGES } from './pages.ts';
import { createPlan } from './planner.ts';
import { openApp, settled } from './ready.ts';

const PAGES = [...CONTENT_PAGES, ...APP_PAGES];

/** No axe violations, and the page hydrates without errors or warnings. */
async function expectCleanPage(page: Page, path: string) {
  // React reports a pre-rendered page that differs from what the browser renders (hydration).
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const logged = consoleMessages(page, ['error', 'warning']);
  const response = await page.goto(path);
  await settled(page);
  expect(await violations(page)).toEqual([]);
  // The not-found page logs the bad address, and the browser the document's 404 status.
  const expected =
    response?.status() === 404
      ? [
          'Failed to load resource: the server responded with a status of 404 (Not Found)',
          `404: no page at ${path}`,
        ]
      : [];
  expect([...problems, ...logged].sort()).toEqual(expected.sort());
}

for (const path of PAGES) {
  test(`${path} has no axe-core violations and hydrates without errors or warnings`, ({ page }) =>
    expectCleanPage(page, path));
}

test('a contractor profile has no axe-core violations and hydrates without errors or warnings', async ({
  page,
}) => {
  const [contractor] = await sql<{ path: string }>(
    `select '/states/' || lower(state) || '/' || lower(regexp_replace(city, '\\s+', '-', 'g')) || '/' || slug as path
       from public.contractors where reviews > 0 order by name limit 1`,
  );
  await expectCleanPage(page, contractor!.path);
});

test('the open States dropdown, an open FAQ answer and the mobile menu have no violations', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /States/ }).click();
  await expect(page.getByRole('list', { name: 'States' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('summary', { hasText: 'How much does a backyard pond cost?' }).click();
  await expect(
    page.getByText('Small garden ponds start from about $1,500 installed.', { exact: false }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: /States/ }).click();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await violations(page)).toEqual([]);
});

/** The expanded state Chromium's accessibility tree gives an element (CDP), as a screen reader reads it. */
async function expandedOf(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
  await cdp.detach();
  return expanded?.value.value as boolean | undefined;
}

test('menus, the dropdown and accordions work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const states = page.getByRole('button', { name: /States/ });
  const list = page.getByRole('list', { name: 'States' });
  await states.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  // A popover's button is exposed as expanded or collapsed by the browser itself.
  expect(await expandedOf(page, 'button[popovertarget="states-menu"]')).toBe(true);
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  expect(await expandedOf(page, 'button[popovertarget="states-menu"]')).toBe(false);
  await expect(states).toBeFocused();
  const question = page.locator('summary', { hasText: 'Is it free to request quotes?' });
  const item = page.locator('details', { has: question });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(item).not.toHaveAttribute('open', '');
});

test('on a phone the menu slides in over the whole screen, States expands inline, a link closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Pond Builders Direct menu' });
  await expect(menu).toBeVisible();
  // Below the 4rem bar, down to the bottom of the screen.
  await expect.poll(async () => (await menu.boundingBox())?.height).toBeGreaterThanOrEqual(844 - 64 - 1);
  await menu.getByText('States', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Oregon' })).toBeVisible();
  await expect(menu.locator('a[href^="/states/"]')).toHaveCount(51);
  await menu.getByRole('link', { name: 'Oregon' }).click();
  await expect(page).toHaveURL(/\/states\/or$/);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

for (const path of [
  '/',
  '/states/tx',
  '/blog',
  '/blog/building-perfect-koi-pond',
  '/pond-planner',
  '/pond-calculator',
]) {
  test(`${path} does not shift its layout as fonts, images and video load`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await watchLayoutShift(page);
    await page.goto(path);
    await settled(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBe(0);
  });
}

test('the calculator’s results, the planner’s plan and the signed-in import tool have no violations', async ({
  page,
}) => {
  await openIsland(page, '/pond-calculator', 'pond-calculator');
  await page.getByLabel('Length (feet)').fill('10');
  await page.getByLabel('Width (feet)').fill('15');
  await page.getByLabel('Average depth (feet)').fill('3');
  await page.getByRole('button', { name: 'Calculate Pond Specifications' }).click();
  await expect(page.getByRole('img', { name: /Plan view/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await openIsland(page, '/pond-planner', 'pond-planner');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select a pond type')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await createPlan(
    page,
    {
      pondType: 'koi',
      length: '12',
      width: '10',
      depth: '3',
      state: 'MN',
      sunExposure: 'mostly-shade',
      budget: 'over-20000',
      timeline: 'within-month',
    },
    { name: 'Jo Banks', email: `a11y-${Date.now()}@example.com` },
  );
  await expect(page.getByTestId('cost-range')).toBeVisible();
  // Past the toast's 3 seconds, so axe sees the plan as it stays.
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 6000 });
  expect(await violations(page)).toEqual([]);
  await forgetTestLeads();

  const staff = await createStaffAccount();
  await openApp(page, '/admin/import');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel(/JSON array/).fill('[{"name": "A11y", "state": "TX"}]');
  await expect(page.getByText('Row 1: City is required')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await forgetTestAccounts();
});
