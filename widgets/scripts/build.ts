// `pnpm --filter @pond/widgets build`: the partner kit in dist/ — the widgets as ES modules that share
// one React and one styled-components, the classic-script loader, an SRI manifest, and the evergreen
// channel (dist/v1/) beside the immutable version (dist/{version}/). The site build runs it with the
// database of its environment and serves dist/ at /widgets/.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { MODES_ENTRY, WIDGET_ENTRIES } from '../src/loader/widgets.ts';
import { DIST_DIR, KIT_CHANNEL, KIT_VERSION, WIDGETS_DIR, manifestPath, type KitManifest } from './paths.ts';

if (!process.env.VITE_SUPABASE_ANON_KEY) {
  console.error(
    'The widgets need the database they send requests to: build them with the site (`pnpm --filter @pond/site build`), or set VITE_SUPABASE_ANON_KEY (and VITE_SUPABASE_URL for a hosted project).',
  );
  process.exit(1);
}

const versionDir = path.join(DIST_DIR, KIT_VERSION);
const started = Date.now();
// Published files are never deleted: other versions stay, and so do this version's earlier chunks
// (an evergreen loader cached for a few minutes may still point at them).
const previous: KitManifest | undefined = await readFile(manifestPath(KIT_VERSION), 'utf8')
  .then((text) => JSON.parse(text) as KitManifest)
  .catch(() => undefined);

const shared = {
  configFile: false as const,
  root: WIDGETS_DIR,
  logLevel: 'warn' as const,
  define: { 'import.meta.env.VITE_WIDGET_VERSION': JSON.stringify(KIT_VERSION) },
};

// 1. The widgets. React, React DOM, styled-components and the code widgets share go in one runtime
//    chunk that every widget imports, so two widgets on a page load them once.
await build({
  ...shared,
  plugins: [react()],
  build: {
    outDir: versionDir,
    emptyOutDir: false,
    manifest: true,
    minify: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      input: {
        ...Object.fromEntries(
          Object.values(WIDGET_ENTRIES).map((name) => [
            name,
            path.join(WIDGETS_DIR, `src/elements/${name}.ts`),
          ]),
        ),
        // The popup and floating modes: the loader imports them on a page that uses a mode.
        modes: path.join(WIDGETS_DIR, MODES_ENTRY),
      },
      // The modes' entry exports what the loader calls; the widgets' entries export nothing.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          // What two or more widgets share goes in a few named chunks, so two widgets on a page load
          // it once and each file compresses well. Code only one widget uses, and lazy chunks (the
          // forms' checks, the database library), stay apart. A group takes only what its test names,
          // not everything those modules import (else the styled group would take React along).
          includeDependenciesRecursively: false,
          groups: [
            {
              // styled-components and what is built on it: the calculator, styled by one plain
              // stylesheet, does not load this (its first load stays within 85 kB with React).
              name: 'styled',
              test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(styled-components|stylis|@emotion)[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/](?!theme\.ts|parts\.tsx)|[\\/]kit[\\/]WidgetRoot\.tsx/,
              minShareCount: 2,
              priority: 3,
            },
            {
              // React, React DOM, the custom-element glue, the kit, the design tokens and part names,
              // the bundler's helpers.
              name: 'runtime',
              test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|@r2wc[\\/][^\\/]+)[\\/]|[\\/]widgets[\\/]src[\\/]kit[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/](theme\.ts|parts\.tsx)|^\0|rolldown[:/]runtime/,
              minShareCount: 2,
              priority: 2,
            },
            {
              // The business rules widgets share (states, options, paths, number formats). The rules of
              // what follows a send (the request's details, quotes, the project page, the waiting offer)
              // reach the kit only through lazily loaded code: they stay out of every first load, and so
              // do the size classes those details share with the planner alone, and the cost guide's rules
              // (the local range loads with a result).
              name: 'core',
              test: /[\\/]packages[\\/]core[\\/]src[\\/](?!leads[\\/](request-details|quotes|project|waiting|attached-plan|plan-link|request-photos|quote-file)\.ts|planner[\\/]size-class\.ts|costs[\\/]|builders[\\/]badge\.ts|verification[\\/]checks\.ts)/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

const viteManifest: Manifest = JSON.parse(
  await readFile(path.join(versionDir, '.vite/manifest.json'), 'utf8'),
);
/** A file and, recursively, what it imports statically: what must arrive before a widget renders. */
function firstLoad(key: string, seen = new Set<string>()): string[] {
  const chunk = viteManifest[key]!;
  if (seen.has(chunk.file)) return [];
  seen.add(chunk.file);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => firstLoad(child, seen))];
}
const widgets: KitManifest['widgets'] = {};
const entries: Record<string, string> = {};
for (const [tag, name] of Object.entries(WIDGET_ENTRIES)) {
  const key = Object.keys(viteManifest).find((file) => file.endsWith(`src/elements/${name}.ts`))!;
  const [entry, ...imports] = firstLoad(key);
  widgets[tag] = { entry: entry!, imports };
  entries[tag] = entry!;
}
const [modesEntry, ...modesImports] = firstLoad(MODES_ENTRY);
entries.modes = modesEntry!;

// 2. The loader: a classic script (partners paste it without type="module"), no dependencies.
await build({
  ...shared,
  define: {
    ...shared.define,
    __POND_VERSION__: JSON.stringify(KIT_VERSION),
    __POND_ENTRIES__: JSON.stringify(entries),
  },
  build: {
    outDir: versionDir,
    emptyOutDir: false,
    minify: true,
    target: 'es2022',
    lib: {
      entry: path.join(WIDGETS_DIR, 'src/loader/loader.ts'),
      formats: ['iife'],
      name: 'PondWidgetsLoader',
      fileName: () => 'loader.js',
    },
  },
});
await rm(path.join(versionDir, '.vite'), { recursive: true, force: true });

// 3. SRI hashes of every file of this build, and the evergreen channel: the same loader and
//    manifest under v1/.
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const files: KitManifest['files'] = {};
for (const file of ['loader.js', ...Object.values(viteManifest).map((chunk) => chunk.file)]) {
  files[`/widgets/${KIT_VERSION}/${file}`] = sri(await readFile(path.join(versionDir, file)));
}
const manifest: KitManifest = {
  version: KIT_VERSION,
  channel: KIT_CHANNEL,
  loader: {
    immutable: `/widgets/${KIT_VERSION}/loader.js`,
    evergreen: `/widgets/${KIT_CHANNEL}/loader.js`,
    integrity: files[`/widgets/${KIT_VERSION}/loader.js`]!,
  },
  files,
  dataOrigin: process.env.VITE_SUPABASE_URL ? new URL(process.env.VITE_SUPABASE_URL).origin : null,
  modes: { entry: modesEntry!, imports: modesImports },
  widgets,
};
await writeFile(manifestPath(KIT_VERSION), `${JSON.stringify(manifest, null, 2)}\n`);
await mkdir(path.join(DIST_DIR, KIT_CHANNEL), { recursive: true });
await cp(path.join(versionDir, 'loader.js'), path.join(DIST_DIR, KIT_CHANNEL, 'loader.js'));
await cp(manifestPath(KIT_VERSION), manifestPath(KIT_CHANNEL));
if (previous && previous.loader.integrity !== manifest.loader.integrity) {
  console.warn(
    `The widget kit's code changed but its version is still ${KIT_VERSION}: pages that pinned ${KIT_VERSION} with its SRI hash would refuse the new loader. Bump the version in widgets/package.json before publishing.`,
  );
}
console.log(
  `Built the widget kit ${KIT_VERSION} (${Object.keys(files).length} files) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
