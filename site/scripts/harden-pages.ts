// After pre-rendering: gives every page its Content-Security-Policy (a <meta> listing the hashes of
// the inline scripts its renderer wrote, and on pages that do not hydrate of its styles: per-page
// rules the host's headers file could not hold for 3,500 pages), and writes the host's `_headers`.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ForeignInlineScriptError,
  readAllowList,
  runnableInlineScripts,
} from '../app/lib/inline-allow-list.ts';
import { SPECULATION_RULES } from '../app/lib/speculation-rules.ts';
import { cacheControl, PAGE_HEADERS, WIDGET_KIT_HEADERS, pagePolicy } from '../worker/security.ts';

/** The host's headers file, written last by the build: a build with it is whole. */
export const HEADERS_FILE = 'build/client/_headers';

const hash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const SPECULATION_RULES_HASH = hash(SPECULATION_RULES);

/**
 * A page's policy hashes, from the list its renderer wrote (issue 32), never from what the page
 * happens to contain: every runnable inline script must be on the list, or the build fails. Scripts:
 * the listed ones, and on a page that does not hydrate the speculation rules its site script adds on
 * the first input (site-script/speculation.ts). Styles, on a page that does not hydrate: the listed
 * ones and the empty style (the widget kit fills empty <style> elements of its shadow roots through
 * the CSS object model, which style-src does not govern). A page without a list (a redirect page
 * React Router wrote itself) may have no inline script at all.
 */
export function pageHashes(
  html: string,
  where: string,
): { html: string; scriptHashes: string[]; styleHashes: string[] | undefined } {
  const found = readAllowList(html);
  const list = found?.list ?? { scripts: [], styles: [], hydrates: false };
  for (const { body } of runnableInlineScripts(found?.html ?? html))
    if (!list.scripts.includes(body)) throw new ForeignInlineScriptError(where, body);
  const scripts = [...new Set(list.scripts.map(hash))];
  return {
    html: found?.html ?? html,
    scriptHashes: list.hydrates ? scripts : [...scripts, SPECULATION_RULES_HASH],
    styleHashes: list.hydrates ? undefined : [...new Set([...list.styles.map(hash), hash('')])],
  };
}

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
    const page = pageHashes(await readFile(file, 'utf8'), path.relative(clientDir, file));
    const policy = pagePolicy({ scriptHashes: page.scriptHashes, styleHashes: page.styleHashes, apiOrigin });
    await writeFile(file, withPolicyMeta(page.html, policy));
  }
  const kitFolders = await readdir(path.join(clientDir, 'widgets')).catch(() => []);
  await writeFile(path.join(siteDir, HEADERS_FILE), staticHostHeaders(kitFolders));
  return pages.length;
}
