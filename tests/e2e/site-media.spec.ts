// The home page's moving parts: the hero word, the background videos and reduced motion.
import { expect, test } from './test.ts';
import { consoleMessages } from './console.ts';
import { settled } from './ready.ts';

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

test('a hero video that cannot play leaves its poster and is only logged', async ({ page }) => {
  const warnings = consoleMessages(page);
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
  // Settled, with no input yet.
  await page.goto('/');
  await settled(page);
  const hero = page.locator('video[poster]');
  const promo = page.getByRole('complementary', { name: 'Pond fountains' }).locator('video');
  const paused = (video: typeof hero) => video.evaluate((element: HTMLVideoElement) => element.paused);
  // Until the visitor does something, the poster: no frames to decode, no bytes.
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
    // Two frames on: the input's handler and the observer that sees the promo in view have run, so a
    // video that was going to play would be playing.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const paused = await page
      .locator('video')
      .evaluateAll((videos: HTMLVideoElement[]) => videos.map((v) => v.paused));
    expect(paused).toEqual([true, true]);
  });
});
