import type { WithdrawLink } from '@pond/core';
import type { applyAsPartner as ApplyAsPartner, PondClient } from '@pond/supabase';
import { createPondReader, type PondReader } from '@pond/supabase/read';
import type { DataAddress } from '@pond/widgets';
import { browserDataOrigin, publicEnv } from './env.ts';

/**
 * The browser's database: the hosted project's URL, or this site's own origin, which forwards
 * /rest/v1 to the local stack. Only the anon key is ever built into the page. The origin is read
 * when something is sent: pages are rendered on the server too, where there is no window.
 */
export const siteDataAddress: DataAddress = {
  get apiUrl() {
    return browserDataOrigin();
  },
  anonKey: publicEnv.VITE_SUPABASE_ANON_KEY,
};

/** Public reads (directory, profiles) over PostgREST alone: small enough to load with a page. */
let reader: PondReader | undefined;
export function browserReader(): PondReader {
  reader ??= createPondReader({ url: browserDataOrigin(), key: publicEnv.VITE_SUPABASE_ANON_KEY });
  return reader;
}

/** The kit's client, the one a page's widgets send with too: loaded when first needed. */
async function browserDatabase(): Promise<PondClient> {
  const { connectDatabase } = await import('@pond/widgets/browser-database');
  return connectDatabase(siteDataAddress);
}

export async function applyAsPartner(application: Parameters<typeof ApplyAsPartner>[1]) {
  const [{ applyAsPartner: apply }, db] = await Promise.all([import('@pond/supabase'), browserDatabase()]);
  return apply(db, application);
}

export async function confirm(link: WithdrawLink) {
  const [{ confirmRequest }, db] = await Promise.all([import('@pond/supabase'), browserDatabase()]);
  return confirmRequest(db, link);
}
