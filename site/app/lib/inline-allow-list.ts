// The CSP allows what we wrote, not what we found. The renderer (entry.server.tsx) knows
// which inline scripts and styles it emitted: React's and React Router's carry the render's nonce,
// ours are fixed texts. It refuses a page with any other inline script, and writes the list of its own
// into the page; the build (scripts/harden-pages.ts) makes the policy from that list alone, and fails
// on a page whose scripts are not all on it.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Blocks a browser never runs: JSON-LD, JSON, import maps. */
const DATA_BLOCK = /^\s*(application\/(ld\+)?json|importmap)\s*$/i;
const MARKER = /<meta name="pond-inline-allow-list" content="([A-Za-z0-9_-]*)"\/>/;

export interface InlineAllowList {
  /** The bodies of the inline scripts the renderer emitted, each allowed by its hash. */
  scripts: string[];
  /** The bodies of the inline styles the renderer emitted. */
  styles: string[];
  /** Whether the page loads React Router and hydrates. */
  hydrates: boolean;
}

export class ForeignInlineScriptError extends Error {
  constructor(where: string, body: string) {
    super(
      `${where} has an inline script the renderer did not write: ${JSON.stringify(body.slice(0, 120))}. ` +
        'Content must never reach a page as script: render it as text (React escapes it) or through JsonLd.',
    );
    this.name = 'ForeignInlineScriptError';
  }
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** Every inline script of a page a browser would run (not external ones, not data blocks). */
export function runnableInlineScripts(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(SCRIPT)]
    .map(([, attributes = '', body = '']) => ({ attributes, body }))
    .filter(({ attributes }) => attribute(attributes, 'src') === undefined)
    .filter(({ attributes }) => !DATA_BLOCK.test(attribute(attributes, 'type') ?? ''));
}

/**
 * The renderer's check of a page it just wrote: every runnable inline script carries the render's
 * nonce (React's and React Router's own) or is one of our fixed scripts; anything else throws. Returns
 * the page without the nonce (the policy lists hashes; a nonce in a file would be public) and its list.
 */
export function ownInlineScripts(
  html: string,
  options: { where: string; nonce: string; fixed: readonly string[]; styles: readonly string[] },
): { html: string; list: InlineAllowList } {
  const scripts: string[] = [];
  let hydrates = false;
  for (const { attributes, body } of runnableInlineScripts(html)) {
    if (attribute(attributes, 'nonce') === options.nonce) hydrates = true;
    else if (!options.fixed.includes(body)) throw new ForeignInlineScriptError(options.where, body);
    scripts.push(body);
  }
  const unsigned = html.replaceAll(` nonce="${options.nonce}"`, '');
  return { html: unsigned, list: { scripts: [...new Set(scripts)], styles: [...options.styles], hydrates } };
}

/** The list, as a <meta> the build reads (and removes) when it writes the page's policy. */
export function allowListMeta(list: InlineAllowList): string {
  const content = Buffer.from(JSON.stringify(list), 'utf8').toString('base64url');
  return `<meta name="pond-inline-allow-list" content="${content}"/>`;
}

/** The renderer's list in a page and the page without it; undefined when the renderer wrote none. */
export function readAllowList(html: string): { html: string; list: InlineAllowList } | undefined {
  const match = MARKER.exec(html);
  if (!match) return undefined;
  const list = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as InlineAllowList;
  return { html: html.replace(match[0], ''), list };
}
