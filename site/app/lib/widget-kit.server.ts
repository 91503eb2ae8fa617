import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { KitManifest } from '@pond/widgets';
import type { KitInfo } from './embed-snippet.ts';

/**
 * The widget kit's manifest, read while pre-rendering: the site build puts the kit in public/widgets
 * before React Router runs (site/scripts/widget-kit.ts).
 */
export async function readKitInfo(): Promise<KitInfo> {
  const file = path.resolve('public/widgets/v1/manifest.json');
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`No widget kit at ${file}: build the site with \`pnpm --filter @pond/site build\`.`);
  });
  const { version, loader, dataOrigin } = JSON.parse(text) as KitManifest;
  return { version, loader, dataOrigin };
}
