import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

export type PondClient = SupabaseClient<Database>;

export interface PondClientOptions {
  url: string;
  key: string;
  /** A signed-in user's JWT (staff tools); without it the key's own role applies. */
  accessToken?: string;
  /**
   * Staff pages in a browser: sign in with supabase-js's auth, keep the session in the browser's
   * storage (a reload keeps it) and refresh it before it expires.
   */
  signIn?: boolean;
  /** A fetch to use instead of the global one (the benchmark counts bytes with it). */
  fetch?: typeof fetch;
  /** A WebSocket class for supabase-js's realtime part where the runtime has none (Node 20). */
  realtimeTransport?: unknown;
}

/**
 * A typed client for a Supabase project or the local stack. Browser-safe: Node callers use
 * `createNodePondClient` from '@pond/supabase/node', which hands in a WebSocket implementation.
 */
export function createPondClient(options: PondClientOptions): PondClient {
  return createClient<Database>(options.url, options.key, {
    auth: {
      persistSession: options.signIn ?? false,
      autoRefreshToken: options.signIn ?? false,
      detectSessionInUrl: false,
    },
    ...(options.accessToken ? { accessToken: async () => options.accessToken ?? null } : {}),
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    // ws's WebSocket class differs from the DOM type supabase-js declares, but speaks the same protocol.
    ...(options.realtimeTransport ? { realtime: { transport: options.realtimeTransport as never } } : {}),
  });
}
