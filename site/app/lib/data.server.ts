import { type ContentClient } from '@pond/content';
import { createContentClient } from '@pond/content/node';
import type { PondClient } from '@pond/supabase';
import { createNodePondClient } from '@pond/supabase/node';
import { buildEnv } from './env.ts';

// Build-time data access for the editorial pages' loaders (pre-rendering runs in Node). The build
// script resolves the database (hosted, or the local stack) and passes it in POND_API_URL and
// POND_ANON_KEY. Data pages read the database on request instead (page-data.server.ts).

let database: Promise<PondClient> | undefined;
export function serverDatabase(): Promise<PondClient> {
  const env = buildEnv();
  database ??= Promise.resolve(createNodePondClient({ url: env.POND_API_URL, key: env.POND_ANON_KEY }));
  return database;
}

let content: Promise<ContentClient> | undefined;
export function serverContent(): Promise<ContentClient> {
  content ??= createContentClient({ seedDir: buildEnv().POND_SEED_DIR });
  return content;
}

/** The date the site is built: 'last updated' of the legal pages (spec §2.15). */
export function buildDate(): Date {
  const started = buildEnv().POND_BUILD_DATE;
  return started ? new Date(started) : new Date();
}
