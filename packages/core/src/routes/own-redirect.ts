import { PATHS } from './paths.ts';

/**
 * The longest path and query the site answers; past either the answer is 414 (URI Too Long). No page
 * of ours comes near: the longest are a profile's address (under 300) and a directory search.
 */
export const URL_LIMITS = { path: 1024, query: 2048 } as const;

/** True when an address is longer than the site answers (the Worker says 414 before anything else). */
export function isUrlTooLong(url: { pathname: string; search: string }): boolean {
  return url.pathname.length > URL_LIMITS.path || url.search.length > URL_LIMITS.query;
}

/** A stand-in origin to resolve against: anything that resolves elsewhere is not ours. */
const OWN = 'http://own.invalid';
const SLASH = 47;

/**
 * The path without its trailing slashes, in one pass. A regex anchored at the end (`/\/+$/`) retries
 * from every slash of a long run that is followed by something else: quadratic in the path's length.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === SLASH) end--;
  return path.slice(0, end);
}

/**
 * Where a redirect of ours may send a visitor: a path on our own origin (with its query and hash),
 * whatever the target says. Browsers read `//host`, `/\host`, and either with a tab or newline inside
 * (which the URL parser drops) as another host, so those become `/host`, a path of ours; an absolute
 * address or anything else that resolves off the site becomes the home page. Runs of slashes collapse
 * to one, dot segments resolve, percent-escapes (`%2F`, `%5C`) stay escapes: a path, never a host.
 * Linear in the target's length.
 */
export function ownPath(target: string): string {
  const trimmed = withoutControls(target);
  const path = trimmed.startsWith('/') || trimmed.startsWith('\\') ? collapse(trimmed) : trimmed;
  let url: URL;
  try {
    url = new URL(path, OWN);
  } catch {
    return PATHS.home;
  }
  if (url.origin !== OWN) return PATHS.home;
  return `${collapse(url.pathname)}${url.search}${url.hash}`;
}

/** Without the controls and spaces at either end, which the URL parser drops (in one pass each way). */
function withoutControls(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

/**
 * The path part (before any query or hash) with one slash where there were several, backslashes
 * read as slashes; tabs and newlines dropped everywhere, as the URL parser drops them.
 */
function collapse(target: string): string {
  const text = target.replace(/[\t\n\r]/g, '');
  const end = text.search(/[?#]/);
  const path = end < 0 ? text : text.slice(0, end);
  return path.replace(/[/\\]+/g, '/') + (end < 0 ? '' : text.slice(end));
}

/** A redirect's absolute Location: our origin and the target as ownPath makes it. */
export function ownLocation(target: string, origin: string): string {
  return `${origin}${ownPath(target)}`;
}

/**
 * The pages a sign-in link may land on. Supabase Auth's redirect allow list holds exactly these
 * addresses on the site's origin: never a wildcard (`https://site/**` also matches
 * `https://site//evil.example/`, which a browser reads as another host).
 */
export const SIGN_IN_LANDINGS: readonly string[] = [PATHS.buildersDashboard, PATHS.partnersDashboard];

/** True when `address` is exactly a sign-in landing on one of these origins. */
export function isSignInLanding(address: string, origins: readonly string[]): boolean {
  return origins.some((origin) => SIGN_IN_LANDINGS.some((landing) => address === `${origin}${landing}`));
}
