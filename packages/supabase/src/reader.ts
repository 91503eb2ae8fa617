import { PostgrestClient } from '@supabase/postgrest-js';
import type { PondClient } from './client.ts';
import type { Database } from './database.types.ts';

/**
 * What the public reads need: tables and functions through PostgREST. A full PondClient is one; so is
 * the PostgREST client alone (5 kB gzipped against supabase-js's 55), which the directory widget
 * uses on partners' pages so that results arrive in its first load.
 */
export type PondReader = Pick<PostgrestClient<Database>, 'from' | 'rpc'>;

/** A read-only client for the anon key: PostgREST at {url}/rest/v1, as a Supabase project serves it. */
export function createPondReader(options: {
  url: string;
  key: string;
  /** A signed-in user's access token, to act as them (the Worker recording a builder's upload). */
  token?: string;
  fetch?: typeof fetch;
}): PondReader {
  return new PostgrestClient<Database>(`${options.url.replace(/\/+$/, '')}/rest/v1`, {
    headers: { apikey: options.key, Authorization: `Bearer ${options.token ?? options.key}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export type { PondClient };
