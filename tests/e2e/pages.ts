/** One page of each content type (finished HTML, no framework). */
export const CONTENT_PAGES = [
  '/',
  '/about',
  '/about/verification',
  '/get-quotes',
  '/contractor-specialties',
  '/states',
  '/states/tx',
  '/states/tx/austin',
  '/blog',
  '/blog/category/pond-design',
  '/blog/building-perfect-koi-pond',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap-html',
  '/partners',
  '/pond-planner',
  '/pond-calculator',
  '/pond-builders-near-me',
  '/pond-builders-near-me?q=78701',
  '/no/such/page',
];

/** One page of each kind that hydrates: applications throughout. */
export const APP_PAGES = [
  '/admin/import',
  '/admin/partners',
  '/partners/embed',
  '/partners/join',
  '/partners/sign-in',
  '/partners/dashboard',
  '/builders/sign-in',
  '/builders/dashboard',
  '/builders/dashboard/requests',
  '/builders/dashboard/photos',
  '/builders/dashboard/verification',
  '/admin/builders',
];
