// The site's security headers and Content-Security-Policy, written once: the build puts each page's
// policy in the page, the host's `_headers` file is made from these rules, and the Worker (index.ts)
// sends the same headers with the answers it makes itself.

/** Sent with every page, by our server and by the static host. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  // For browsers older than frame-ancestors; the site is never framed (the widgets are not iframes).
  'x-frame-options': 'DENY',
};

/** The Worker's own refusal of an upload or file request: a message that says what to do, as JSON. */
export function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: message }, { status, headers: { ...SECURITY_HEADERS, ...headers } });
}

/** A private document (a certificate, a quote's PDF): never cached anywhere, opened sandboxed. */
export const PRIVATE_DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'cache-control': 'private, no-store',
  'content-disposition': 'inline',
  'content-security-policy': 'sandbox',
};

/** The partner kit is loaded by other sites: module scripts and SRI need CORS. */
export const WIDGET_KIT_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

/** The directives a <meta> policy cannot carry, so only headers send them. */
export const HEADER_ONLY_POLICY = "frame-ancestors 'none'";

/**
 * The headers of every answer. The policy header holds what any page's policy holds (its own, with
 * its script hashes, is in its <meta>: a browser enforces both), and what only a header can say.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'content-security-policy': `${HEADER_ONLY_POLICY}; object-src 'none'; base-uri 'self'`,
};

/**
 * A page's policy. No inline script runs unless its hash is listed; scripts, data and images come
 * only from this origin, the hosted database (when there is one) and Sanity's image CDN. On content
 * pages (no React in the browser) no inline style applies unless its hash is listed either. Pages
 * that hydrate keep style-src 'unsafe-inline': styled-components writes new rules into <style>
 * elements as React renders, so they cannot be hashed at build; a style cannot run script.
 */
export function pagePolicy({
  scriptHashes,
  styleHashes,
  apiOrigin,
}: {
  scriptHashes: readonly string[];
  /** The page's style hashes; without them, 'unsafe-inline'. */
  styleHashes?: readonly string[];
  apiOrigin?: string;
}) {
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`).join(' ');
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' ${quoted(scriptHashes)}`.trim(),
    styleHashes ? `style-src 'self' ${quoted(styleHashes)}` : "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://cdn.sanity.io",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Cache rules: hashed build assets never change (a year, immutable); pages, their data and every
 * other file are revalidated on each visit (the ETag makes that a 304). The widget kit has its own.
 */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/widgets/'))
    return /^\/widgets\/v\d+\//.test(pathname)
      ? 'public, max-age=300'
      : 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/**
 * An application page (staff, builders, partners, the signed links a homeowner is mailed): a shell
 * whose data the browser asks for as its user. No shared cache keeps it; the browser asks again each
 * visit (a new build's shell names new assets).
 */
export const APP_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * A page rendered from the database. Browsers ask again on every visit (an edited phone
 * number must not wait in their cache, nor be shown stale while they revalidate). The edge, told by
 * the header only CDNs read, keeps it a day, purged by its tags the moment what it shows changes;
 * serves it stale for a minute while it renders it again; and for a day if the database is away.
 */
export const DATA_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'cdn-cache-control': 'max-age=86400, stale-while-revalidate=60, stale-if-error=86400',
};
