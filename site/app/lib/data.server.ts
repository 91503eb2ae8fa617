import { createContentClient, type ContentClient } from '@pond/content';
import type { PondClient } from '@pond/supabase';
import { createNodePondClient } from '@pond/supabase/node';

// Build-time data access for loaders (pre-rendering runs in Node). The build script resolves the
// database (hosted, or the local stack) and passes it in POND_API_URL and POND_ANON_KEY.

let database: Promise<PondClient> | undefined;
export function serverDatabase(): Promise<PondClient> {
  const url = process.env.POND_API_URL;
  const key = process.env.POND_ANON_KEY;
  if (!url || !key)
    throw new Error(
      'POND_API_URL and POND_ANON_KEY are not set: build with `pnpm --filter @pond/site build`.',
    );
  database ??= Promise.resolve(createNodePondClient({ url, key }));
  return database;
}

let content: Promise<ContentClient> | undefined;
export function serverContent(): Promise<ContentClient> {
  content ??= createContentClient();
  return content;
}

/** The date the site is built: 'last updated' of the legal pages (spec §2.15). */
export function buildDate(): Date {
  return process.env.POND_BUILD_DATE ? new Date(process.env.POND_BUILD_DATE) : new Date();
}
