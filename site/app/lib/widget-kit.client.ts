import type { KitManifest } from '@pond/widgets';
import type { KitInfo } from './embed-snippet.ts';

/** The kit's manifest as this site serves it, for a signed-in page's snippets (the version they pin). */
export async function fetchKitInfo(): Promise<KitInfo> {
  const response = await fetch('/widgets/v1/manifest.json');
  if (!response.ok) throw new Error(`The widget kit's manifest answered ${response.status}.`);
  const { version, loader, dataOrigin } = (await response.json()) as KitManifest;
  return { version, loader, dataOrigin };
}
