import { COST_SLUGS } from '@pond/core/cost-pages';

// Every address of the site (spec §2.1), its route module, and how the host serves it: the one table
// that React Router's route config (routes.ts), the build's list of files (lib/prerender-paths.server.ts)
// and the Worker (worker/pages.ts) all read. Plain data, so the Worker can bundle it.

/** How the host answers a page's address. */
export type Served =
  /** A file the build wrote: editorial pages, and the shells of the pages that hydrate. */
  | 'built'
  /** Rendered on request by the Worker from the database, and cached at the edge with tags. */
  | 'data'
  /** Rendered on request by the Worker, never cached: a page that hydrates and whose address names a record. */
  | 'app'
  /** An old address: the Worker answers with a permanent redirect (core's `redirectFor`). */
  | 'redirect'
  /** Any other address: the not-found page, status 404. */
  | 'not-found';

export interface Page {
  /** React Router's path pattern, relative to its parent; '' is the home page. */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  served: Served;
  /** React Router's route id, for a module that serves several addresses. */
  id?: string;
  /** Pages rendered inside this one (one request inside staff's inbox). */
  children?: readonly Page[];
}

/** XML and text answered outside the pages' shell. */
export const FILE_PAGES: readonly Page[] = [
  { path: 'sitemap.xml', file: 'routes/content/sitemap-xml.ts', served: 'data' },
  { path: 'sitemaps/pages.xml', file: 'routes/content/sitemap-pages.ts', served: 'built' },
  { path: 'sitemaps/:file', file: 'routes/content/sitemap-file.ts', served: 'data' },
  { path: 'robots.txt', file: 'routes/content/robots-txt.ts', served: 'built' },
];

/** The layout every page is rendered in. */
export const SHELL = 'routes/_shell.tsx';

/** The pages, inside the shell. */
export const SHELL_PAGES: readonly Page[] = [
  { path: '', file: 'routes/content/home.tsx', served: 'built' },
  { path: 'about', file: 'routes/content/about.tsx', served: 'built' },
  { path: 'about/verification', file: 'routes/content/verification.tsx', served: 'built' },
  { path: 'get-quotes', file: 'routes/content/get-quotes.tsx', served: 'built' },
  { path: 'contractor-specialties', file: 'routes/content/specialties.tsx', served: 'built' },
  { path: 'pond-builders-near-me', file: 'routes/content/directory.tsx', served: 'data' },
  { path: 'states', file: 'routes/content/states.tsx', served: 'built' },
  { path: 'states/:stateCode', file: 'routes/content/state.tsx', served: 'data' },
  { path: 'states/:stateCode/:citySlug', file: 'routes/content/city.tsx', served: 'data' },
  {
    path: 'states/:stateCode/:citySlug/:contractorNameId',
    file: 'routes/content/contractor.tsx',
    served: 'data',
  },
  // An old profile address: the database says where the builder is now.
  {
    path: 'pond-contractors/:cityState/:contractorId',
    file: 'routes/content/legacy-contractor.tsx',
    served: 'data',
  },
  // The cost guide: each kind's own first segment, then a state and a city (core's costUrl).
  ...COST_SLUGS.flatMap((slug): Page[] =>
    ['', '/:stateCode', '/:stateCode/:citySlug'].map((rest) => ({
      path: `${slug}${rest}`,
      file: 'routes/content/cost.tsx',
      served: 'data',
      id: `cost:${slug}${rest}`,
    })),
  ),
  { path: 'pond-planner', file: 'routes/content/planner.tsx', served: 'built' },
  { path: 'pond-calculator', file: 'routes/content/calculator.tsx', served: 'built' },
  { path: 'blog', file: 'routes/content/blog.tsx', served: 'built' },
  { path: 'blog/category/:category', file: 'routes/content/blog-category.tsx', served: 'built' },
  { path: 'blog/:slug', file: 'routes/content/blog-post.tsx', served: 'built' },
  { path: '404/blog', file: 'routes/content/blog-not-found.tsx', served: 'built' },
  { path: '503', file: 'routes/content/unavailable.tsx', served: 'built' },
  { path: 'admin/import', file: 'routes/app/admin-import.tsx', served: 'built' },
  {
    path: 'admin/leads',
    file: 'routes/app/admin-leads.tsx',
    served: 'built',
    // A request's own page in staff's inbox: the app asks the database, as staff, in the browser.
    children: [{ path: ':requestId', file: 'routes/app/admin-lead.tsx', served: 'app' }],
  },
  { path: 'admin/partners', file: 'routes/app/admin-partners.tsx', served: 'built' },
  { path: 'admin/builders', file: 'routes/app/admin-builders.tsx', served: 'built' },
  // A builder's checks for staff: staff's session reads them in the browser.
  {
    path: 'admin/builders/:contractorId/verification',
    file: 'routes/app/admin-builder-verification.tsx',
    served: 'app',
  },
  // A listing's claim page: its forms act in the browser, as anyone.
  { path: 'builders/claim/:contractorId', file: 'routes/app/builders-claim.tsx', served: 'app' },
  { path: 'builders/sign-in', file: 'routes/app/builders-sign-in.tsx', served: 'built' },
  { path: 'builders/dashboard', file: 'routes/app/builders-dashboard.tsx', served: 'built' },
  { path: 'builders/dashboard/requests', file: 'routes/app/builders-requests.tsx', served: 'built' },
  { path: 'builders/dashboard/photos', file: 'routes/app/builders-photos.tsx', served: 'built' },
  { path: 'builders/dashboard/verification', file: 'routes/app/builders-verification.tsx', served: 'built' },
  { path: 'builders/dashboard/website', file: 'routes/app/builders-website.tsx', served: 'built' },
  { path: 'review', file: 'routes/app/review.tsx', served: 'built' },
  { path: 'review/report', file: 'routes/app/review-report.tsx', served: 'built' },
  { path: 'reviews/guidelines', file: 'routes/content/review-guidelines.tsx', served: 'built' },
  { path: 'builders/dashboard/reviews', file: 'routes/app/builders-reviews.tsx', served: 'built' },
  { path: 'admin/reviews', file: 'routes/app/admin-reviews.tsx', served: 'built' },
  { path: 'admin/costs', file: 'routes/app/admin-costs.tsx', served: 'built' },
  { path: 'admin/flags', file: 'routes/app/admin-flags.tsx', served: 'built' },
  // The homeowner's project page: rendered from the database for its signed link, never cached.
  { path: 'withdraw-request', file: 'routes/content/project.tsx', served: 'app' },
  { path: 'confirm-request', file: 'routes/app/confirm-request.tsx', served: 'built' },
  { path: 'partners', file: 'routes/content/partners.tsx', served: 'built' },
  { path: 'partners/embed', file: 'routes/app/partners-embed.tsx', served: 'built' },
  { path: 'partners/join', file: 'routes/app/partners-join.tsx', served: 'built' },
  { path: 'partners/sign-in', file: 'routes/app/partners-sign-in.tsx', served: 'built' },
  { path: 'partners/dashboard', file: 'routes/app/partners-dashboard.tsx', served: 'built' },
  { path: 'sitemap-html', file: 'routes/content/sitemap-html.tsx', served: 'built' },
  { path: 'privacy-policy', file: 'routes/content/privacy.tsx', served: 'built' },
  { path: 'terms-of-service', file: 'routes/content/terms.tsx', served: 'built' },
  // Old addresses: the route answers with its target, and the Worker sends a real 301 before it.
  { path: 'cities', file: 'routes/app/redirect.tsx', served: 'redirect', id: 'redirect-cities' },
  {
    path: 'find-contractors',
    file: 'routes/app/redirect.tsx',
    served: 'redirect',
    id: 'redirect-find-contractors',
  },
  { path: 'sitemap', file: 'routes/app/redirect.tsx', served: 'redirect', id: 'redirect-sitemap' },
  { path: 'services/*', file: 'routes/app/redirect.tsx', served: 'redirect', id: 'redirect-services' },
  { path: 'services', file: 'routes/app/redirect.tsx', served: 'redirect', id: 'redirect-services-index' },
  {
    path: 'city/:citySlug/:stateCode',
    file: 'routes/app/redirect.tsx',
    served: 'redirect',
    id: 'redirect-legacy-city',
  },
  { path: '*', file: 'routes/content/not-found.tsx', served: 'not-found' },
];

/** Every page with its whole path (`/states/:stateCode`), children after their parent. */
export function allPages(): { path: string; page: Page }[] {
  const under = (parent: string, pages: readonly Page[]): { path: string; page: Page }[] =>
    pages.flatMap((page) => {
      const path = `${parent}/${page.path}`.replace(/\/$/, '') || '/';
      return [{ path, page }, ...under(path === '/' ? '' : path, page.children ?? [])];
    });
  return under('', [...FILE_PAGES, ...SHELL_PAGES]);
}
