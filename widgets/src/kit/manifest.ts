// The kit's manifest.json (widgets/scripts/build.ts writes it; the site's embed builder reads it).

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
  /** The popup and floating modes' code and what it imports: the loader fetches it on a page that uses a mode. */
  modes: { entry: string; imports: string[] };
  /** Per element: the entry file and every file it imports before it can render. */
  widgets: Record<string, { entry: string; imports: string[] }>;
}
