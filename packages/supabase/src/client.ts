import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

export type PondClient = SupabaseClient<Database>;

/**
 * A typed client for a Supabase project or the local stack. In Node (tests, CLI, pre-rendering)
 * supabase-js 2.109 needs a WebSocket implementation handed in for its realtime part; browsers
 * have their own.
 */
export async function createPondClient(options: {
  url: string;
  key: string;
  /** A signed-in user's JWT (staff tools); without it the key's own role applies. */
  accessToken?: string;
  /** A fetch to use instead of the global one (the benchmark counts bytes with it). */
  fetch?: typeof fetch;
}): Promise<PondClient> {
  const inNode = typeof globalThis.process?.versions?.node === 'string';
  const transport = inNode ? (await import('ws')).WebSocket : undefined;
  return createClient<Database>(options.url, options.key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(options.accessToken ? { accessToken: async () => options.accessToken ?? null } : {}),
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    // ws's WebSocket class differs from the DOM type supabase-js declares, but speaks the same protocol.
    ...(transport ? { realtime: { transport: transport as never } } : {}),
  });
}
