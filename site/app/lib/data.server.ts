import { cityUrl } from '@pond/core';
import { getSiteSettings, type ContentClient, type SiteSettings } from '@pond/content';
import { createContentClient } from '@pond/content/node';
import { listAllContractors, type Contractor, type PondClient } from '@pond/supabase';
import { createPondReader, getResponseTimes, type PondReader, type ResponseTime } from '@pond/supabase/read';
import { createNodePondClient } from '@pond/supabase/node';
import { buildEnv } from './env.ts';

// Build-time data access for loaders (pre-rendering runs in Node). The build script resolves the
// database (hosted, or the local stack) and passes it in POND_API_URL and POND_ANON_KEY.

function buildDatabaseEnv() {
  const env = buildEnv();
  return { url: env.POND_API_URL, key: env.POND_ANON_KEY };
}

let database: Promise<PondClient> | undefined;
export function serverDatabase(): Promise<PondClient> {
  database ??= Promise.resolve(createNodePondClient(buildDatabaseEnv()));
  return database;
}

let reader: PondReader | undefined;
/** Public reads at build time, through the same PostgREST client the browser uses. */
export function serverReader(): PondReader {
  reader ??= createPondReader(buildDatabaseEnv());
  return reader;
}

let contractors: Promise<Map<string, Contractor>> | undefined;
/** Every contractor, read once per build (three requests for 3,000), for the profile pages. */
export function buildContractors(): Promise<Map<string, Contractor>> {
  contractors ??= listAllContractors(serverReader()).then(
    (all) => new Map(all.map((contractor) => [contractor.id, contractor])),
  );
  return contractors;
}

let responseTimes: Promise<Map<string, ResponseTime>> | undefined;
/** Every builder's usual response time (those with enough answered requests), read once per build. */
export function buildResponseTimes(): Promise<Map<string, ResponseTime>> {
  responseTimes ??= getResponseTimes(serverReader());
  return responseTimes;
}

let byCity: Promise<Map<string, Contractor[]>> | undefined;
/** The same contractors grouped by their city page's address, by name: each city's full list. */
export function buildContractorsByCity(): Promise<Map<string, Contractor[]>> {
  byCity ??= buildContractors().then((all) => {
    const groups = new Map<string, Contractor[]>();
    for (const contractor of [...all.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      const city = cityUrl(contractor.city, contractor.state);
      const list = groups.get(city) ?? [];
      list.push(contractor);
      groups.set(city, list);
    }
    return groups;
  });
  return byCity;
}

let content: Promise<ContentClient> | undefined;
export function serverContent(): Promise<ContentClient> {
  content ??= createContentClient({ seedDir: buildEnv().POND_SEED_DIR });
  return content;
}

let settings: Promise<SiteSettings> | undefined;
/** The site settings, read once per build (3,000 profiles show the same banner). */
export function buildSettings(): Promise<SiteSettings> {
  settings ??= serverContent().then(getSiteSettings);
  return settings;
}

/** The date the site is built: 'last updated' of the legal pages (spec §2.15). */
export function buildDate(): Date {
  const started = buildEnv().POND_BUILD_DATE;
  return started ? new Date(started) : new Date();
}
