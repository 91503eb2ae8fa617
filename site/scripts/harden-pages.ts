// After pre-rendering: gives every page its Content-Security-Policy (a <meta> listing the hashes of
// the page's own inline scripts, and on pages that do not hydrate of its styles: per-page rules the
// host's headers file could not hold for 3,500 pages), and writes the host's `_headers` file.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SPECULATION_RULES } from '../app/lib/speculation-rules.ts';
import { cacheControl, PAGE_HEADERS, WIDGET_KIT_HEADERS, pagePolicy } from '../worker/security.ts';

/** The host's headers file, written last by the build: a build with it is whole. */
export const HEADERS_FILE = 'build/client/_headers';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*"?(application\/(ld\+)?json|importmap)"?/i;

/** The CSP hash of each inline script a browser would run (JSON-LD and other data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(hash(body));
  }
  return [...hashes];
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const hash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * Whether the page loads React Router and hydrates (lib/hydrate.ts): React Router's context script is
 * in every page that does. The others are finished HTML, whose styles can all be hashed.
 */
export const hydrates = (html: string) => html.includes('window.__reactRouterContext');

/**
 * The CSP hashes of a page's own <style> blocks (what styled-components wrote at pre-render), and of
 * the empty style: the widget kit's styled-components adds empty <style> elements to its shadow roots
 * and fills them through the CSS object model, which style-src does not govern.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...[...html.matchAll(STYLE)].map(([, body = '']) => hash(body)), hash('')])];
}

/**
 * The CSP hashes of the scripts a page may run: its inline ones and, on a page that does not hydrate,
 * the speculation rules its site script adds on the first input (site-script/speculation.ts).
 */
export function pageScriptHashes(html: string): string[] {
  const inline = inlineScriptHashes(html);
  return hydrates(html) ? inline : [...inline, SPECULATION_RULES_HASH];
}
const SPECULATION_RULES_HASH = hash(SPECULATION_RULES);

/** The page with its policy as the first thing in <head>, before any script can run. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  return html.replace(/<head>/i, `<head>${meta}`);
}

/**
 * The static host's headers file (Netlify and Cloudflare Pages read this format). No two rules set
 * the same header for one file (the hosts would join the values), so each kit folder has its own.
 */
export function staticHostHeaders(kitFolders: readonly string[]): string {
  const rule = (pattern: string, headers: Record<string, string>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    '# Made by site/scripts/harden-pages.ts at build: edit security.ts, not this file.',
    '# Each page also carries its full Content-Security-Policy (with its script hashes) in a <meta>.',
    '# Pages are revalidated on every visit by the host by default; hashed assets are cached for a year.',
    ...rule('/*', PAGE_HEADERS),
    ...rule('/assets/*', { 'cache-control': cacheControl('/assets/') }),
    ...kitFolders.flatMap((folder) =>
      rule(`/widgets/${folder}/*`, {
        ...WIDGET_KIT_HEADERS,
        'cache-control': cacheControl(`/widgets/${folder}/`),
      }),
    ),
    '',
  ].join('\n');
}

/** Hardens every page under `siteDir/build/client`; returns how many. */
export async function hardenPages(siteDir: string, apiOrigin?: string): Promise<number> {
  const clientDir = path.join(siteDir, 'build/client');
  const pages = (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const file of pages.map((page) => path.join(clientDir, page))) {
    const html = await readFile(file, 'utf8');
    const policy = pagePolicy({
      scriptHashes: pageScriptHashes(html),
      styleHashes: hydrates(html) ? undefined : inlineStyleHashes(html),
      apiOrigin,
    });
    await writeFile(file, withPolicyMeta(html, policy));
  }
  const kitFolders = await readdir(path.join(clientDir, 'widgets')).catch(() => []);
  await writeFile(path.join(siteDir, HEADERS_FILE), staticHostHeaders(kitFolders));
  return pages.length;
}
