import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type { KitManifest } from '../src/kit/manifest.ts';

export const WIDGETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// POND_KIT_DIST_DIR builds elsewhere (the build's own test builds into a temporary folder).
export const DIST_DIR = process.env.POND_KIT_DIST_DIR
  ? path.resolve(process.env.POND_KIT_DIST_DIR)
  : path.join(WIDGETS_DIR, 'dist');

/** The kit's version (package.json) and its evergreen channel: v{major}. */
export const KIT_VERSION: string = JSON.parse(
  readFileSync(path.join(WIDGETS_DIR, 'package.json'), 'utf8'),
).version;
export const KIT_CHANNEL = `v${KIT_VERSION.split('.')[0]}`;

export const manifestPath = (channelOrVersion: string) =>
  path.join(DIST_DIR, channelOrVersion, 'manifest.json');
