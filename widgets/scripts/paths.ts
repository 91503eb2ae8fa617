import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WIDGETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(WIDGETS_DIR, 'dist');

/** The kit's version (package.json) and its evergreen channel: v{major}. */
export const KIT_VERSION: string = JSON.parse(
  readFileSync(path.join(WIDGETS_DIR, 'package.json'), 'utf8'),
).version;
export const KIT_CHANNEL = `v${KIT_VERSION.split('.')[0]}`;

/** What the build writes beside the files: each file's SRI hash and each widget's first load. */
export interface KitManifest {
  version: string;
  channel: string;
  /** The file a partner pastes, in its immutable and its evergreen form. */
  loader: { immutable: string; evergreen: string; integrity: string };
  /** Every file of this version (path under /widgets/) and its SRI hash. */
  files: Record<string, string>;
  /** Where widgets send requests: the hosted database's origin, or null for the serving origin (local stack). */
  dataOrigin: string | null;
  /** Per element: the entry file and every file it imports before it can render. */
  widgets: Record<string, { entry: string; imports: string[] }>;
}

export const manifestPath = (channelOrVersion: string) =>
  path.join(DIST_DIR, channelOrVersion, 'manifest.json');
