import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_IMAGE_BASE, contentSourceFromEnv, getSiteSettings } from '@pond/content';
import { createContentClient } from '@pond/content/node';
import { loadEnvFiles, resolveDatabase, type ResolvedDatabase } from '@pond/supabase/local';

import { SETTINGS_FILE } from '../app/lib/settings-path.ts';

export const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The seed content (the studio's), read when no Sanity project is configured. */
export const SEED_DIR = path.resolve(SITE_DIR, '../studio/seed');

/**
 * What the site's commands need before Vite starts: the database (hosted when SUPABASE_URL is set,
 * else the local stack, started if none runs) and, for seed content, its images in public/.
 */
export async function prepare(): Promise<{ db: ResolvedDatabase; env: Record<string, string> }> {
  const files = loadEnvFiles();
  if (files.length) console.log(`[env] read ${files.join(' and ')}`);
  const db = await resolveDatabase({ log: (line) => console.log(`[database] ${line}`) });
  if (db.source !== 'hosted')
    console.log(
      `[database] local stack at ${db.url} (${db.source === 'local-started' ? 'started' : 'already running'})`,
    );
  if (contentSourceFromEnv().kind === 'seed') {
    const target = path.join(SITE_DIR, 'public', SEED_IMAGE_BASE);
    await mkdir(target, { recursive: true });
    await cp(path.join(SEED_DIR, 'images'), target, { recursive: true });
  }
  // Public settings for pages rendered in the browser (the profile's promo banner).
  const settings = await getSiteSettings(await createContentClient({ seedDir: SEED_DIR }));
  const settingsFile = path.join(SITE_DIR, 'public', SETTINGS_FILE);
  await mkdir(path.dirname(settingsFile), { recursive: true });
  await writeFile(settingsFile, JSON.stringify({ promoBanner: settings.promoBanner }));
  const env = {
    POND_API_URL: db.url,
    POND_ANON_KEY: db.anonKey,
    // Browsers use the hosted project directly; with the local stack they use their own origin's /rest/v1.
    VITE_SUPABASE_URL: db.source === 'hosted' ? db.url : '',
    VITE_SUPABASE_ANON_KEY: db.anonKey,
    POND_SEED_DIR: SEED_DIR,
  };
  return { db, env };
}
