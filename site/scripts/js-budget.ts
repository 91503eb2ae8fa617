// `pnpm --filter @pond/site budget:js`: the JavaScript (gzipped) a pre-rendered page makes the
// browser load — the scripts and module preloads in its HTML — against a budget. Prints the figures
// and fails over budget. Run after a build.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SITE_DIR } from './database.ts';

const BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 200);
// Home, a state, a post, the directory, a city, the planner, the calculator and a profile (the first
// pre-rendered in Austin, TX).
const PAGES = [
  '/',
  '/states/tx',
  '/blog/building-perfect-koi-pond',
  '/pond-builders-near-me',
  '/states/tx/austin',
  '/pond-planner',
  '/pond-calculator',
];
const clientDir = path.join(SITE_DIR, 'build/client');
const austin = path.join(clientDir, 'states/tx/austin');
const profile = (await readdir(austin, { withFileTypes: true })).find((entry) => entry.isDirectory());
if (profile) PAGES.push(`/states/tx/austin/${profile.name}`);

let failed = false;
for (const page of PAGES) {
  const html = await readFile(path.join(clientDir, page, 'index.html'), 'utf8');
  const scripts = new Set([
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]!),
  ]);
  let raw = 0;
  let gzipped = 0;
  for (const script of scripts) {
    const file = await readFile(path.join(clientDir, script));
    raw += file.byteLength;
    gzipped += gzipSync(file, { level: 9 }).byteLength;
  }
  const kb = gzipped / 1024;
  const over = kb > BUDGET_KB;
  failed ||= over;
  console.log(
    `${(page.length > 44 ? `${page.slice(0, 41)}...` : page).padEnd(44)} ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} kB, ${kb.toFixed(1)} kB gzipped (budget ${BUDGET_KB} kB)${over ? '  OVER BUDGET' : ''}`,
  );
}
if (failed) process.exitCode = 1;
