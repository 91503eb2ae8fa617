import type { PondClient } from '@pond/supabase';
import { browserDataOrigin, publicEnv } from './env.ts';

// Staff pages sign in through supabase-js's own auth: the same code for the hosted project and the
// local stack (which serves /auth/v1 on this origin). Only the anon key is in the page; what a
// signed-in account may do is decided by the database's row-level security.
let client: Promise<PondClient> | undefined;

export function staffClient(): Promise<PondClient> {
  client ??= import('@pond/supabase').then(({ createPondClient }) =>
    createPondClient({
      url: browserDataOrigin(),
      key: publicEnv.VITE_SUPABASE_ANON_KEY,
      signIn: true,
    }),
  );
  return client;
}
