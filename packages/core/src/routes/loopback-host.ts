/**
 * Whether an HTTP Host header names this machine by a loopback name (localhost, *.localhost,
 * 127.0.0.0/8, [::1]), with any port. The local-only servers (the stack's gateway, the mail catcher)
 * answer nothing else: a page on another origin whose name was rebound to 127.0.0.1 (DNS rebinding)
 * sends its own name as Host, and is refused.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/** What a local-only server answers a request that named it otherwise (421 Misdirected Request). */
export const LOOPBACK_ONLY_TEXT =
  'This local server answers only to localhost, 127.0.0.1 or [::1]. Open it by one of those names.';
