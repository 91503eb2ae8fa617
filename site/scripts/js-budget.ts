// `pnpm --filter @pond/site budget:js`: the JavaScript (gzipped) a pre-rendered page makes the browser
// load from its HTML — its script files and module preloads, and its own inline scripts — against the
// site's budgets (README.md): a content page at most 10 kB of files (the kit's loader; a widget's code loads
// only when it nears the viewport, which `pnpm bench:first-load` measures in a browser) and at most
// 3 kB of inline script (the site script); an application page at most 200 kB. Prints the figures and
// fails over budget. Pages are read as the host serves them (the data pages are rendered by its
// Worker): the build is served on its own port, as `npm start` serves it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, ORIGIN, serve } from './bench-pages.ts';
import { SITE_DIR } from './database.ts';

const BUDGET_KB = {
  content: { files: 10, inline: 3 },
  // An application page's inline scripts are React Router's own (its context and the page's data).
  app: { files: Number(process.env.JS_BUDGET_KB ?? 200), inline: Number.POSITIVE_INFINITY },
};
// One page of each content type and two application pages (a profile: the first the Austin page lists).
const PAGES: [address: string, kind: 'content' | 'app'][] = [
  ['/', 'content'],
  ['/about', 'content'],
  ['/states', 'content'],
  ['/states/tx', 'content'],
  ['/states/tx/austin', 'content'],
  ['/blog', 'content'],
  ['/blog/building-perfect-koi-pond', 'content'],
  ['/privacy-policy', 'content'],
  ['/sitemap-html', 'content'],
  ['/partners', 'content'],
  ['/404', 'content'],
  ['/pond-builders-near-me?q=Austin%2C+TX', 'content'],
  ['/pond-planner', 'content'],
  ['/pond-calculator', 'content'],
  ['/pond-cost', 'content'],
  ['/koi-pond-cost/tx', 'content'],
  ['/partners/join', 'app'],
];
const clientDir = path.join(SITE_DIR, 'build/client');
await build();
const server = await serve();
const page = async (address: string) => (await fetch(`${ORIGIN}${address}`)).text();
const profile = /href="(\/states\/tx\/austin\/[^"#?]+)"/.exec(await page('/states/tx/austin'))?.[1];
if (!profile) throw new Error('The Austin page lists no profile to measure');
PAGES.push([profile, 'content']);

const gzKb = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).byteLength / 1024;
const INLINE =
  /<script(?![^>]*\bsrc=)(?![^>]*type="(?:application\/(?:ld\+)?json|speculationrules)")[^>]*>([\s\S]*?)<\/script>/g;

let failed = false;
for (const [address, kind] of PAGES) {
  const html = await page(address);
  const files = new Set([
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<script[^>]*\bsrc="(\/[^"]+)"/g)].map((match) => match[1]!),
  ]);
  let filesKb = 0;
  for (const file of files) filesKb += gzKb(await readFile(path.join(clientDir, file)));
  const inline = [...html.matchAll(INLINE)].map((match) => match[1]!).filter((body) => body.trim());
  const inlineKb = gzKb(inline.join('\n'));
  const budget = BUDGET_KB[kind];
  const over = filesKb > budget.files || inlineKb > budget.inline;
  failed ||= over;
  console.log(
    `${(address.length > 44 ? `${address.slice(0, 41)}...` : address).padEnd(44)} ${kind.padEnd(7)} ${files.size} files ${filesKb.toFixed(1)} kB gz (budget ${budget.files}), ${inline.length} inline ${inlineKb.toFixed(1)} kB gz (budget ${budget.inline})${over ? '  OVER BUDGET' : ''}`,
  );
}
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
if (failed) process.exitCode = 1;
