import { BADGE_COLUMNS, type BadgeBuilder } from '@pond/core';
import type { WidgetRuntime } from '../kit/runtime.ts';

const headers = (runtime: WidgetRuntime) => ({
  apikey: runtime.anonKey,
  authorization: `Bearer ${runtime.anonKey}`,
});

/**
 * The builder as the public directory shows them, by one small GET (no database library on the
 * builder's page): null when no listing has that id.
 */
export async function fetchBadgeBuilder(runtime: WidgetRuntime, id: string): Promise<BadgeBuilder | null> {
  const response = await fetch(
    `${runtime.apiUrl}/rest/v1/contractors?select=${BADGE_COLUMNS}&id=eq.${encodeURIComponent(id)}`,
    { headers: headers(runtime), credentials: 'omit' },
  );
  if (!response.ok) throw new Error(`The directory answered ${response.status}`);
  const [builder] = (await response.json()) as BadgeBuilder[];
  return builder ?? null;
}

/**
 * The badge's load beacon, shown to the builder on their dashboard: the builder's id and the kit's
 * version; the browser adds the page's origin. No cookie, nothing stored in the browser, never in the
 * badge's way (its answer is not read).
 */
export function countBadgeLoad(runtime: WidgetRuntime, id: string) {
  void fetch(`${runtime.apiUrl}/rest/v1/rpc/count_badge_load`, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { ...headers(runtime), 'content-type': 'application/json' },
    body: JSON.stringify({ p_contractor: id, p_version: runtime.version }),
  }).catch(() => {});
}
