// The quote form's look on the partner demo: its own styles in its shadow root, which hostile page
// CSS cannot change and a partner themes only through what is documented; a bad attribute is named.
import { consoleMessages } from './console.ts';
import { cspViolations, demo } from './partner-page.ts';
import { expect, test, type Page } from './test.ts';

/** What the widget looks like, read from inside its shadow root. */
async function widgetLook(page: Page) {
  const form = page.locator('pond-quote-form').first();
  await expect(form.getByRole('button', { name: 'Get My Free Quotes' })).toBeVisible();
  return form.evaluate((element) => {
    const root = element.shadowRoot!;
    const pick = (selector: string, properties: string[]) => {
      const style = getComputedStyle(root.querySelector(selector)!);
      return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    };
    return {
      button: pick('button[type=submit]', ['background-color', 'color', 'border-radius', 'text-transform']),
      label: pick('label', ['color', 'font-family', 'line-height', 'text-transform']),
      input: pick('input[name=name]', ['display', 'box-sizing', 'font-family']),
      form: pick('form', ['display']),
      heading: pick('h2', ['font-size', 'color']),
      link: pick('a', ['color']),
    };
  });
}

test('the quote form renders styled in its shadow root, and hostile page CSS changes none of it', async ({
  page,
}) => {
  await page.goto(demo('/plain'));
  const reference = await widgetLook(page);
  // Our own look, not the browser's defaults: the accent button and the system font.
  expect(reference.button['background-color']).toBe('rgb(47, 125, 50)');
  expect(reference.label['font-family']).toMatch(/^system-ui/);

  await page.goto(demo('/'));
  const hostile = await widgetLook(page);
  expect(hostile).toEqual(reference);
  // The page's own text did take the hostile rules: they are in force.
  expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).color)).toBe('rgb(255, 0, 255)');
  // Its styles live in the shadow root, none in the partner's document.
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(1);
  expect(
    await page
      .locator('pond-quote-form')
      .evaluate((element) => element.shadowRoot!.querySelectorAll('style').length),
  ).toBeGreaterThan(0);
  expect(await cspViolations(page)).toEqual([]);
});

test('a bad attribute logs one warning naming it and its value, and the widget still renders', async ({
  page,
}) => {
  const warnings = consoleMessages(page);
  await page.goto(demo('/bad-attribute'));
  const form = page.locator('pond-quote-form');
  await expect(form.getByRole('button', { name: 'Get My Free Quotes' })).toBeVisible();
  await expect(form.getByLabel('Project type')).toHaveValue('');
  await expect(form.getByLabel('Location (optional)')).toHaveValue('');
  expect(warnings.filter((text) => text.includes('project-type="Swimming Pool"'))).toHaveLength(1);
  expect(warnings.filter((text) => text.includes('partner="Riverside Garden!"'))).toHaveLength(1);
  expect(warnings.filter((text) => text.includes('state="Atlantis"'))).toHaveLength(1);
  expect(await cspViolations(page)).toEqual([]);
});

test('a partner themes the widget with its custom properties, ::part() and the dark theme', async ({
  page,
}) => {
  await page.goto(demo('/plain'));
  const form = page.locator('pond-quote-form');
  const button = form.getByRole('button', { name: 'Get My Free Quotes' });
  await expect(button).toBeVisible();
  await form.evaluate((element: HTMLElement) => {
    element.style.setProperty('--pond-accent', 'rgb(106, 27, 154)');
    element.style.setProperty('--pond-font-family', 'Georgia, serif');
    // A partner stylesheet reaching in through the documented parts.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('pond-quote-form::part(button) { text-transform: uppercase; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await expect(button).toHaveCSS('background-color', 'rgb(106, 27, 154)');
  await expect(button).toHaveCSS('text-transform', 'uppercase');
  await expect(form.getByText('Name', { exact: true })).toHaveCSS('font-family', 'Georgia, serif');

  await form.evaluate((element) => element.setAttribute('theme', 'dark'));
  const panel = form.locator('[part="panel"]');
  await expect(panel).toHaveCSS('background-color', 'rgb(19, 38, 48)');
  await expect(form.locator('[part="root"]')).toHaveCSS('color-scheme', 'dark');
  expect(await cspViolations(page)).toEqual([]);
});
