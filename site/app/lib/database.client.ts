import { createPondClient, submitLead, type LeadSubmission, type PondClient } from '@pond/supabase';

// The browser's database: the hosted project's URL, or this site's own origin, which forwards
// /rest/v1 to the local stack. Only the anon key is ever built into the page.
let client: Promise<PondClient> | undefined;

export function browserDatabase(): Promise<PondClient> {
  client ??= createPondClient({
    url: import.meta.env.VITE_SUPABASE_URL || window.location.origin,
    key: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
  return client;
}

export async function saveLead(lead: LeadSubmission): Promise<void> {
  await submitLead(await browserDatabase(), lead);
}
