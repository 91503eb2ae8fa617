/** Fixed paths of the route table (spec §2.1). */
/** The not-found page's own address, alone so the content pages' script takes only this of PATHS. */
export const NOT_FOUND_PATH = '/404';
/** The directory's address, alone for the same reason (the not-found redirects lead there). */
export const DIRECTORY_PATH = '/pond-builders-near-me';

export const PATHS = {
  home: '/',
  about: '/about',
  directory: DIRECTORY_PATH,
  states: '/states',
  planner: '/pond-planner',
  calculator: '/pond-calculator',
  blog: '/blog',
  adminImport: '/admin/import',
  /** Not in the spec: staff's inbox of quote requests and the partner report. */
  adminLeads: '/admin/leads',
  /** Not in the spec: where a mail's signed link withdraws a quote request. */
  withdraw: '/withdraw-request',
  /** Not in the spec: where the confirmation mail's "Yes, this was me" link confirms a request. */
  confirmRequest: '/confirm-request',
  sitemapHtml: '/sitemap-html',
  sitemapXml: '/sitemap.xml',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  verification: '/about/verification',
  getQuotes: '/get-quotes',
  specialties: '/contractor-specialties',
  /** Not in the spec: what partners get from embedding our widgets, and the embed builder. */
  partners: '/partners',
  partnersEmbed: '/partners/embed',
  /** Not in the spec: a business applies to be a partner. */
  partnersJoin: '/partners/join',
  /** Not in the spec: a partner signs in with a link sent by mail, and sees its dashboard. */
  partnersSignIn: '/partners/sign-in',
  partnersDashboard: '/partners/dashboard',
  /** Not in the spec: staff decide on applications and partners. */
  adminPartners: '/admin/partners',
  /** Not in the spec: a builder signs in by a mailed link and keeps their listing. */
  buildersSignIn: '/builders/sign-in',
  buildersDashboard: '/builders/dashboard',
  buildersRequests: '/builders/dashboard/requests',
  buildersPhotos: '/builders/dashboard/photos',
  /** Not in the spec: a builder sends a licence, insurance or registration to be checked. */
  buildersVerification: '/builders/dashboard/verification',
  buildersWebsite: '/builders/dashboard/website',
  /** Not in the spec: a homeowner reviews a builder they chose, by the invitation's signed link. */
  review: '/review',
  reviewReport: '/review/report',
  reviewGuidelines: '/reviews/guidelines',
  /** Not in the spec: a builder reads and answers their reviews. */
  buildersReviews: '/builders/dashboard/reviews',
  /** Not in the spec: staff moderate reported reviews. */
  adminReviews: '/admin/reviews',
  /** Not in the spec: the cost guide's figures with their counts, and quotes set aside. */
  adminCosts: '/admin/costs',
  adminFlags: '/admin/flags',
  /** Not in the spec: staff check claims by hand and see, and revert, every listing change. */
  adminBuilders: '/admin/builders',
  /** The not-found pages the host answers unknown addresses with (status 404), and unknown posts. */
  notFound: NOT_FOUND_PATH,
  blogNotFound: '/404/blog',
  /**
   * Not in the spec: what a data page answers, with status 503, when the database cannot be reached
   * and the page is not in the edge cache.
   */
  unavailable: '/503',
} as const;

/** The five service links of the home page (spec §2.1, §2.4); each redirects to / (§2.1). */
export const SERVICE_PATHS = [
  '/services/design-installation',
  '/services/water-features',
  '/services/koi-ponds',
  '/services/maintenance',
  '/services/repair-renovation',
] as const;
