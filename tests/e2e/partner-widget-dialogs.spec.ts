import { violations } from './axe.ts';
import { consoleMessages } from './console.ts';
import { layoutShift, watchLayoutShift } from './layout-shift.ts';
import { cspViolations, demo } from './partner-page.ts';
import { expect, test, type Page } from './test.ts';

// The popup and floating modes on a partner's page (widgets/demo, hostile CSS and a strict nonce CSP):
// the page's own button or link, or our floating button, opens a widget in a modal dialog.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test('the page’s own button opens the quote form in a dialog at 320 px: focus in and back, Escape and the backdrop close it, the scroll is held and restored, nothing shifts', async ({
  page,
}) => {
  const errors = consoleMessages(page, ['error']);
  await watchLayoutShift(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(demo('/popup'));
  const form = page.locator('#quote-popup');
  // In the page it takes no room.
  expect((await form.boundingBox())?.height ?? 0).toBe(0);

  // Keyboard only, from a button below the fold.
  const below = page.locator('#open-below');
  await below.scrollIntoViewIfNeeded();
  const scrolled = await scrollY(page);
  expect(scrolled).toBeGreaterThan(1000);
  await below.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Get free quotes (below the fold)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /name/i }).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // It fits the phone, and the page behind it does not scroll.
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await rootOverflow(page)).toBe('hidden');
  await page.mouse.move(160, 320);
  await page.mouse.wheel(0, -800);
  expect(await scrollY(page)).toBe(scrolled);
  // Tab stays in the dialog (the page behind it is inert).
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('quote-popup');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(below).toBeFocused();
  expect(await scrollY(page)).toBe(scrolled);
  expect(await rootOverflow(page)).not.toBe('hidden');

  // The mouse: the first button, then a click on the backdrop.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Get free quotes', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Get free quotes' });
  await expect(again).toBeVisible();
  await page.mouse.click(2, 2);
  await expect(again).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get free quotes', exact: true })).toBeFocused();

  // A link opens its widget instead of leaving the page; one naming no widget says so on the console.
  await page.getByRole('link', { name: 'Work out your pond' }).click();
  const calculator = page.getByRole('dialog', { name: 'Work out your pond' });
  await expect(calculator).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/popup');
  await calculator.getByRole('button', { name: 'Close' }).click();
  await expect(calculator).toBeHidden();
  await page.getByRole('button', { name: 'Opens nothing' }).click();
  expect(errors.join('\n')).toContain('data-pond-open="nothing-here" opens nothing');

  expect(await layoutShift(page)).toBe(0);
  expect(await cspViolations(page)).toEqual([]);
});

test('the open dialog and the form in it have no accessibility violations', async ({ browser }) => {
  // axe adds a <style> of its own, which the demo's strict CSP refuses: it judges in a context without it.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await page.goto(demo('/popup'));
  await page.getByRole('button', { name: 'Get free quotes', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Get free quotes' });
  await expect(dialog.getByRole('textbox', { name: /name/i }).first()).toBeVisible();
  // Ours to judge: the dialog and the form in it (the demo page's hostile colours are the partner's).
  expect(await violations(page, '#quote-popup')).toEqual([]);
  await context.close();
});

test('a floating button opens the planner and the directory in their dialogs, on a phone and a wide screen', async ({
  page,
}) => {
  await watchLayoutShift(page);
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(demo('/floating'));
    const planner = page.getByRole('button', { name: 'Plan your pond' });
    const directory = page.getByRole('button', { name: 'Builders', exact: true });
    for (const button of [planner, directory]) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(700);
    }
    await planner.click();
    const dialog = page.getByRole('dialog', { name: 'Plan your pond' });
    await expect(dialog.getByRole('button', { name: /continue/i }).first()).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(planner).toBeFocused();

    await directory.click();
    const list = page.getByRole('dialog', { name: 'Builders' });
    await expect(list.getByRole('link', { name: /request a quote from/i }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(directory).toBeFocused();
    expect(await layoutShift(page)).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
  }
});

test('a click with no press before it opens the dialog, though the widget’s code only starts then', async ({
  page,
}) => {
  await page.goto(demo('/popup'));
  // No pointer, key or focus before: the script's own click is the first input.
  await page.evaluate(() => document.querySelector<HTMLElement>('[data-pond-open="quote-popup"]')!.click());
  await expect(
    page.getByRole('dialog', { name: 'Get free quotes' }).getByRole('textbox', { name: /name/i }).first(),
  ).toBeVisible();
});

test('a mode the kit does not know is said on the console and the widget stays inline', async ({ page }) => {
  const warnings = consoleMessages(page);
  await page.goto(demo('/bad-mode'));
  await expect(
    page.locator('pond-quote-form').getByRole('button', { name: /get my free quotes/i }),
  ).toBeVisible();
  expect(warnings.join('\n')).toContain('mode="modal" is not valid: expected inline, popup or floating');
});

for (const [host, framework] of [
  ['/hosts/react-18', /^React 18\./],
  ['/hosts/vue-3', /^Vue 3\./],
  ['/hosts/jquery-requirejs', /^jQuery 3\./],
] as const)
  test(`popup and floating modes in a ${host.split('/')[2]} host page, which renders the elements and removes them`, async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(demo(host));
    await expect
      .poll(() => page.evaluate(() => (window as { hostFramework?: string }).hostFramework))
      .toMatch(framework);

    const open = page.getByRole('button', { name: 'Get free quotes', exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Get free quotes' });
    await expect(dialog.getByRole('textbox', { name: /name/i }).first()).toBeVisible();
    await dialog.getByRole('textbox', { name: /name/i }).first().fill('Dana Reyes');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // The framework renders again: the element is where it put it, and keeps what was typed.
    const rerender = page.locator('#rerender');
    if (await rerender.count()) await rerender.click();
    await open.click();
    await expect(dialog.getByRole('textbox', { name: /name/i }).first()).toHaveValue('Dana Reyes');
    await page.keyboard.press('Escape');

    const floating = page.getByRole('button', { name: 'Pond calculator' });
    await floating.click();
    await expect(page.getByRole('dialog', { name: 'Pond calculator' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(floating).toBeFocused();

    // The page moves the element itself (taken out, put back): its floating button goes and comes back.
    await page.evaluate(() => {
      const element = document.querySelector('pond-calculator')!;
      (window as { movedCalculator?: [Element, Node] }).movedCalculator = [element, element.parentNode!];
      element.remove();
    });
    await expect(floating).toHaveCount(0);
    await page.evaluate(() => {
      const [element, parent] = (window as { movedCalculator?: [Element, Node] }).movedCalculator!;
      parent.appendChild(element);
    });
    await expect(floating).toHaveCount(1);

    // The framework takes the widgets away while a dialog is open (its own code, as a route change
    // would): nothing of ours stays behind, the page scrolls again, and nothing breaks.
    await open.click();
    await expect(dialog).toBeVisible();
    expect(await rootOverflow(page)).toBe('hidden');
    await page.evaluate(() => document.getElementById('toggle')!.click());
    await expect(page.locator('pond-quote-form')).toHaveCount(0);
    await expect(floating).toHaveCount(0);
    expect(await rootOverflow(page)).not.toBe('hidden');
    // And renders them again: a floating button for the new element.
    if (host !== '/hosts/jquery-requirejs') {
      await page.evaluate(() => document.getElementById('toggle')!.click());
      await expect(floating).toHaveCount(1);
    }
    expect(pageErrors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
