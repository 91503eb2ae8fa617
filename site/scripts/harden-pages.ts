// After pre-rendering: gives every page its Content-Security-Policy (a <meta> listing the hashes of
// the inline scripts its renderer wrote, and on pages that do not hydrate of its styles), and writes
// the host's `_headers`. The Worker does the same for each data page it renders (worker/page-policy.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hardenPage } from '../worker/page-policy.ts';
import {
  APP_PAGE_CACHE_CONTROL,
  cacheControl,
  PAGE_HEADERS,
  WIDGET_KIT_HEADERS,
} from '../worker/security.ts';

/** The host's headers file, written last by the build: a build with it is whole. */
export const HEADERS_FILE = 'build/client/_headers';

/**
 * The static host's headers file (Netlify and Cloudflare Pages read this format). No two rules set
 * the same header for one file (the hosts would join the values), so each kit folder has its own.
 */
export function staticHostHeaders(kitFolders: readonly string[], appPages: readonly string[] = []): string {
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
    // Application pages, each by its own address: kept by the browser only (never a shared cache).
    ...appPages.flatMap((page) => rule(page, { 'cache-control': APP_PAGE_CACHE_CONTROL })),
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
  const appPages: string[] = [];
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const hardened = await hardenPage(await readFile(file, 'utf8'), page, apiOrigin);
    await writeFile(file, hardened.html);
    if (hardened.hydrates) appPages.push(addressOf(page));
  }
  const kitFolders = await readdir(path.join(clientDir, 'widgets')).catch(() => []);
  await writeFile(path.join(siteDir, HEADERS_FILE), staticHostHeaders(kitFolders, appPages.sort()));
  return pages.length;
}

/** The address a page file is served at: `builders/dashboard/index.html` is /builders/dashboard. */
export function addressOf(file: string): string {
  const address = `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '');
  return address || '/';
}
