import { publicEnv } from './env.ts';

/** The public address of the site, for canonical links, sitemaps and social cards. */
export const SITE_URL = (publicEnv.VITE_SITE_URL ?? 'https://www.pondbuildersdirect.com').replace(/\/$/, '');

export const DEFAULT_DESCRIPTION =
  'Compare pond builders near you — see what we verified about each — and get free quotes from up to three pond and water-feature contractors in every state.';
export const DEFAULT_KEYWORDS =
  'pond builders near me, pond contractors, koi pond builders, water feature installation, pond construction';

export const absoluteUrl = (path: string) => `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;

/** The pond photo shown where a contractor has no image of their own (spec §2.9's stock photo). */
export const STOCK_POND_IMAGE = '/media/stock-pond.svg';
