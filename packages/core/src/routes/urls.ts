import { citySlug, nameSlug } from './slugs.ts';
import { PATHS } from './paths.ts';
import { UUID_PATTERN } from './uuid.ts';

/** /states/{code lower case} (spec §2.2, §2.6). */
export function stateUrl(stateCode: string): string {
  return `/states/${stateCode.toLowerCase()}`;
}

/** /states/{code}/{city slug} (spec §2.1, §2.13). */
export function cityUrl(city: string, stateCode: string): string {
  return `${stateUrl(stateCode)}/${encodeURIComponent(citySlug(city))}`;
}

/** /states/{code}/{city slug}/{name}-{id} (spec §2.1, §2.9). */
export function contractorUrl(contractor: { id: string; name: string; city: string; state: string }): string {
  return `${cityUrl(contractor.city, contractor.state)}/${nameSlug(contractor.name)}-${contractor.id}`;
}

/** Staff's page of one builder's checks. */
export function staffVerificationUrl(contractorId: string): string {
  return `/admin/builders/${contractorId}/verification`;
}

/** Staff's log of one listing's changes, on the builders page. */
export function staffBuilderChangesUrl(contractorId: string): string {
  return `${PATHS.adminBuilders}?builder=${contractorId}#changes`;
}

/** Where a builder claims a listing: /builders/claim/{contractor id}. */
export function claimUrl(contractorId: string): string {
  return `/builders/claim/${contractorId}`;
}

/** A request in the builder's inbox: the new-request mail links straight to it. */
export function builderRequestUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl.replace(/\/$/, '')}/builders/dashboard/requests#request-${leadId}`;
}

/** /blog/{slug} and /blog/category/{category lower case, spaces to hyphens} (spec §2.1). */
export function blogPostUrl(slug: string): string {
  return `/blog/${slug}`;
}

export function categorySlug(category: string): string {
  return category.trim().toLowerCase().replace(/\s+/g, '-');
}

export function blogCategoryUrl(category: string): string {
  return `/blog/category/${categorySlug(category)}`;
}

/** The directory, with the location typed as its q parameter (spec §2.7). */
export function directoryUrl(query?: string): string {
  const q = query?.trim();
  return q ? `/pond-builders-near-me?q=${encodeURIComponent(q)}` : '/pond-builders-near-me';
}

/**
 * Whether a path is a contractor profile (spec §2.1): /states/{code}/{city}/{name-id}, or the
 * legacy /pond-contractors/{cityState}/{contractorId}.
 */
export function isContractorPath(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return (
    (parts[0] === 'states' && parts.length === 4) || (parts[0] === 'pond-contractors' && parts.length === 3)
  );
}

/** A withdraw link's signed parts (made by the database, checked by it). */
export interface WithdrawLink {
  request: string;
  expires: number;
  signature: string;
}

/** The absolute address a mail links to, so the homeowner can withdraw their request. */
export const withdrawUrl = (siteUrl: string, link: WithdrawLink) =>
  signedRequestUrl(PATHS.withdraw, siteUrl, link);

/**
 * The absolute address of the confirmation mail's "Yes, this was me": the same signed parts
 * as a withdraw link, signed apart by the database.
 */
export const confirmRequestUrl = (siteUrl: string, link: WithdrawLink) =>
  signedRequestUrl(PATHS.confirmRequest, siteUrl, link);

function signedRequestUrl(path: string, siteUrl: string, link: WithdrawLink): string {
  const query = new URLSearchParams({
    request: link.request,
    expires: String(link.expires),
    signature: link.signature,
  });
  return `${siteUrl.replace(/\/$/, '')}${path}?${query}`;
}

/** The parts of a withdraw link from its query, or null when one is missing or malformed. */
export function parseWithdrawLink(search: string): WithdrawLink | null {
  const query = new URLSearchParams(search);
  const request = query.get('request') ?? '';
  const expires = Number(query.get('expires'));
  const signature = query.get('signature') ?? '';
  if (!UUID_PATTERN.test(request)) return null;
  if (!Number.isSafeInteger(expires) || expires <= 0 || !/^[\w-]{20,100}$/.test(signature)) return null;
  return { request, expires, signature };
}

/** The sitemaps protocol's limit of addresses per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** The sitemap index's files: the editorial pages, then per state its pages and its builders. */
export const SITEMAP_PAGES_URL = '/sitemaps/pages.xml';
/** The cost guide's pages with figures of their own. */
export const COST_SITEMAP_URL = '/sitemaps/costs.xml';
export function stateSitemapUrl(stateCode: string): string {
  return `/sitemaps/${stateCode.toLowerCase()}.xml`;
}
/** A state's builders' profiles, SITEMAP_MAX_URLS per file, numbered from 1. */
export function builderSitemapUrl(stateCode: string, part: number): string {
  return `/sitemaps/${stateCode.toLowerCase()}-builders-${part}.xml`;
}
/** What a sitemap file's address names, or null. */
export function parseSitemapFile(
  file: string,
):
  | { kind: 'pages' }
  | { kind: 'state'; stateCode: string }
  | { kind: 'builders'; stateCode: string; part: number }
  | { kind: 'costs' }
  | null {
  if (file === 'pages.xml') return { kind: 'pages' };
  if (file === 'costs.xml') return { kind: 'costs' };
  const state = /^([a-z]{2})\.xml$/.exec(file);
  if (state) return { kind: 'state', stateCode: state[1]!.toUpperCase() };
  const builders = /^([a-z]{2})-builders-([1-9]\d{0,4})\.xml$/.exec(file);
  if (builders) return { kind: 'builders', stateCode: builders[1]!.toUpperCase(), part: Number(builders[2]) };
  return null;
}
