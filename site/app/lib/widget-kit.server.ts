import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { KitInfo } from './embed-snippet.ts';

/**
 * The widget kit's manifest, read while pre-rendering: the site build puts the kit in public/widgets
 * before React Router runs (site/scripts/widget-kit.ts).
 */
export async function readKitInfo(): Promise<KitInfo> {
  const file = path.resolve('public/widgets/v1/manifest.json');
  const manifest = JSON.parse(
    await readFile(file, 'utf8').catch(() => {
      throw new Error(`No widget kit at ${file}: build the site with \`pnpm --filter @pond/site build\`.`);
    }),
  ) as {
    version: string;
    loader: { immutable: string; evergreen: string; integrity: string };
    dataOrigin: string | null;
  };
  return {
    version: manifest.version,
    immutableLoader: manifest.loader.immutable,
    evergreenLoader: manifest.loader.evergreen,
    integrity: manifest.loader.integrity,
    dataOrigin: manifest.dataOrigin,
  };
}
