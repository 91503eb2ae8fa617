import { sql } from './db.ts';
import { expect, test } from './test.ts';

// Phones first (ARCHITECTURE.md "Site"): no page scrolls sideways. One page of every type at the
// widths of common phones; the document may be no wider than the viewport. (It caught every profile at
// 528 px — its banner's ratio turned a minimum height into a minimum width — and the calculator's shape
// tabs at 352 px on a 320 px phone.)

const WIDTHS = [320, 375, 412];

async function profilePath(): Promise<string> {
  const [builder] = await sql<{ city: string; state: string; slug: string }>(
    'select city, state, slug from public.contractors order by name limit 1',
  );
  return `/states/${builder!.state.toLowerCase()}/${builder!.city.toLowerCase().replace(/\s+/g, '-')}/${builder!.slug}`;
}

const PAGES = [
  '/',
  '/about',
  '/states',
  '/states/tx',
  '/states/tx/austin',
  'profile',
  '/pond-builders-near-me?q=Austin%2C%20TX',
  '/pond-planner',
  '/pond-calculator',
  '/pond-cost',
  '/koi-pond-cost/tx',
  '/admin/costs',
  '/admin/flags',
  '/builders/dashboard/website',
  '/blog',
  '/blog/building-perfect-koi-pond',
  '/privacy-policy',
  '/sitemap-html',
  '/get-quotes',
  '/partners',
  '/partners/join',
  '/partners/embed',
  '/partners/sign-in',
  '/partners/dashboard',
  '/withdraw-request',
  '/confirm-request',
  '/admin/leads',
  '/admin/builders',
  '/builders/sign-in',
  '/builders/dashboard',
  '/builders/dashboard/requests',
  '/builders/dashboard/photos',
  '/builders/dashboard/verification',
  '/builders/dashboard/reviews',
  '/admin/reviews',
  '/review',
  '/review/report',
  '/reviews/guidelines',
  'claim',
  '/no-such-page',
];

for (const width of WIDTHS) {
  test(`no page is wider than a ${width} px phone`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const wider: string[] = [];
    for (const entry of PAGES) {
      const path =
        entry === 'profile'
          ? await profilePath()
          : entry === 'claim'
            ? `/builders/claim/${(await profilePath()).slice(-36)}`
            : entry;
      await page.goto(path);
      await page.waitForLoadState('load');
      // Widgets and hydrated pages lay out after load: two frames.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scroll > width) wider.push(`${path}: ${scroll} px`);
    }
    expect(wider).toEqual([]);
  });
}
