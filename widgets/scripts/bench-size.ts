// `pnpm bench:size`: what a partner's page downloads for the kit, gzipped and brotli, against the
// kit's budgets: the loader alone, and each widget's first load (its entry and every file
// it imports before it renders, React and styled-components included). Exits 1 over budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DIST_DIR, KIT_VERSION, manifestPath, type KitManifest } from './paths.ts';

const KB = 1000;
/** Gzipped bytes allowed; a widget without a row here has no budget yet and fails. */
const BUDGETS: Record<string, number> = {
  loader: 3 * KB,
  // The popup and floating modes, fetched after the loader on a page that uses one.
  'loader + modes': 5 * KB,
  // Raised only with a measured reason, by the size that reason added (their history is in git log).
  'pond-quote-form': 110 * KB,
  'pond-directory': 110 * KB,
  'pond-calculator': 87 * KB,
  'pond-planner': 115 * KB,
  // React and the kit, no styled-components.
  'pond-builder-badge': 85 * KB,
};

let manifest: KitManifest;
try {
  manifest = JSON.parse(await readFile(manifestPath(KIT_VERSION), 'utf8'));
} catch {
  console.error(
    'No widget build in widgets/dist: run `pnpm --filter @pond/site build` (or `npm start`) first.',
  );
  process.exit(1);
}

async function measure(files: string[]) {
  let gzip = 0;
  let brotli = 0;
  let raw = 0;
  for (const file of files) {
    const bytes = await readFile(path.join(DIST_DIR, KIT_VERSION, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

const rows = [
  { name: 'loader', files: ['loader.js'] },
  { name: 'loader + modes', files: ['loader.js', manifest.modes.entry, ...manifest.modes.imports] },
  ...Object.entries(manifest.widgets).map(([tag, widget]) => ({
    name: tag,
    files: [widget.entry, ...widget.imports],
  })),
];

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const table = [];
let over = 0;
for (const row of rows) {
  const size = await measure(row.files);
  const budget = BUDGETS[row.name];
  const ok = budget !== undefined && size.gzip <= budget;
  if (!ok) over++;
  table.push({
    'first load of': row.name,
    files: row.files.length,
    raw: kb(size.raw),
    gzip: kb(size.gzip),
    brotli: kb(size.brotli),
    'budget (gzip)': budget === undefined ? 'none set' : kb(budget),
    result: ok ? 'ok' : 'OVER',
  });
}
console.log(`Widget kit ${manifest.version}: bytes a partner's page downloads (1 kB = 1000 bytes)`);
console.table(table);
if (over) {
  console.error(`${over} over budget (or without one): see the table above.`);
  process.exit(1);
}
