import type { LeadSubmission, PondClient } from '@pond/supabase';

// The browser's database: the hosted project's URL, or this site's own origin, which forwards
// /rest/v1 to the local stack. Only the anon key is ever built into the page. The database library is
// loaded when first needed, so pages that only show a form do not pay for it up front.
let client: Promise<PondClient> | undefined;

export function browserDatabase(): Promise<PondClient> {
  client ??= import('@pond/supabase').then(({ createPondClient }) =>
    createPondClient({
      url: import.meta.env.VITE_SUPABASE_URL || window.location.origin,
      key: import.meta.env.VITE_SUPABASE_ANON_KEY,
    }),
  );
  return client;
}

export async function saveLead(lead: LeadSubmission): Promise<void> {
  const [{ submitLead }, db] = await Promise.all([import('@pond/supabase'), browserDatabase()]);
  await submitLead(db, lead);
}
